import SwiftTokens

/// A finding as the engine reports it after a run: located in the original file, with what
/// became of its fix.
public struct ReportedFinding: Sendable, Equatable {
    public enum Status: String, Sendable {
        /// A safe fix is available: in `check`, or in `fix` when a selection left it out.
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

    /// Package-wide: the cache's decoder (ListFixProject) makes them.
    package init(rule: String, range: Range<Int>, line: Int, column: Int, message: String, severity: Severity,
                 status: Status, fix: Fix?, endLine: Int = 0, endColumn: Int = 0) {
        self.rule = rule
        self.range = range
        self.line = line
        self.column = column
        self.message = message
        self.severity = severity
        self.status = status
        self.fix = fix
        self.endLine = endLine
        self.endColumn = endColumn
    }
}

extension ReportedFinding.Status {
    /// What a finding's fix comes to when it is not applied: `dropped` when the engine refused
    /// it, else whatever the rule offered.
    init(_ finding: Finding, dropped: Bool = false) {
        if dropped {
            self = .dropped
        } else if let fix = finding.fix {
            self = fix.applicability.isSafe ? .fixable : .unsafe
        } else {
            self = .noFix
        }
    }
}

extension ReportedFinding {
    /// A finding of the text that `map` leads to from the original, located in the original.
    /// Findings sharing a fix share its mapping through `mapped`: one mapping of a big fix, not one each.
    init(_ finding: Finding, lines: LineTable, map: OffsetMap, status: Status, mapped: inout FixTable<Fix?>) {
        let start = map.original(finding.range.lowerBound)
        let end = max(start, map.original(finding.range.upperBound))
        let location = lines.location(of: start)
        var fix = finding.fix
        if let f = fix, !map.isEmpty {
            fix = mapped.value(for: f) { map.originalEdits(f.edits).map { var moved = f; moved.edits = $0; return moved } }
        }
        let endLocation = lines.location(of: end)
        self.init(rule: finding.rule, range: start..<end, line: location.line, column: location.column,
                  message: finding.message, severity: finding.severity, status: status, fix: fix,
                  endLine: endLocation.line, endColumn: endLocation.column)
    }

    /// A finding of the original text itself.
    init(_ finding: Finding, lines: LineTable, status: Status) {
        var mapped = FixTable<Fix?>()
        self.init(finding, lines: lines, map: OffsetMap(), status: status, mapped: &mapped)
    }
}

/// The outcome of running the rules over one file.
public struct FileOutcome: Sendable {
    public var original: [UInt8]
    public var fixed: [UInt8]
    public var findings: [ReportedFinding]
    /// Fixes applied over all passes.
    public var appliedFixes: Int
    /// Engine errors: a rule that did not settle, a fix that broke the bracket balance.
    public var problems: [String]
    /// Remarks about the run (see `Remark`), each once, apart from the findings.
    public var remarks: [String] = []
    /// `fix`: the findings whose fixes were applied, located in the original text.
    public var fixedFindings: [ReportedFinding] = []
    /// Ranges of the original that the fixes replaced, for a diff that looks only there.
    var changedRanges: [Range<Int>] = []
    /// Maps an original offset outside every changed range to the fixed text.
    var map = OffsetMap()

    /// The unified diff of this outcome, computed only around the changed ranges.
    public func diff(path: String) -> [UInt8] {
        UnifiedDiff.make(original: original, fixed: fixed, path: path, changes: changedRanges, forward: map.forward)
    }

    public var changed: Bool { original != fixed }

    /// A file left as it is, with `findings` of its original text.
    package static func unchanged(_ bytes: [UInt8], findings: [ReportedFinding] = [], problems: [String] = []) -> FileOutcome {
        FileOutcome(original: bytes, fixed: bytes, findings: findings, appliedFixes: 0, problems: problems)
    }
}
