import SwiftTokens

/// One file's `fix`: passes of the rules over the text as the last pass left it, each applying
/// the fixes it may, until a pass has nothing left to apply; then `finish` locates what remains
/// in the original.
struct FixRun {
    let engine: Engine
    /// The original text until a pass applies a fix (it is then `current`'s); after that it is
    /// made again from `current` when asked for (`originalBytes`): a big file is not held twice
    /// while its passes run.
    private var keptOriginal: [UInt8]?
    /// What each pass that applied fixes replaced, to make the original again.
    private var undo: [ReplacedText] = []
    let declarations: Declarations
    let target: Target
    /// The text as the passes so far left it.
    private var current: SourceFile
    /// Offsets of `current` back to the original, and forward.
    private var map = OffsetMap()
    private var applied = 0
    private(set) var passes = 0
    /// Engine errors so far: fixes dropped for the bracket balance.
    private(set) var problems: [String] = []
    /// Fixes that broke the bracket balance, not tried again.
    private var rejected: Set<FixSignature> = []
    /// This pass's fix signatures, made once per fix however many findings share it.
    private var signatures = FixTable<[String]>()
    private var fixedFindings: [ReportedFinding] = []
    private var originalLines: LineTable?
    private var originalBalance: BracketBalance?

    init(engine: Engine, original: consuming SourceFile, declarations: Declarations, target: Target) {
        self.engine = engine
        self.keptOriginal = original.bytes
        self.declarations = declarations
        self.target = target
        self.current = consume original
    }

    /// What a pass came to.
    enum Step {
        /// Fixes were applied, or refused for the bracket balance: another pass follows.
        case again
        /// Nothing is left to apply: the findings of the text as it is.
        case settled(Engine.Pass)
        /// Fixes of these rules could still be applied after `maxPasses` passes.
        case unsettled(rules: [String])
    }

    /// One pass: the rules over `current`, and the fixes it may apply applied. `types` are the
    /// file's types when `current` is the original text and the caller scanned them.
    mutating func pass(types: [TypeDecl]?) -> Step {
        let candidates: [Finding]
        // The pass's findings go once the candidates are picked (before the next text is made):
        // most findings of a file dense with them have no fix to apply.
        do {
            let present = engine.triggers.present(in: current)
            let found = engine.pass(engine.activeRules(for: current, types: types, present: present), over: current, declarations: declarations,
                                    target: target, types: types, present: present)
            signatures = FixTable<[String]>()
            candidates = self.candidates(found.findings)
            if candidates.isEmpty { return .settled(found) }
        }
        if passes == engine.maxPasses { return .unsettled(rules: Set(candidates.map(\.rule)).sorted()) }
        // Findings that share one fix (one cached filter read by several rows) apply it once.
        var sharing: [FixKey: Int] = [:]
        var representatives: [Finding] = []
        for finding in candidates {
            let key = FixKey(finding.fix!)
            if sharing[key] == nil { representatives.append(finding) }
            sharing[key, default: 0] += 1
        }
        let input = current.bytes
        let applying = FixRun.nonOverlapping(representatives)
        representatives = []
        let (chosen, next) = balanced(applying)
        // With no fix chosen, `next` is the current text lexed again.
        current = next
        guard !chosen.isEmpty else { return .again }
        if engine.listsFixedFindings { recordFixed(candidates, applying: Set(chosen.map { FixKey($0.fix!) })) }
        let edits = chosen.flatMap { $0.fix!.edits }.sorted()
        undo.append(ReplacedText(edits, in: input))
        keptOriginal = nil
        map.append(edits)
        applied += chosen.reduce(0) { $0 + sharing[FixKey($1.fix!), default: 1] }
        passes += 1
        return .again
    }

    /// The findings whose fixes this pass may apply: safe ones (unsafe ones too when the engine
    /// applies them), never one refused before, and only those chosen when the engine has a selection.
    private mutating func candidates(_ found: [Finding]) -> [Finding] {
        var candidates = found.filter { finding in
            guard let fix = finding.fix, fix.applicability.isSafe || engine.applyUnsafe else { return false }
            return rejected.isEmpty || !rejected.contains(FixSignature(finding, in: current, table: &signatures))
        }
        if let selection = engine.selection {
            // A fix shared by several findings is chosen through any of them.
            let chosenFixes = Set(candidates.filter { selection.contains(FindingKey($0, map: map)) }.map { FixKey($0.fix!) })
            candidates.removeAll { !chosenFixes.contains(FixKey($0.fix!)) }
        }
        return candidates
    }

    /// The original text: kept, or made from the current text by undoing each pass's edits.
    var originalBytes: [UInt8] {
        if let keptOriginal { return keptOriginal }
        var text = current.bytes
        for pass in undo.reversed() { text = pass.undone(text) }
        return text
    }

    /// The chosen fixes that keep the original's bracket balance, and the text with them applied:
    /// all of them when together they keep it; else those that keep it on their own, checked
    /// together again; else none. Every fix left out is refused from now on.
    private mutating func balanced(_ chosen: [Finding]) -> ([Finding], SourceFile) {
        var chosen = chosen
        // Until a pass applies a fix, the current text is the original.
        if originalBalance == nil { originalBalance = BracketBalance(current) }
        let balance = originalBalance!
        // From here the current text is read as bytes only (findings hold ranges): its tokens and
        // tree go before the next text is lexed, so a big file is not held lexed twice.
        current = SourceFile(bytes: current.bytes, tokens: [])
        let currentBytes = current.bytes
        var next = SourceFile(bytes: Engine.apply(chosen.flatMap { $0.fix!.edits }, to: currentBytes))
        guard BracketBalance(next) != balance else { return (chosen, next) }
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
            return ([], SourceFile(bytes: currentBytes))
        }
        return (chosen, next)
    }

    /// Every finding whose fix this pass applies, located before the map takes this pass's edits.
    private mutating func recordFixed(_ candidates: [Finding], applying: Set<FixKey>) {
        if originalLines == nil { originalLines = LineTable(bytes: originalBytes) }
        var mapped = FixTable<Fix?>()
        for finding in candidates where applying.contains(FixKey(finding.fix!)) {
            // With its fix in the original's offsets where they can be told (a fix of a later pass
            // may edit text an earlier one made: none), for a preview's SARIF and JSON.
            fixedFindings.append(ReportedFinding(finding, lines: originalLines!, map: map, status: .fixable, mapped: &mapped))
        }
    }

    /// The outcome once `last`, the final pass, had nothing to apply: the fixed text, and the
    /// findings that remain located in the original, with those of `misnamed` ignore comments.
    mutating func finish(_ last: Engine.Pass, misnamed: [Finding]) -> FileOutcome {
        // From here the current text is read as bytes only: its tokens go before the original is made.
        current = SourceFile(bytes: current.bytes, tokens: [])
        let originalBytes = self.originalBytes
        let found = last.findings
        let lines = found.isEmpty && misnamed.isEmpty ? LineTable(bytes: []) : LineTable(bytes: originalBytes)
        var mapped = FixTable<Fix?>()
        var reported = found.map { finding in
            let dropped = finding.fix != nil && !rejected.isEmpty && rejected.contains(FixSignature(finding, in: current, table: &signatures))
            // A safe fix remains only when a selection left it out.
            return ReportedFinding(finding, lines: lines, map: map, status: .init(finding, dropped: dropped), mapped: &mapped)
        }
        if !misnamed.isEmpty {
            reported = FixRun.merged(reported, misnamed.map { ReportedFinding($0, lines: lines, status: .noFix) })
        }
        var outcome = FileOutcome(original: originalBytes, fixed: current.bytes, findings: reported,
                                  appliedFixes: applied, problems: problems)
        outcome.remarks = last.remarks
        outcome.fixedFindings = fixedFindings
        outcome.changedRanges = map.changedRanges
        outcome.map = map
        return outcome
    }

    /// `a` with `b` merged in, both in order of (start, rule): the order of `a`, which a pass
    /// found in the fixed text, is kept as it is.
    static func merged(_ a: [ReportedFinding], _ b: [ReportedFinding]) -> [ReportedFinding] {
        var out: [ReportedFinding] = []
        out.reserveCapacity(a.count + b.count)
        var j = 0
        for finding in a {
            while j < b.count, (b[j].range.lowerBound, b[j].rule) < (finding.range.lowerBound, finding.rule) {
                out.append(b[j])
                j += 1
            }
            out.append(finding)
        }
        return out + b[j...]
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
}

/// The text one pass's edits replaced, and where their replacements are in the pass's output:
/// enough to make the pass's input again from its output.
struct ReplacedText: Sendable {
    /// Each edit's replacement in the output, in order.
    private var outputRanges: [Range<Int>] = []
    /// The replaced bytes of every edit, back to back, and where each edit's end.
    private var replaced: [UInt8] = []
    private var replacedEnds: [Int] = []

    /// `edits` (sorted, not overlapping) as applied to `input`.
    init(_ edits: [Edit], in input: [UInt8]) {
        var delta = 0
        for edit in edits {
            let start = edit.range.lowerBound + delta
            let length = edit.replacement.utf8.count
            outputRanges.append(start..<start + length)
            replaced.append(contentsOf: input[edit.range])
            replacedEnds.append(replaced.count)
            delta += length - edit.range.count
        }
    }

    /// The pass's input, from its `output`.
    func undone(_ output: [UInt8]) -> [UInt8] {
        var input: [UInt8] = []
        input.reserveCapacity(output.count - outputRanges.reduce(0) { $0 + $1.count } + replaced.count)
        var cursor = 0, replacedStart = 0
        for (k, range) in outputRanges.enumerated() {
            input.append(contentsOf: output[cursor..<range.lowerBound])
            input.append(contentsOf: replaced[replacedStart..<replacedEnds[k]])
            replacedStart = replacedEnds[k]
            cursor = range.upperBound
        }
        input.append(contentsOf: output[cursor...])
        return input
    }
}
