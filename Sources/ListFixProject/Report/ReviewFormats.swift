import ListFixKit
import SwiftTokens

/// The review tools' formats: reviewdog's Diagnostic Format (`rdjson`, with each safe fix as a
/// suggestion reviewdog posts as a one-click change), GitLab's Code Quality report (`gitlab`) and
/// JUnit XML (`junit`, one test case per file, a failure per finding that fails the run).
enum ReviewFormats {
    // MARK: reviewdog

    /// One diagnostic: columns are 1-based UTF-8 byte counts, ends exclusive, as rdjson counts them.
    static func rdjsonDiagnostic(_ d: ReportedFinding, path: String, lines: LineTable?) -> String {
        let severity = d.severity == .error ? "ERROR" : d.severity == .warning ? "WARNING" : "INFO"
        var fields = [
            "\"message\":\(Report.quote(d.message))",
            "\"location\":{\"path\":\(Report.quote(path)),\"range\":{\"start\":{\"line\":\(d.line),\"column\":\(d.column)},"
                + "\"end\":{\"line\":\(d.endLine),\"column\":\(d.endColumn)}}}",
            "\"severity\":\(Report.quote(severity))",
            "\"source\":{\"name\":\"listfix\"}",
            "\"code\":{\"value\":\(Report.quote(d.rule))}",
        ]
        if let fix = d.fix, fix.applicability.isSafe, d.status != .dropped, let lines {
            let suggestions = fix.edits.map { edit -> String in
                let start = lines.location(of: edit.range.lowerBound), end = lines.location(of: edit.range.upperBound)
                return "{\"range\":{\"start\":{\"line\":\(start.line),\"column\":\(start.column)},\"end\":{\"line\":\(end.line),\"column\":\(end.column)}},"
                    + "\"text\":\(Report.quote(edit.replacement))}"
            }
            fields.append("\"suggestions\":[\(suggestions.joined(separator: ","))]")
        }
        return "{" + fields.joined(separator: ",") + "}"
    }

    static func rdjson(_ diagnostics: [String]) -> String {
        "{\"source\":{\"name\":\"listfix\"},\"diagnostics\":[" + diagnostics.joined(separator: ",\n") + "]}\n"
    }

    // MARK: GitLab

    /// One Code Quality issue. Its fingerprint hashes the rule, the path, the message and which
    /// of the file's findings with that rule and message it is (`occurrence`), not its line: GitLab
    /// matches a merge request's issues to the base's by fingerprint, and an edit above a finding
    /// must not make it look fixed and new.
    static func gitlabIssue(_ d: ReportedFinding, path: String, occurrence: Int) -> String {
        let severity = d.severity == .error ? "critical" : d.severity == .warning ? "major" : "info"
        let key = "\(d.rule)\u{0}\(path)\u{0}\(occurrence)\u{0}\(d.message)"
        let fingerprint = String(ContentHash.of(Array(key.utf8)), radix: 16)
        let category = d.severity == .note ? "Style" : "Bug Risk"
        return "{\"type\":\"issue\",\"description\":\(Report.quote(d.message)),\"check_name\":\(Report.quote(d.rule)),"
            + "\"fingerprint\":\(Report.quote(fingerprint)),\"severity\":\(Report.quote(severity)),\"categories\":[\(Report.quote(category))],"
            + "\"location\":{\"path\":\(Report.quote(path)),\"lines\":{\"begin\":\(d.line),\"end\":\(max(d.endLine, d.line))}}}"
    }

    static func gitlab(_ issues: [String]) -> String {
        "[" + issues.joined(separator: ",\n") + "]\n"
    }

    // MARK: JUnit

    /// One file's test case: a `<failure>` per finding at or above `failOn` (what fails the run);
    /// the others (notes, by default) in its `<system-out>`. Returns the XML and whether it failed.
    static func junitCase(path: String, findings: [ReportedFinding], failOn: Severity) -> (xml: String, failed: Bool) {
        let rank: [Severity: Int] = [.note: 0, .warning: 1, .error: 2]
        let failing = findings.filter { rank[$0.severity]! >= rank[failOn]! }
        let others = findings.filter { rank[$0.severity]! < rank[failOn]! }
        var xml = "<testcase classname=\"listfix\" name=\(attribute(path)) file=\(attribute(path))"
        guard !findings.isEmpty else { return (xml + "/>\n", false) }
        xml += ">\n"
        for d in failing {
            let line = "\(path):\(d.line):\(d.column): \(d.severity.rawValue): [\(d.rule)] \(d.message)"
            xml += "<failure type=\(attribute(d.rule)) message=\(attribute("\(d.line):\(d.column): \(d.message)"))>\(escape(line))</failure>\n"
        }
        if !others.isEmpty {
            let text = others.map { "\(path):\($0.line):\($0.column): \($0.severity.rawValue): [\($0.rule)] \($0.message)" }.joined(separator: "\n")
            xml += "<system-out>\(escape(text))</system-out>\n"
        }
        return (xml + "</testcase>\n", !failing.isEmpty)
    }

    /// The test case of a file that could not be read: an `<error>` with the reason.
    static func junitError(path: String, message: String) -> String {
        "<testcase classname=\"listfix\" name=\(attribute(path)) file=\(attribute(path))>\n"
            + "<error message=\(attribute(message))>\(escape(path + ": " + message))</error>\n</testcase>\n"
    }

    static func junit(_ cases: [String], failures: Int, errors: Int) -> String {
        let counts = "tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\""
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"listfix\" \(counts)>\n"
            + "<testsuite name=\"listfix\" \(counts) skipped=\"0\">\n" + cases.joined() + "</testsuite>\n</testsuites>\n"
    }

    /// `s` quoted as an XML attribute.
    static func attribute(_ s: String) -> String { "\"" + escape(s) + "\"" }

    static func escape(_ s: String) -> String { MarkupText.escaped(s) }
}
