import ListFixKit
import SwiftTokens

/// One file's fixes, each on its own, for a person to choose from (`fix --interactive`, the review
/// page): `check`'s findings and, for every distinct fix, its own diff against the file as it is.
struct FixChoices: Sendable {
    var path: String
    /// The path as patches name it (see `PatchPath`).
    var diffPath: String
    var original: [UInt8]
    /// Every finding of the file, fixable or not.
    var findings: [ReportedFinding]
    /// The fixes that may be chosen, in source order; a fix several findings share is one choice.
    var fixes: [Choice]
    /// What `fix` needs to apply the chosen fixes afterwards.
    var declarations: Declarations
    var target: Target
    var problems: [String]

    /// One fix and the findings it resolves.
    struct Choice: Sendable {
        var findings: [ReportedFinding]
        var fix: Fix
        /// The unified diff of this fix alone, header included, 3 lines of context.
        var diff: [UInt8]
        /// The lines it replaces (0-based, end exclusive) and their replacement, for assembling a
        /// patch of any set of choices.
        var lines: Range<Int>
        var replacement: [String]

        var isSafe: Bool { fix.applicability.isSafe }
    }

    /// The choices among `outcome`'s findings (a `check` of the file): safe fixes, and unsafe ones
    /// when `unsafe`.
    init(_ outcome: FileOutcome, path: String, declarations: Declarations, target: Target, unsafe: Bool) {
        self.path = path
        diffPath = PatchPath.of(path)
        original = outcome.original
        findings = outcome.findings
        self.declarations = declarations
        self.target = target
        problems = outcome.problems
        var byFix = FixTable<Int>()
        var choices: [Choice] = []
        let lines = DiffLines(outcome.original)
        for d in findings {
            guard let fix = d.fix, fix.applicability.isSafe || unsafe, !fix.edits.isEmpty else { continue }
            if let k = byFix[fix] {
                choices[k].findings.append(d)
                continue
            }
            byFix.keep(choices.count, for: fix)
            let fixed = Engine.apply(fix.edits, to: original)
            let touched = FixChoices.lines(touchedBy: fix.edits, in: lines, count: original.count)
            let start = lines.range(touched.lowerBound).lowerBound
            let end = lines.range(touched.upperBound - 1).upperBound
            let delta = fix.edits.reduce(0) { $0 + $1.replacement.utf8.count - $1.range.count }
            let replaced = DiffLines(Array(fixed[start..<(end + delta)]))
            choices.append(Choice(findings: [d], fix: fix,
                                  diff: UnifiedDiff.make(original: original, fixed: fixed, path: diffPath),
                                  lines: touched, replacement: (0..<replaced.count).map(replaced.text)))
        }
        fixes = choices
    }

    /// The file's lines, each with its line ending.
    var originalLines: [String] {
        let lines = DiffLines(original)
        return (0..<lines.count).map(lines.text)
    }

    /// The lines edits touch: from the line of the first edit's start to the line of the last
    /// edit's last byte (or of its position, for an insertion).
    static func lines(touchedBy edits: [Edit], in lines: DiffLines, count: Int) -> Range<Int> {
        let first = edits.map(\.range.lowerBound).min() ?? 0
        let last = edits.map { $0.range.isEmpty ? $0.range.lowerBound : $0.range.upperBound - 1 }.max() ?? first
        return lines.line(containing: first)..<(lines.line(containing: min(max(last, first), max(count - 1, 0))) + 1)
    }

    /// Joins fixes whose lines overlap into one choice, its text what the engine makes of them
    /// together (in passes, as `fix` applies them), so any set of choices is a set of line changes.
    mutating func mergeOverlapping(_ engine: Engine) {
        guard fixes.count > 1 else { return }
        var groups: [[Choice]] = []
        for choice in fixes.sorted(by: { $0.lines.lowerBound < $1.lines.lowerBound }) {
            if let last = groups.last, let end = last.map(\.lines.upperBound).max(), choice.lines.lowerBound < end {
                groups[groups.count - 1].append(choice)
            } else {
                groups.append([choice])
            }
        }
        guard groups.count < fixes.count else { return }
        let lineCount = DiffLines(original).count
        fixes = groups.map { group in
            guard group.count > 1 else { return group[0] }
            var together = engine
            together.selection = Set(group.flatMap { $0.findings.map(FindingKey.init) })
            together.applyUnsafe = true
            let outcome = together.fix(original, declarations: declarations, target: target)
            let fixedLines = DiffLines(outcome.fixed)
            let lines = group.map(\.lines.lowerBound).min()!..<group.map(\.lines.upperBound).max()!
            let delta = fixedLines.count - lineCount
            let unsafe = group.compactMap { choice -> String? in
                if case .unsafe(let reason) = choice.fix.applicability { return reason } else { return nil }
            }
            let fix = Fix(message: group.map(\.fix.message).joined(separator: "; "), edits: group.flatMap(\.fix.edits),
                          applicability: unsafe.isEmpty ? .safe : .unsafe(reason: unsafe.joined(separator: "; ")))
            return Choice(findings: group.flatMap(\.findings), fix: fix,
                          diff: UnifiedDiff.make(original: original, fixed: outcome.fixed, path: diffPath),
                          lines: lines, replacement: (lines.lowerBound..<(lines.upperBound + delta)).map(fixedLines.text))
        }
    }
}
