import ListFixKit
import SwiftTokens

/// One file's result in pass 2, ready to print. It is rendered on the worker thread that
/// checked the file, so the file's bytes, tokens and findings are freed on that thread too:
/// freeing them on the reporting thread made it contend with the workers' allocator. The
/// reporting thread only counts and writes.
struct FileReport: Sendable {
    /// Engine problems: a rule that did not settle, a dropped fix. Printed as errors.
    var problems: [String] = []
    /// The findings' lines (text or GitHub format).
    var text = ""
    /// The text format's notes (migrations), which the run prints after every warning and error.
    var noteText = ""
    /// The findings as JSON objects (JSON, SARIF, rdjson and GitLab), or the file's JUnit test case.
    var json: [String] = []
    /// JUnit: whether the file's test case failed.
    var junitFailed = false
    /// The file's findings counted, and its remarks about the run.
    var counts = Tally()
    /// What fixing changed; nil when the file stays as it is.
    var change: Change?
    /// `--write-baseline`: the file's findings as baseline entries.
    var baselineEntries: [String] = []

    /// A fixed file: its diff when the run previews, its bytes when it writes in place.
    struct Change: Sendable {
        var appliedFixes: Int
        var diff: [UInt8]?
        var original: [UInt8] = []
        var fixed: [UInt8] = []
        /// `--interactive`: the accepted fixes that made it (`--verify` fixes subsets of them again).
        var selection: Set<FindingKey>?
    }

    /// `patchName` is the name the diff gives the file (standard input has none of its own).
    init(_ outcome: FileOutcome, path: String, patchName: String? = nil, options: Options) {
        problems = outcome.problems
        // People read paths as they typed the folder, without a leading `./`; machines (GitHub's
        // annotations, SARIF, JSON) get them relative to the repository's root, which is where
        // they look for the file whatever folder listfix ran in.
        let shown = options.format == .text || outcome.findings.isEmpty ? Report.shown(path) : (patchName ?? PatchPath.of(path))
        let lines = options.format == .sarif || options.format == .rdjson ? LineTable(bytes: outcome.original) : nil
        // A preview in a machine format reports the findings its fixes address, as `check` would,
        // and what stays; fixing in place reports only what it left unfixed.
        let previewsFixes = options.command == .fix && !options.writesInPlace
        let fixedShown = previewsFixes && options.format != .text && !options.statistics
            ? outcome.fixedFindings.map(options.configured) : []
        let shownFixed = fixedShown.isEmpty ? shown : (patchName ?? PatchPath.of(path))
        // GitLab: which of the file's findings with the same rule and message each one is.
        var seen: [String: Int] = [:]
        func occurrence(of d: ReportedFinding, in seen: inout [String: Int]) -> Int {
            let key = d.rule + "\u{0}" + d.message
            defer { seen[key, default: 0] += 1 }
            return seen[key] ?? 0
        }
        let fixedLines = options.format == .sarif && !fixedShown.isEmpty ? (lines ?? LineTable(bytes: outcome.original)) : nil
        for d in fixedShown {
            switch options.format {
            case .json: json.append(Report.json(d, path: shownFixed, fixed: true))
            case .sarif: json.append(Report.sarifResult(d, path: shownFixed, lines: fixedLines!, bytes: outcome.original))
            case .github: text += Report.github(d, path: shownFixed)
            case .rdjson: json.append(ReviewFormats.rdjsonDiagnostic(d, path: shownFixed, lines: lines))
            case .gitlab: json.append(ReviewFormats.gitlabIssue(d, path: shownFixed, occurrence: occurrence(of: d, in: &seen)))
            case .text, .junit: break
            }
        }
        if options.format == .junit && !options.statistics {
            let machinePath = patchName ?? PatchPath.of(path)
            let (xml, failed) = ReviewFormats.junitCase(path: machinePath, findings: fixedShown + outcome.findings.map(options.configured),
                                                        failOn: options.failOn)
            json.append(xml)
            junitFailed = failed
        }
        var printedFixes = FixTable<(line: Int, column: Int)>()
        for remark in outcome.remarks { counts.note(remark) }
        for d in outcome.findings.map(options.configured) {
            counts.add(d)
            if options.format == .json {
                var sharedWith: (line: Int, column: Int)?
                if let fix = d.fix, d.status != .dropped {
                    sharedWith = printedFixes[fix]
                    if sharedWith == nil { printedFixes.keep((d.line, d.column), for: fix) }
                }
                json.append(Report.json(d, path: shown, sharedWith: sharedWith))
            } else if options.format == .sarif, let lines {
                json.append(Report.sarifResult(d, path: shown, lines: lines, bytes: outcome.original))
            } else if options.format == .rdjson {
                json.append(ReviewFormats.rdjsonDiagnostic(d, path: shown, lines: lines))
            } else if options.format == .gitlab {
                json.append(ReviewFormats.gitlabIssue(d, path: shown, occurrence: occurrence(of: d, in: &seen)))
            } else if options.format == .junit {
                continue
            } else if options.statistics {
                continue
            } else if options.format == .github {
                text += Report.github(d, path: shown)
            } else if d.severity == .note {
                noteText += Report.line(d, path: shown, color: options.color)
            } else {
                text += Report.line(d, path: shown, color: options.color)
            }
        }
        guard options.command == .fix, outcome.changed else { return }
        if options.writesInPlace {
            change = Change(appliedFixes: outcome.appliedFixes, original: outcome.original, fixed: outcome.fixed)
        } else {
            change = Change(appliedFixes: outcome.appliedFixes, diff: outcome.diff(path: patchName ?? PatchPath.of(path)))
        }
    }
}

extension Tally {
    /// Keeps a remark about the run, once.
    mutating func note(_ remark: String) {
        if !notes.contains(remark) { notes.append(remark) }
    }

    /// Counts a finding.
    mutating func add(_ d: ReportedFinding) {
        findings += 1
        bySeverity[d.severity, default: 0] += 1
        byRule[d.rule, default: (0, 0)].findings += 1
        byRuleKind[d.rule, default: [:]][d.severity, default: 0] += 1
        if d.status == .fixable { byRule[d.rule, default: (0, 0)].fixable += 1 }
        switch d.status {
        case .fixable: fixable += 1
        case .unsafe: unsafe += 1
        case .noFix, .dropped: noFix += 1
        }
        if d.severity == .note {
            switch d.status {
            case .fixable: fixableNotes += 1
            case .unsafe: unsafeNotes += 1
            case .noFix, .dropped: noFixNotes += 1
            }
        }
    }

    /// Adds a file's findings and notes.
    mutating func add(_ report: FileReport) {
        let counts = report.counts
        findings += counts.findings
        fixable += counts.fixable
        unsafe += counts.unsafe
        noFix += counts.noFix
        fixableNotes += counts.fixableNotes
        unsafeNotes += counts.unsafeNotes
        noFixNotes += counts.noFixNotes
        for (severity, n) in counts.bySeverity { bySeverity[severity, default: 0] += n }
        for (rule, kinds) in counts.byRuleKind {
            for (kind, n) in kinds { byRuleKind[rule, default: [:]][kind, default: 0] += n }
        }
        for (rule, c) in counts.byRule {
            byRule[rule, default: (0, 0)].findings += c.findings
            byRule[rule, default: (0, 0)].fixable += c.fixable
        }
        for remark in counts.notes { note(remark) }
    }
}
