import SwiftTokens

/// How safe a rule's fixes are, for the catalog (`listfix rules`): per occurrence each fix is
/// safe or unsafe, and this says which ones the rule can offer.
public enum FixSafety: String, Sendable {
    /// Every fix is safe (the rule offers none where it cannot prove what the fix needs).
    case safe = "safe"
    /// Safe where the rule proves what the fix needs, unsafe elsewhere.
    case sometimes = "safe when proven, else unsafe"
    /// Every fix is unsafe: it changes something that other code may rely on.
    case unsafe = "unsafe"
    /// The rule offers no fix.
    case none = "no fix"
}

/// A rule's identity and catalog line.
public struct RuleMetadata: Sendable {
    public var id: String
    public var fixSafety: FixSafety
    /// Words of which at least one must occur in a file for the rule to have anything to do.
    var triggers: [String]
    /// Words that give the rule work without its `triggers`, with a filter on the file's declarations.
    var jointTrigger: JointTrigger
    /// The severity of the rule's findings.
    public var level: Severity
    /// What a file's declarations must show for the rule to have work there, beyond its trigger
    /// words; the first pass reads it to keep files that cannot have findings out of the second.
    var declarationFilter: DeclarationFilter?
    /// Rules that report a more specific problem in the same place: while one of them runs, this
    /// rule's findings whose `scope` holds one of its findings are dropped.
    var yieldsTo: [String]
    /// Whether a run without `--rules` uses the rule. An opt-in rule's findings are too often
    /// intended on real code to be on by default; `--extend-rules ID` or `--rules all` turns it on.
    public var isDefault: Bool
    /// The project facts the rule reads: the first pass records them only while a rule that
    /// reads them runs (row data costs a walk of every file's calls).
    var facts: ProjectFacts
    /// Its fixes can change what a type declares (an `id` made stored), which other files'
    /// findings read: `fix` applies them first and checks every file against the result.
    var editsDeclarations: Bool
    /// Words the rule asks about (`RuleContext.mentions`) without being made active by them: the
    /// pass that finds trigger words finds these too, at no cost of its own.
    var hints: [String]

    public init(id: String, fixSafety: FixSafety, triggers: [String], level: Severity = .warning,
                declarationFilter: DeclarationFilter? = nil, yieldsTo: [String] = [], isDefault: Bool = true,
                facts: ProjectFacts = [], editsDeclarations: Bool = false, hints: [String] = [],
                jointTrigger: JointTrigger = JointTrigger()) {
        self.id = id
        self.jointTrigger = jointTrigger
        self.hints = hints
        self.facts = facts
        self.isDefault = isDefault
        self.editsDeclarations = editsDeclarations
        self.yieldsTo = yieldsTo
        self.fixSafety = fixSafety
        self.triggers = triggers
        self.level = level
        self.declarationFilter = declarationFilter
    }
}

extension RuleMetadata {
    /// The one-line summary: line 3 of the rule's catalog page (`Rewrites/ID/README.md`), the one
    /// place it is written.
    public var summary: String { RuleDocumentation.summary[id] ?? "" }
}

extension RuleMetadata {
    /// A finding of this rule, at the rule's level, with `fix` if it has one.
    func finding(range: Range<Int>, message: String, fix: Fix? = nil) -> Finding {
        Finding(rule: id, range: range, message: message, severity: level, fix: fix)
    }

    /// A migration: the seeds' idiom applies and the fix is safe, but nothing shown goes wrong
    /// without it. A `note` with its fix; nil when the fix is not safe, for then there is nothing
    /// to say (an unproven fix of a problem nobody showed).
    func migration(range: Range<Int>, message: String, fix: Fix) -> Finding? {
        guard fix.applicability.isSafe else { return nil }
        return Finding(rule: id, range: range, message: message, severity: .note, fix: fix)
    }

    /// A finding of this rule without a fix: its message ends by saying why (see `Fix.blocked`).
    func finding(range: Range<Int>, message: String, fix blocked: FixBlocked) -> Finding {
        finding(range: range, message: message + blocked.sentence)
    }

    /// A finding of this rule with the fix a rule planned, or why there is none.
    func finding(range: Range<Int>, message: String, fix planned: Result<Fix, FixBlocked>) -> Finding {
        switch planned {
        case .success(let fix): return finding(range: range, message: message, fix: fix)
        case .failure(let blocked): return finding(range: range, message: message, fix: blocked)
        }
    }
}

/// A second way into a file for a rule: one word of `first` and one of `second` among its
/// identifiers, in a file whose declarations pass `filter` (a model that finds a position and
/// waits: `firstIndex` beside `async`, in an observable class).
public struct JointTrigger: Sendable {
    var first: [String] = []
    var second: [String] = []
    var filter: DeclarationFilter?

    public init() {}

    init(_ first: [String], _ second: [String], filter: DeclarationFilter?) {
        (self.first, self.second, self.filter) = (first, second, filter)
    }
}

/// A test on one file's declarations (see `RuleMetadata.declarationFilter`).
public enum DeclarationFilter: Sendable {
    /// A type with an `id` that is computed or a `var`, or a class conforming to `Identifiable`
    /// with no `id` in that declaration: what the identity rules look at.
    case questionableID
    /// A class a view can observe: an `ObservableObject`, or one with an attached macro
    /// (`@Observable`, `@Model`), whose arrays are what lists show.
    case observableModel

    func matches(_ declared: FileDeclarations) -> Bool {
        switch self {
        case .questionableID:
            return declared.types.contains { type in
                if let id = type.properties.first(where: { $0.name == "id" && !$0.isStatic }) {
                    return !id.isStored || !id.isLet
                }
                return type.kind == .class && type.conformances.contains("Identifiable")
            }
        case .observableModel:
            return declared.types.contains {
                $0.kind == .class && ($0.isObservable || $0.hasAttachedMacro || $0.conformances.contains("ObservableObject"))
            }
        }
    }
}

/// A rule: finds one kind of mistake in a file and proposes edits. Rules never apply edits.
public protocol Rule: Sendable {
    var metadata: RuleMetadata { get }
    func findings(in context: RuleContext) -> [Finding]
}
