import SwiftTokens

/// Runs rules over a file: in `check` once, in `fix` applying non-overlapping fixes and
/// re-running to a fixpoint (`FixRun`), checking after each pass that brackets still balance.
public struct Engine: Sendable {
    public let rules: [any Rule]
    public var applyUnsafe: Bool
    var maxPasses: Int
    /// `fix` also locates the findings whose fixes it applies (`FileOutcome.fixedFindings`): only
    /// reports that list them pay for it.
    public var listsFixedFindings = false
    /// `fix` applies only the fixes of these findings (an interactive or reviewed choice); nil
    /// applies every fix it may. Later passes' new fixes are not in it, so they wait.
    public var selection: Set<FindingKey>?
    /// The project facts the rules read (`RuleMetadata.facts`): the first pass records only these.
    public let facts: ProjectFacts
    /// Whether a rule asks which types are rows: the first pass must record row data.
    public var readsRowElementTypes: Bool { facts.contains(.rowElementTypes) }

    let triggers: TriggerWords
    /// The rules that yield to others (`RuleMetadata.yieldsTo`), read once.
    let yielding: [(id: String, stronger: [String])]
    /// The ids an ignore comment may name: these rules' and those the caller knows of besides
    /// (the whole catalog, so that a comment naming a rule this run leaves out is no mistake).
    let knownRules: Set<String>
    /// Each rule's hint word with its bit among the trigger words (`RuleContext.mentions`).
    let hintBits: [String: UInt64]
    /// Each rule's declaration filter, and its joint trigger's, read once: `isActive` asks them per
    /// file, where a copy of the metadata each time would cost more than the test.
    let declarationFilters: [DeclarationFilter?]
    let jointFilters: [DeclarationFilter?]

    public init(rules: [any Rule], knownRules: Set<String> = [], applyUnsafe: Bool = false, maxPasses: Int = 10) {
        self.rules = rules
        let metadata = rules.map(\.metadata)
        let triggers = TriggerWords(metadata)
        self.triggers = triggers
        var hintBits: [String: UInt64] = [:]
        for word in metadata.flatMap({ $0.hints + $0.jointTrigger.first + $0.jointTrigger.second }) where triggers.bit(of: word) != 0 {
            hintBits[word] = triggers.bit(of: word)
        }
        self.hintBits = hintBits
        declarationFilters = metadata.map(\.declarationFilter)
        jointFilters = metadata.map(\.jointTrigger.filter)
        self.yielding = metadata.filter { !$0.yieldsTo.isEmpty }.map { ($0.id, $0.yieldsTo) }
        self.facts = metadata.reduce(into: ProjectFacts()) { $0.formUnion($1.facts) }
        self.knownRules = knownRules.union(metadata.map(\.id))
        self.applyUnsafe = applyUnsafe
        self.maxPasses = maxPasses
    }

    // MARK: Which rules have work in a file

    /// Whether rule `k` has something to do in a file whose identifiers include the trigger words
    /// `present`: one of its words occurs, and the file's declarations, when given, pass its
    /// declaration filter.
    @inline(__always)
    func isActive(_ k: Int, _ present: UInt64, _ declared: borrowing FileDeclarations?) -> Bool {
        guard present & triggers.ruleMasks[k] != 0 || triggers.untriggered & 1 << UInt64(k) != 0 else {
            // The joint trigger: a word of each list, and the file's declarations pass its filter.
            guard present & triggers.jointFirst[k] != 0, present & triggers.jointSecond[k] != 0 else { return false }
            guard let filter = jointFilters[k], let declared = copy declared else { return true }
            return filter.matches(declared)
        }
        guard let filter = declarationFilters[k], let declared = copy declared else { return true }
        return filter.matches(declared)
    }

    /// The rules with something to do in `file`. With the file's types (as the first pass scanned
    /// them, with at least their `id` properties), rules with a declaration filter must pass it.
    /// `present`: the file's trigger words, when the first pass found them (see `FileDeclarations.triggerWords`).
    func activeRules(for file: SourceFile, types: [TypeDecl]? = nil, present known: UInt64? = nil) -> [any Rule] {
        let present = known ?? triggers.present(in: file)
        let declared = types.map { FileDeclarations(types: $0) }
        return rules.indices.filter { isActive($0, present, declared) }.map { rules[$0] }
    }

    /// Whether `check` or `fix` has anything to do in `file`: a rule with work there, or an
    /// ignore comment to read (one that names no rule is reported in every file).
    public func hasWork(in file: SourceFile, declared: FileDeclarations? = nil) -> Bool {
        let present = declared?.triggerWords ?? triggers.present(in: file)
        return rules.indices.contains { isActive($0, present, declared) } || Suppressions.mentioned(in: file.bytes)
    }

    /// Whether a rule whose fixes change declarations (`RuleMetadata.editsDeclarations`) has
    /// something to do in `file`, with its declarations as pass 1 scanned them.
    public func mayEditDeclarations(_ file: SourceFile, declared: FileDeclarations) -> Bool {
        let present = declared.triggerWords ?? triggers.present(in: file)
        return rules.indices.contains { rules[$0].metadata.editsDeclarations && isActive($0, present, declared) }
    }

    // MARK: One pass of the rules

    /// What one pass of the rules found in a file, in source order.
    struct Pass {
        var findings: [Finding] = []
        var remarks: [String] = []
    }

    /// Runs `active` over `file`; drops what preview code holds, what yields to a stronger rule and
    /// what an ignore comment silences. `mentionsListfix`: whether the file holds `listfix:`, when
    /// the caller knows (see `Suppressions.mentioned(in:)`).
    func pass(_ active: [any Rule], over file: SourceFile, declarations: Declarations, target: Target,
              types: [TypeDecl]? = nil, mentionsListfix: Bool? = nil, present: UInt64? = nil) -> Pass {
        guard !active.isEmpty else { return Pass() }
        var context = RuleContext(file: file, declarations: declarations, target: target, types: types)
        if let present {
            context.presentWords = present
            context.hintBits = hintBits
        }
        var out: [Finding] = []
        for rule in active { out += rule.findings(in: context) }
        var remarks = context.remarks
        if !out.isEmpty || !remarks.isEmpty {
            let previews = PreviewCode(file, types: context.fileTypes)
            if !previews.ranges.isEmpty {
                out.removeAll { previews.contains($0.range) }
                remarks.removeAll { previews.contains($0.range) }
            }
        }
        if !yielding.isEmpty { Engine.yield(&out, yielding) }
        if mentionsListfix ?? Suppressions.mentioned(in: file.bytes) {
            let lines = LineTable(bytes: file.bytes)
            let suppressions = Suppressions(file, lineTable: lines, calls: out.isEmpty && remarks.isEmpty ? [] : context.calls)
            func silenced(_ rule: String, _ offset: Int) -> Bool {
                suppressions.silences(rule, line: lines.location(of: offset).line, offset: offset)
            }
            out.removeAll { silenced($0.rule, $0.range.lowerBound) }
            remarks.removeAll { silenced($0.rule, $0.range.lowerBound) }
        }
        var messages: [String] = []
        if !remarks.isEmpty {
            for remark in remarks.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) where !messages.contains(remark.message) {
                messages.append(remark.message)
            }
        }
        out.sort { ($0.range.lowerBound, $0.rule) < ($1.range.lowerBound, $1.rule) }
        return Pass(findings: out, remarks: messages)
    }

    /// Drops the findings of rules that yield to another rule reporting inside their scope: only a
    /// rule that ran has findings, so a disabled one takes none away.
    static func yield(_ findings: inout [Finding], _ yielding: [(id: String, stronger: [String])]) {
        for (id, stronger) in yielding {
            let places = findings.filter { stronger.contains($0.rule) }.map(\.range.lowerBound)
            guard !places.isEmpty else { continue }
            findings.removeAll { f in
                guard f.rule == id, let scope = f.scope else { return false }
                return places.contains { scope.contains($0) }
            }
        }
    }

    // MARK: check and fix

    /// `check`: every finding of the file as it is.
    public func check(_ bytes: [UInt8], declarations: Declarations, target: Target) -> FileOutcome {
        check(SourceFile(bytes: bytes), declarations: declarations, target: target)
    }

    /// `check` of a file already lexed; `types` are its types as `DeclarationScanner` found
    /// them (properties may be left out), and `triggerWords` the trigger words that scan found,
    /// when the caller has them.
    public func check(_ file: SourceFile, declarations: Declarations, target: Target, types: [TypeDecl]? = nil,
                      triggerWords: UInt64? = nil) -> FileOutcome {
        let present = triggerWords ?? triggers.present(in: file)
        let active = activeRules(for: file, types: types, present: present)
        let mentions = Suppressions.mentioned(in: file.bytes)
        let misnamed = mentions ? Suppressions.misnamed(in: file, knownRules: knownRules) : []
        guard !active.isEmpty || !misnamed.isEmpty else { return .unchanged(file.bytes) }
        let found = pass(active, over: file, declarations: declarations, target: target, types: types, mentionsListfix: mentions,
                         present: present)
        let all = Engine.merged(found.findings, misnamed)
        let lines = LineTable(bytes: file.bytes, upTo: all.map { $0.range.upperBound }.max() ?? 0)
        return FileOutcome(original: file.bytes, fixed: file.bytes, findings: all.map { ReportedFinding($0, lines: lines, status: .init($0)) },
                           appliedFixes: 0, problems: [], remarks: found.remarks)
    }

    /// Findings of two lists each in source order, in source order.
    static func merged(_ a: [Finding], _ b: [Finding]) -> [Finding] {
        guard !b.isEmpty else { return a }
        return (a + b).sorted { ($0.range.lowerBound, $0.rule) < ($1.range.lowerBound, $1.rule) }
    }

    /// `fix`: applies fixes to a fixpoint; the outcome's findings are those that remain.
    public func fix(_ bytes: [UInt8], declarations: Declarations, target: Target) -> FileOutcome {
        fix(SourceFile(bytes: bytes), declarations: declarations, target: target)
    }

    /// `fix` of a file already lexed; `types` as for `check`, of the original text.
    /// `original` is consumed: its tokens and tree are let go once the first pass has read them.
    public func fix(_ original: consuming SourceFile, declarations: Declarations, target: Target, types: [TypeDecl]? = nil) -> FileOutcome {
        let misnamed = Suppressions.mentioned(in: original.bytes) ? Suppressions.misnamed(in: original, knownRules: knownRules) : []
        guard !activeRules(for: original).isEmpty else {
            guard !misnamed.isEmpty else { return .unchanged(original.bytes) }
            let lines = LineTable(bytes: original.bytes)
            return .unchanged(original.bytes, findings: misnamed.map { ReportedFinding($0, lines: lines, status: .noFix) })
        }
        var run = FixRun(engine: self, original: consume original, declarations: declarations, target: target)
        while true {
            switch run.pass(types: run.passes == 0 ? types : nil) {
            case .again:
                continue
            case .settled(let last):
                return run.finish(last, misnamed: misnamed)
            case .unsettled(let rules):
                let problem = "rule \(rules.joined(separator: ", ")) did not settle after \(maxPasses) passes; the file was left unchanged"
                return .unchanged(run.originalBytes, problems: run.problems + [problem])
            }
        }
    }

    /// Applies sorted, non-overlapping edits.
    public static func apply(_ edits: [Edit], to bytes: [UInt8]) -> [UInt8] {
        // Exactly the size of the result: a guess too small made the array double, which for a
        // big file dense with fixes cost as much memory as the file again.
        let size = edits.reduce(bytes.count) { $0 + $1.replacement.utf8.count - $1.range.count }
        var out: [UInt8] = []
        out.reserveCapacity(size)
        var cursor = 0
        for edit in edits.sorted() {
            out.append(contentsOf: bytes[cursor..<edit.range.lowerBound])
            out.append(contentsOf: edit.replacement.utf8)
            cursor = edit.range.upperBound
        }
        out.append(contentsOf: bytes[cursor...])
        return out
    }
}
