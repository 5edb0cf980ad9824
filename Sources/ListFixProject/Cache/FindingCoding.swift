import ListFixKit

/// The cache's record of a file's `check` outcome: its findings (every stored property of
/// `ReportedFinding`, its fix and the fix's edits) and its remarks. `CacheCodingTests` fails
/// when a property is added and not here.
extension ByteWriter {
    /// A `check` outcome's findings, then its remarks.
    public mutating func checked(_ outcome: FileOutcome) {
        findings(outcome.findings)
        strings(outcome.remarks)
    }

    mutating func findings(_ list: [ReportedFinding]) {
        unsigned(UInt64(list.count))
        for d in list { finding(d) }
    }

    mutating func finding(_ d: ReportedFinding) {
        string(d.rule)
        int(d.range.lowerBound)
        int(d.range.upperBound)
        int(d.line)
        int(d.column)
        string(d.message)
        byte(ByteWriter.number(d.severity))
        byte(ByteWriter.number(d.status))
        bool(d.fix != nil)
        if let fix = d.fix {
            string(fix.message)
            unsigned(UInt64(fix.edits.count))
            for e in fix.edits {
                int(e.range.lowerBound)
                int(e.range.upperBound)
                string(e.replacement)
            }
            switch fix.applicability {
            case .safe: byte(0)
            case .unsafe(let reason):
                byte(1)
                string(reason)
            }
        }
        int(d.endLine)
        int(d.endColumn)
    }
}

extension ByteWriter {
    /// Severities and statuses by the number a record gives them.
    static let severities: [Severity] = [.error, .warning, .note]
    static let statuses: [ReportedFinding.Status] = [.fixable, .unsafe, .noFix, .dropped]

    static func number(_ severity: Severity) -> UInt8 {
        switch severity {
        case .error: 0
        case .warning: 1
        case .note: 2
        }
    }

    static func number(_ status: ReportedFinding.Status) -> UInt8 {
        switch status {
        case .fixable: 0
        case .unsafe: 1
        case .noFix: 2
        case .dropped: 3
        }
    }
}

extension ByteReader {
    /// What `ByteWriter.checked(_:)` wrote, as the outcome of a `check` of `bytes`.
    public mutating func checked(bytes: [UInt8]) throws -> FileOutcome {
        var outcome = FileOutcome(checked: bytes, findings: try findings())
        outcome.remarks = try strings()
        return outcome
    }

    mutating func findings() throws -> [ReportedFinding] {
        var out: [ReportedFinding] = []
        for _ in 0..<(try count()) { out.append(try finding()) }
        return out
    }

    mutating func finding() throws -> ReportedFinding {
        let rule = try string()
        let range = try self.range()
        let line = try int(), column = try int()
        let message = try string()
        guard let severity = ByteWriter.severities.dropFirst(Int(try byte())).first,
              let status = ByteWriter.statuses.dropFirst(Int(try byte())).first else { throw Malformed() }
        var fix: Fix?
        if try bool() {
            let message = try string()
            var edits: [Edit] = []
            for _ in 0..<(try count()) { edits.append(Edit(range: try self.range(), replacement: try string())) }
            let applicability: Applicability
            switch try byte() {
            case 0: applicability = .safe
            case 1: applicability = .unsafe(reason: try string())
            default: throw Malformed()
            }
            // Built field by field: `Fix.init` sorts edits, and these are kept as they were.
            var f = Fix(message: message, edits: [], applicability: applicability)
            f.edits = edits
            fix = f
        }
        return ReportedFinding(rule: rule, range: range, line: line, column: column, message: message, severity: severity,
                          status: status, fix: fix, endLine: try int(), endColumn: try int())
    }

    mutating func range() throws -> Range<Int> {
        let low = try int(), high = try int()
        guard low <= high else { throw Malformed() }
        return low..<high
    }
}

extension FileOutcome {
    /// A `check` outcome made of findings kept from an earlier run of the same bytes. `bytes` may
    /// be empty when no report reads the text (`check`'s outcome never changes it).
    init(checked bytes: [UInt8], findings: [ReportedFinding]) {
        self = .unchanged(bytes, findings: findings)
    }
}
