import SwiftTokens

/// One replacement of a byte range of the text a rule saw.
public struct Edit: Sendable, Hashable, Comparable {
    public var range: Range<Int>
    public var replacement: String

    public init(range: Range<Int>, replacement: String) {
        self.range = range
        self.replacement = replacement
    }

    public static func < (a: Edit, b: Edit) -> Bool {
        (a.range.lowerBound, a.range.upperBound) < (b.range.lowerBound, b.range.upperBound)
    }

    /// Whether two edits touch the same bytes, or insert at the same place.
    func overlaps(_ other: Edit) -> Bool {
        if range.isEmpty || other.range.isEmpty {
            let (point, span) = range.isEmpty ? (range.lowerBound, other.range) : (other.range.lowerBound, range)
            return span.isEmpty ? point == span.lowerBound : (point > span.lowerBound && point < span.upperBound)
        }
        return range.overlaps(other.range)
    }
}

/// Whether listfix may apply a fix by default.
public enum Applicability: Sendable, Equatable {
    /// The rule proved from the source everything the fix needs.
    case safe
    /// The fix is probably right but rests on something unproven, named in the reason.
    case unsafe(reason: String)

    public var isSafe: Bool { self == .safe }
}

/// A set of edits that together repair one finding.
public struct Fix: Sendable, Equatable {
    /// What the fix does, as a verb phrase: "Use `\.element.id` as the id".
    public var message: String
    public var edits: [Edit]
    public var applicability: Applicability

    public init(message: String, edits: [Edit], applicability: Applicability) {
        self.message = message
        self.edits = edits.sorted()
        self.applicability = applicability
    }
}

/// How serious a finding is.
public enum Severity: String, Sendable {
    case warning, error
    /// A finding worth knowing that is often intended (a derived id, a class's object identity).
    case note
}

/// One problem a rule found: where, what, and optionally how to fix it.
public struct Finding: Sendable, Equatable {
    var rule: String
    var range: Range<Int>
    var message: String
    var severity: Severity
    var fix: Fix?
    /// The bytes of what the finding is about (a whole `ForEach` call): a rule that yields to
    /// another (`RuleMetadata.yieldsTo`) drops its finding when that rule reports inside them.
    var scope: Range<Int>?

    public init(rule: String, range: Range<Int>, message: String, severity: Severity = .warning, fix: Fix? = nil) {
        self.rule = rule
        self.range = range
        self.message = message
        self.severity = severity
        self.fix = fix
    }
}

/// Why a rule offers no fix for a finding: what the finding's message ends with. Made by
/// `Fix.blocked`, turned into a finding by `RuleMetadata.finding(range:message:fix:)`.
struct FixBlocked: Error, Sendable {
    /// The reason, worded to follow "no automatic fix: "; empty when the message gives none.
    let why: String
    /// The end of the finding's message.
    let sentence: String
}

extension Fix {
    /// No fix, because of `why`: the finding's message ends "; no automatic fix: WHY".
    static func blocked(_ why: String) -> FixBlocked { FixBlocked(why: why, sentence: "; no automatic fix: " + why) }

    /// No fix for `part` of the code ("this argument"), which the message has already described.
    static func blocked(for part: String) -> FixBlocked { FixBlocked(why: "", sentence: "; no automatic fix for " + part) }

    /// No fix, for a reason the message has already given.
    static func blocked() -> FixBlocked { FixBlocked(why: "", sentence: "; no automatic fix") }
}
