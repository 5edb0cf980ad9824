#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SwiftTokens

/// What the engine reports of one finding after a run.
public struct Diagnostic: Sendable, Equatable {
    public enum Status: String, Sendable {
        /// `check`: a safe fix is available. `fix`: never reported (it was applied).
        case fixable
        /// An unsafe fix exists and was not applied.
        case unsafe
        /// The rule offers no fix.
        case noFix = "none"
        /// The fix was dropped because its result did not keep the file's bracket balance.
        case dropped
    }

    public var rule: String
    /// Byte range in the original file.
    public var range: Range<Int>
    public var line: Int
    public var column: Int
    public var message: String
    public var severity: Severity
    public var status: Status
    /// The fix, with edits in original-file offsets, when they could be mapped there.
    public var fix: Fix?
    /// Where the finding's range ends (1-based line, column in bytes, exclusive).
    public var endLine = 0
    public var endColumn = 0
}

/// The outcome of running the rules over one file.
public struct FileOutcome: Sendable {
    public var original: [UInt8]
    public var fixed: [UInt8]
    public var diagnostics: [Diagnostic]
    /// Fixes applied over all passes.
    public var appliedFixes: Int
    /// Engine errors: a rule that did not settle, a fix that broke the bracket balance.
    public var problems: [String]
    /// `fix`: the findings whose fixes were applied, located in the original text.
    public var fixedFindings: [Diagnostic] = []
    /// Ranges of the original that the fixes replaced, for a diff that looks only there.
    public var changedRanges: [Range<Int>] = []
    /// Maps an original offset outside every changed range to the fixed text.
    var map = OffsetMap()

    /// The unified diff of this outcome, computed only around the changed ranges.
    public func diff(path: String) -> [UInt8] {
        UnifiedDiff.make(original: original, fixed: fixed, path: path, changes: changedRanges, forward: map.forward)
    }

    public var changed: Bool { original != fixed }
}

/// Runs rules over a file: in `check` once, in `fix` applying non-overlapping fixes and
/// re-running to a fixpoint, checking after each pass that brackets still balance.
public struct Engine: Sendable {
    public let rules: [any Rule]
    public var applyUnsafe: Bool
    public var maxPasses: Int
    /// `fix` also locates the findings whose fixes it applies (`FileOutcome.fixedFindings`): only
    /// reports that list them pay for it.
    public var listsFixedFindings = false
    /// `fix` applies only the fixes of these findings (an interactive or reviewed choice); nil
    /// applies every fix it may. Later passes' new fixes are not in it, so they wait.
    public var selection: Set<FixChoice>?

    let triggers: TriggerWords
    /// The rules that yield to others (`RuleMetadata.yieldsTo`), read once.
    let yielding: [(id: String, stronger: [String])]

    public init(rules: [any Rule], applyUnsafe: Bool = false, maxPasses: Int = 10) {
        self.rules = rules
        self.triggers = TriggerWords(rules)
        self.yielding = rules.map(\.metadata).filter { !$0.yieldsTo.isEmpty }.map { ($0.id, $0.yieldsTo) }
        self.readsRowElementTypes = rules.contains { $0.metadata.readsRowElementTypes }
        self.applyUnsafe = applyUnsafe
        self.maxPasses = maxPasses
    }

    /// The rules whose trigger words occur as identifiers in `file`: the others have nothing to do there.
    /// With the file's types (as the first pass scanned them, with at least their `id`
    /// properties), rules with a declaration filter must also pass it.
    public func activeRules(for file: SourceFile, types: [TypeDecl]? = nil) -> [any Rule] {
        let present = triggers.present(in: file)
        let declared = types.map { FileDeclarations(types: $0) }
        return rules.indices.filter { k in
            guard isActive(k, present) else { return false }
            guard let filter = rules[k].metadata.declarationFilter, let declared else { return true }
            return filter.matches(declared)
        }.map { rules[$0] }
    }

    /// Whether any rule has something to do in `file`, without listing them. With the file's
    /// declarations at hand, rules with a declaration filter must also pass it.
    public func hasActiveRules(for file: SourceFile, declared: FileDeclarations? = nil) -> Bool {
        let present = declared?.triggerWords ?? triggers.present(in: file)
        return rules.indices.contains { k in
            guard isActive(k, present) else { return false }
            guard let filter = rules[k].metadata.declarationFilter, let declared else { return true }
            return filter.matches(declared)
        }
    }

    /// Whether a rule asks which types are rows: the first pass must record row data.
    public let readsRowElementTypes: Bool
    /// Whether a rule whose fixes change declarations (`RuleMetadata.editsDeclarations`) has
    /// something to do in `file`, with its declarations as pass 1 scanned them.
    public func mayEditDeclarations(_ file: SourceFile, declared: FileDeclarations) -> Bool {
        let present = declared.triggerWords ?? triggers.present(in: file)
        return rules.indices.contains { k in
            guard rules[k].metadata.editsDeclarations, isActive(k, present) else { return false }
            return rules[k].metadata.declarationFilter?.matches(declared) ?? true
        }
    }

    /// Every rule id of the catalog, for checking the ids that ignore comments name.
    static let knownRules: Set<String> = Set(RuleCatalog.all.map(\.metadata.id))

    func isActive(_ rule: Int, _ present: UInt64) -> Bool {
        triggers.ruleWords[rule].isEmpty || triggers.ruleWords[rule].contains { present & (1 << $0) != 0 }
    }

    /// The findings of one pass over `file`, suppressions honoured, in source order.
    public func findings(in file: SourceFile, declarations: Declarations, target: Target) -> [Finding] {
        findings(in: file, rules: activeRules(for: file), declarations: declarations, target: target)
    }

    func findings(in file: SourceFile, rules active: [any Rule], declarations: Declarations, target: Target,
                  types: [TypeDecl]? = nil) -> [Finding] {
        guard !active.isEmpty else { return [] }
        let context = RuleContext(file: file, declarations: declarations, target: target, types: types)
        var out: [Finding] = []
        for rule in active { out += rule.findings(in: context) }
        if !out.isEmpty {
            let previews = PreviewCode(file, types: context.fileTypes)
            if !previews.ranges.isEmpty { out.removeAll { previews.contains($0.range) } }
        }
        if !yielding.isEmpty { Engine.yield(&out, yielding) }
        if ByteSearch.contains(file.bytes, "listfix:") {
            let lines = LineTable(bytes: file.bytes)
            let suppressions = Suppressions(file, lineTable: lines, calls: out.isEmpty ? [] : context.calls,
                                            knownRules: Engine.knownRules.union(rules.map(\.metadata.id)))
            out.removeAll { suppressions.silences($0.rule, line: lines.location(of: $0.range.lowerBound).line, offset: $0.range.lowerBound) }
            for (id, range) in suppressions.unknown {
                out.append(Finding(rule: "ignore-comment", range: range,
                                   message: "this ignore comment names `\(id)`, which is not a listfix rule, so it silences nothing; `listfix rules` lists them"))
            }
        }
        return out.sorted { ($0.range.lowerBound, $0.rule) < ($1.range.lowerBound, $1.rule) }
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

    /// `check`: every finding of the file as it is.
    public func check(_ bytes: [UInt8], declarations: Declarations, target: Target) -> FileOutcome {
        check(SourceFile(bytes: bytes), declarations: declarations, target: target)
    }

    /// `check` of a file already lexed; `types` are its types as `DeclarationScanner` found
    /// them (properties may be left out), when the caller has them.
    public func check(_ file: SourceFile, declarations: Declarations, target: Target, types: [TypeDecl]? = nil) -> FileOutcome {
        let bytes = file.bytes
        let active = activeRules(for: file, types: types)
        guard !active.isEmpty else {
            return FileOutcome(original: bytes, fixed: bytes, diagnostics: [], appliedFixes: 0, problems: [])
        }
        let found = findings(in: file, rules: active, declarations: declarations, target: target, types: types)
        let lines = LineTable(bytes: bytes, upTo: found.map { $0.range.upperBound }.max() ?? 0)
        let diagnostics = found.map { finding in
            diagnostic(finding, lines: lines, map: OffsetMap(), status: status(of: finding))
        }
        return FileOutcome(original: bytes, fixed: bytes, diagnostics: diagnostics, appliedFixes: 0, problems: [])
    }

    func status(of finding: Finding) -> Diagnostic.Status {
        guard let fix = finding.fix else { return .noFix }
        return fix.applicability.isSafe ? .fixable : .unsafe
    }

    /// `fix`: applies fixes to a fixpoint; diagnostics are the findings that remain.
    public func fix(_ bytes: [UInt8], declarations: Declarations, target: Target) -> FileOutcome {
        fix(SourceFile(bytes: bytes), declarations: declarations, target: target)
    }

    /// `fix` of a file already lexed; `types` as for `check`, of the original text.
    /// `original` is consumed: its tokens and tree are let go once the first pass has read them.
    public func fix(_ original: consuming SourceFile, declarations: Declarations, target: Target, types: [TypeDecl]? = nil) -> FileOutcome {
        let bytes = original.bytes
        guard !activeRules(for: original).isEmpty else {
            return FileOutcome(original: bytes, fixed: bytes, diagnostics: [], appliedFixes: 0, problems: [])
        }
        var originalBalance: BracketBalance?
        var current = consume original
        var map = OffsetMap()
        var applied = 0
        var problems: [String] = []
        var rejected: Set<FixSignature> = []
        var passes = 0
        var fixedFindings: [Diagnostic] = []
        var originalLines: LineTable?
        while true {
            let found = findings(in: current, rules: activeRules(for: current, types: passes == 0 ? types : nil),
                                 declarations: declarations, target: target, types: passes == 0 ? types : nil)
            var signatures = FixTable<[String]>()
            var candidates = found.filter { finding in
                guard let fix = finding.fix, fix.applicability.isSafe || applyUnsafe else { return false }
                return rejected.isEmpty || !rejected.contains(FixSignature(finding, in: current, table: &signatures))
            }
            if let selection {
                // A fix shared by several findings is chosen through any of them.
                let chosenFixes = Set(candidates.filter { selection.contains(FixChoice($0, map: map)) }.map { FixKey($0.fix!) })
                candidates.removeAll { !chosenFixes.contains(FixKey($0.fix!)) }
            }
            if candidates.isEmpty || passes == maxPasses {
                if !candidates.isEmpty {
                    let names = Set(candidates.map(\.rule)).sorted().joined(separator: ", ")
                    problems.append("rule \(names) did not settle after \(maxPasses) passes; the file was left unchanged")
                    return FileOutcome(original: bytes, fixed: bytes, diagnostics: [], appliedFixes: 0, problems: problems)
                }
                let lines = found.isEmpty ? LineTable(bytes: []) : LineTable(bytes: bytes)
                var mapped = FixTable<Fix?>()
                let diagnostics = found.map { finding in
                    let dropped = finding.fix != nil && !rejected.isEmpty && rejected.contains(FixSignature(finding, in: current, table: &signatures))
                    // A safe fix remains only when a selection left it out.
                    let status: Diagnostic.Status = dropped ? .dropped : (finding.fix.map { $0.applicability.isSafe ? .fixable : .unsafe } ?? .noFix)
                    return diagnostic(finding, lines: lines, map: map, status: status, mapped: &mapped)
                }
                var outcome = FileOutcome(original: bytes, fixed: current.bytes, diagnostics: diagnostics,
                                          appliedFixes: applied, problems: problems)
                outcome.fixedFindings = fixedFindings
                outcome.changedRanges = map.changedRanges
                outcome.map = map
                return outcome
            }
            // Findings that share one fix (one cached filter read by several rows) apply it once.
            var sharing: [FixKey: Int] = [:]
            var representatives: [Finding] = []
            for finding in candidates {
                let key = FixKey(finding.fix!)
                if sharing[key] == nil { representatives.append(finding) }
                sharing[key, default: 0] += 1
            }
            var chosen = Engine.nonOverlapping(representatives)
            // Until a pass applies a fix, the current text is the original.
            if originalBalance == nil { originalBalance = BracketBalance(current) }
            let balance = originalBalance!
            // From here the current text is read as bytes only (findings hold ranges): its tokens
            // and tree go before the next text is lexed, so a big file is not held lexed twice.
            // (The next text is made from `current` after the reset, so the reset is not optimized away.)
            current = SourceFile(bytes: current.bytes, tokens: [])
            let currentBytes = current.bytes
            var next = SourceFile(bytes: Engine.apply(chosen.flatMap { $0.fix!.edits }, to: currentBytes))
            if BracketBalance(next) != balance {
                // Keep only the fixes that keep the balance on their own, then check them together.
                let kept = chosen.filter { finding in
                    BracketBalance(SourceFile(bytes: Engine.apply(finding.fix!.edits, to: currentBytes))) == balance
                }
                for finding in chosen where !kept.contains(finding) {
                    rejected.insert(FixSignature(finding, in: current))
                    problems.append("dropped a fix of \(finding.rule) at line \(current.location(of: finding.range.lowerBound).line): its result would not keep the file's brackets balanced")
                }
                chosen = kept
                next = SourceFile(bytes: Engine.apply(chosen.flatMap { $0.fix!.edits }, to: currentBytes))
                if BracketBalance(next) != balance {
                    for finding in chosen { rejected.insert(FixSignature(finding, in: current)) }
                    chosen = []
                    next = SourceFile(bytes: currentBytes)
                }
            }
            if !chosen.isEmpty && listsFixedFindings {
                // Every finding whose fix is applied, located before the map takes this pass's edits.
                let applying = Set(chosen.map { FixKey($0.fix!) })
                if originalLines == nil { originalLines = LineTable(bytes: bytes) }
                for finding in candidates where applying.contains(FixKey(finding.fix!)) {
                    var d = diagnostic(finding, lines: originalLines!, map: map, status: .fixable)
                    d.fix = nil
                    fixedFindings.append(d)
                }
            }
            if !chosen.isEmpty {
                map.append(chosen.flatMap { $0.fix!.edits }.sorted())
                applied += chosen.reduce(0) { $0 + sharing[FixKey($1.fix!), default: 1] }
                passes += 1
            }
            // With no fix chosen, `next` is the current text lexed again.
            current = next
        }
    }

    /// A finding of the current text as a diagnostic of the original file.
    func diagnostic(_ finding: Finding, lines: LineTable, map: OffsetMap, status: Diagnostic.Status) -> Diagnostic {
        var mapped = FixTable<Fix?>()
        return diagnostic(finding, lines: lines, map: map, status: status, mapped: &mapped)
    }

    func diagnostic(_ finding: Finding, lines: LineTable, map: OffsetMap, status: Diagnostic.Status,
                    mapped: inout FixTable<Fix?>) -> Diagnostic {
        let start = map.original(finding.range.lowerBound)
        let end = max(start, map.original(finding.range.upperBound))
        let location = lines.location(of: start)
        var fix = finding.fix
        if let f = fix, !map.isEmpty {
            // Findings sharing a fix share its mapping: one mapping of a big fix, not one each.
            fix = mapped.value(for: f) { map.originalEdits(f.edits).map { var moved = f; moved.edits = $0; return moved } }
        }
        let endLocation = lines.location(of: end)
        return Diagnostic(rule: finding.rule, range: start..<end, line: location.line, column: location.column,
                          message: finding.message, severity: finding.severity, status: status, fix: fix,
                          endLine: endLocation.line, endColumn: endLocation.column)
    }

    /// Fixes whose edits overlap no edit of an earlier fix, in source order.
    static func nonOverlapping(_ findings: [Finding]) -> [Finding] {
        let ordered = findings.sorted { ($0.fix!.edits.first?.range.lowerBound ?? 0) < ($1.fix!.edits.first?.range.lowerBound ?? 0) }
        var accepted = EditSet(ordered.flatMap { $0.fix!.edits })
        var out: [Finding] = []
        for finding in ordered {
            let edits = finding.fix!.edits
            if zip(edits, edits.dropFirst()).contains(where: { $0.overlaps($1) }) { continue }
            if edits.contains(where: accepted.overlapsAccepted) { continue }
            for e in edits { accepted.accept(e) }
            out.append(finding)
        }
        return out
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

/// A finding named by its rule and where it starts in the original file: how a choice made on
/// `check`'s findings finds them again in `fix`'s passes.
public struct FixChoice: Hashable, Sendable {
    public var rule: String
    public var offset: Int

    public init(rule: String, offset: Int) {
        self.rule = rule
        self.offset = offset
    }

    public init(_ diagnostic: Diagnostic) { self.init(rule: diagnostic.rule, offset: diagnostic.range.lowerBound) }

    init(_ finding: Finding, map: OffsetMap) { self.init(rule: finding.rule, offset: map.original(finding.range.lowerBound)) }
}

/// Counts of unclosed brackets and unmatched ones: what no fix may change.
struct BracketBalance: Equatable {
    var parens = 0, brackets = 0, braces = 0, unmatched = 0

    init(_ file: SourceFile) {
        for t in file.tokens {
            switch t.kind {
            case .leftParen, .interpolationOpen: parens += 1
            case .rightParen: parens -= 1
            case .leftBracket: brackets += 1
            case .rightBracket: brackets -= 1
            case .leftBrace: braces += 1
            case .rightBrace: braces -= 1
            default: break
            }
        }
        unmatched = file.tree.unmatched.count
    }
}
