import ListFixKit
import SwiftTokens

/// Formats findings, JSON and the summary line.
package enum Report {
    static func line(_ d: ReportedFinding, path: String, color: Bool = false) -> String {
        var message = d.message
        switch d.status {
        case .unsafe:
            if case .unsafe(let reason)? = d.fix?.applicability {
                message += " (unsafe fix: \(reason); --unsafe-fixes applies it)"
            } else {
                message += " (unsafe fix; --unsafe-fixes applies it)"
            }
        case .dropped:
            message += " (its fix was dropped: the result would not keep the brackets balanced)"
        case .fixable, .noFix:
            break
        }
        guard color else { return "\(path):\(d.line):\(d.column): \(d.severity.rawValue): \(message) [\(d.rule)]\n" }
        // Bold location; red errors, yellow warnings, cyan notes; the rule id dimmed.
        let hue = d.severity == .error ? "31" : d.severity == .warning ? "33" : "36"
        let e = "\u{1B}["
        return "\(e)1m\(path):\(d.line):\(d.column):\(e)0m \(e)1;\(hue)m\(d.severity.rawValue):\(e)0m \(message) \(e)2m[\(d.rule)]\(e)0m\n"
    }

    /// A GitHub Actions workflow command, which the run's page shows as an annotation on the line.
    static func github(_ d: ReportedFinding, path: String) -> String {
        let kind: String
        switch d.severity {
        case .error: kind = "error"
        case .note: kind = "notice"
        case .warning: kind = "warning"
        }
        func data(_ s: String) -> String {
            s.replacingEvery("%", with: "%25").replacingEvery("\r", with: "%0D").replacingEvery("\n", with: "%0A")
        }
        func property(_ s: String) -> String { data(s).replacingEvery(":", with: "%3A").replacingEvery(",", with: "%2C") }
        let line = Report.line(d, path: path)
        // The message as the text format words it, without the location and the rule id.
        let message = String(line.dropFirst("\(path):\(d.line):\(d.column): \(d.severity.rawValue): ".count).dropLast(" [\(d.rule)]\n".count))
        return "::\(kind) file=\(property(path)),line=\(d.line),col=\(d.column),title=\(property("listfix (\(d.rule))"))::\(data(message))\n"
    }

    /// One SARIF 2.1.0 result: the finding's region and, for a fix, its replacements as regions of
    /// the file as it was read. Columns count UTF-16 code units from 1, as the log's `columnKind`
    /// says, so a tool that applies the replacements edits the right characters on any line.
    static func sarifResult(_ d: ReportedFinding, path: String, lines: LineTable, bytes: [UInt8]) -> String {
        func position(_ offset: Int) -> (line: Int, column: Int) {
            let (line, column) = lines.location(of: offset)
            let start = offset - (column - 1)
            return (line, String(decoding: bytes[start..<offset], as: UTF8.self).utf16.count + 1)
        }
        func region(_ from: Int, _ to: Int) -> String {
            let (start, end) = (position(from), position(to))
            return "{\"startLine\":\(start.line),\"startColumn\":\(start.column),\"endLine\":\(end.line),\"endColumn\":\(end.column)}"
        }
        let level = d.severity == .error ? "error" : d.severity == .warning ? "warning" : "note"
        let uri = quote(path)
        var fields = [
            "\"ruleId\":\(quote(d.rule))", "\"level\":\(quote(level))",
            "\"message\":{\"text\":\(quote(d.message))}",
            "\"locations\":[{\"physicalLocation\":{\"artifactLocation\":{\"uri\":\(uri)},\"region\":"
                + region(d.range.lowerBound, d.range.upperBound) + "}}]",
        ]
        if let fix = d.fix, d.status != .dropped {
            let replacements = fix.edits.map { edit in
                "{\"deletedRegion\":" + region(edit.range.lowerBound, edit.range.upperBound)
                    + ",\"insertedContent\":{\"text\":\(quote(edit.replacement))}}"
            }
            fields.append("\"fixes\":[{\"description\":{\"text\":\(quote(fix.message))},\"artifactChanges\":[{\"artifactLocation\":{\"uri\":\(uri)},"
                + "\"replacements\":[\(replacements.joined(separator: ","))]}]}]")
        }
        return "{" + fields.joined(separator: ",") + "}"
    }

    /// The SARIF 2.1.0 document: the catalog as the tool's rules, and the results.
    static func sarif(results: [String]) -> String {
        let rules = RuleCatalog.all.map { rule -> String in
            let m = rule.metadata
            let level = m.level == .error ? "error" : m.level == .warning ? "warning" : "note"
            let page = RuleDocumentation.text[m.id] ?? m.summary
            return "{\"id\":\(quote(m.id)),\"shortDescription\":{\"text\":\(quote(m.summary))},"
                + "\"help\":{\"text\":\(quote(page)),\"markdown\":\(quote(page))},"
                + "\"defaultConfiguration\":{\"level\":\(quote(level))}}"
        }
        let version = ToolVersion.number
        return "{\"version\":\"2.1.0\",\"$schema\":\"https://json.schemastore.org/sarif-2.1.0.json\",\"runs\":[{\"tool\":{\"driver\":{"
            + "\"name\":\"listfix\",\"version\":\(quote(version)),\"rules\":[\(rules.joined(separator: ","))]}},"
            + "\"columnKind\":\"utf16CodeUnits\",\"results\":[\(results.joined(separator: ",\n"))]}]}\n"
    }

    /// `sharedWith`: the line and column of an earlier finding of the same file whose fix is
    /// this one; the fix's edits are printed there only, so a fix shared by many findings
    /// does not make the output grow with the square of their number.
    static func json(_ d: ReportedFinding, path: String, sharedWith: (line: Int, column: Int)? = nil, fixed: Bool = false) -> String {
        var fields = [
            "\"rule\":\(quote(d.rule))", "\"path\":\(quote(path))", "\"line\":\(d.line)", "\"column\":\(d.column)",
            "\"end_line\":\(d.endLine)", "\"end_column\":\(d.endColumn)",
            "\"severity\":\(quote(d.severity.rawValue))", "\"message\":\(quote(d.message))",
        ]
        let applicability: String
        switch (d.status, d.fix?.applicability) {
        case (.noFix, _), (.dropped, _): applicability = "none"
        case (_, .safe?): applicability = "safe"
        case (_, .unsafe?): applicability = "unsafe"
        default: applicability = "none"
        }
        fields.append("\"applicability\":\(quote(fixed ? "safe" : applicability))")
        // `fix`: findings its fixes resolve are listed too, marked, before those that remain.
        if fixed { fields.append("\"fixed\":true") }
        if case .unsafe(let reason)? = d.fix?.applicability { fields.append("\"unsafe_reason\":\(quote(reason))") }
        if let fix = d.fix, d.status != .dropped, let earlier = sharedWith {
            fields.append("\"fix\":{\"message\":\(quote(fix.message)),\"same_as\":{\"line\":\(earlier.line),\"column\":\(earlier.column)}}")
        } else if let fix = d.fix, d.status != .dropped {
            let edits = fix.edits.map {
                "{\"start\":\($0.range.lowerBound),\"end\":\($0.range.upperBound),\"replacement\":\(quote($0.replacement))}"
            }
            fields.append("\"fix\":{\"message\":\(quote(fix.message)),\"edits\":[\(edits.joined(separator: ","))]}")
        }
        return "{" + fields.joined(separator: ",") + "}"
    }

    /// `s` as a JSON string literal. Works on UTF-8 bytes: only `"`, backslash and control
    /// characters need escapes, and copying the rest byte for byte keeps long texts fast.
    package static func quote(_ s: String) -> String {
        let hex: [UInt8] = Array("0123456789abcdef".utf8)
        var out: [UInt8] = [0x22]
        out.reserveCapacity(s.utf8.count + 2)
        for byte in s.utf8 {
            switch byte {
            case 0x22: out += [0x5C, 0x22]
            case 0x5C: out += [0x5C, 0x5C]
            case 0x0A: out += [0x5C, 0x6E]
            case 0x0D: out += [0x5C, 0x72]
            case 0x09: out += [0x5C, 0x74]
            case 0..<0x20: out += [0x5C, 0x75, 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            default: out.append(byte)
            }
        }
        out.append(0x22)
        return String(decoding: out, as: UTF8.self)
    }

    /// A path as the user typed its folder, without a leading `./`.
    static func shown(_ path: String) -> String {
        var shown = Substring(path)
        while shown.hasPrefix("./") { shown = shown.dropFirst(2) }
        return String(shown)
    }

    static func plural(_ n: Int, _ one: String, _ many: String) -> String { "\(n) \(n == 1 ? one : many)" }
}

/// Counts over a run, for the summary line.
struct Tally {
    var files = 0
    var findings = 0
    var fixable = 0
    var unsafe = 0
    var noFix = 0
    var applied = 0
    var changedFiles = 0
    var errors = 0
    /// Remarks about the run, each once, in the order first seen.
    var notes: [String] = []
    /// Findings per severity, for `--fail-on`.
    var bySeverity: [Severity: Int] = [:]
    /// Notes (migrations) with a safe fix, an unsafe one, or none; the other counts include them.
    var fixableNotes = 0, unsafeNotes = 0, noFixNotes = 0
    /// Findings and safely fixable findings per rule, for `--statistics`.
    var byRule: [String: (findings: Int, fixable: Int)] = [:]
    /// Each rule's findings per kind, for `--statistics`.
    var byRuleKind: [String: [Severity: Int]] = [:]

    /// Ruff's `--statistics` table: a line per rule, most findings first.
    func statistics() -> String {
        let rows = byRule.sorted { $0.value.findings != $1.value.findings ? $0.value.findings > $1.value.findings : $0.key < $1.key }
        let countWidth = rows.map { String($0.value.findings).count }.max() ?? 1
        let ruleWidth = rows.map(\.key.count).max() ?? 0
        let fixableText = rows.map { $0.value.fixable > 0 ? "\($0.value.fixable) fixable" : "" }
        let fixableWidth = fixableText.map(\.count).max() ?? 0
        return zip(rows, fixableText).map { row, fixable in
            let (rule, counts) = row
            let count = String(counts.findings)
            // The kinds, most serious first: `1 error, 2 notes`.
            let kinds = [(Severity.error, "error", "errors"), (.warning, "warning", "warnings"), (.note, "note", "notes")].compactMap { kind, one, many in
                (byRuleKind[rule]?[kind]).map { Report.plural($0, one, many) }
            }.joined(separator: ", ")
            return String(repeating: " ", count: countWidth - count.count) + count + "  " + rule
                + String(repeating: " ", count: ruleWidth - rule.count) + "  " + fixable
                + String(repeating: " ", count: fixableWidth - fixable.count) + (fixableWidth > 0 ? "  " : "") + kinds + "\n"
        }.joined()
    }

    /// Findings at `level` or more severe: those that fail the run.
    func findings(failingAt level: Severity) -> Int {
        let failing: [Severity] = switch level {
        case .error: [.error]
        case .warning: [.error, .warning]
        case .note: [.error, .warning, .note]
        }
        return failing.reduce(0) { $0 + (bySeverity[$1] ?? 0) }
    }

    /// `check`'s last line: the warnings and errors with how they can be fixed, then the notes, which
    /// are migrations (`Found 2 findings in 3 files: 2 fixable with `listfix fix`; 5 migrations
    /// available (notes; `listfix fix` applies 5).`).
    func checkSummary() -> String {
        let files = Report.plural(self.files, "file", "files")
        guard findings > 0 else { return "No findings in \(files).\n" }
        let notes = bySeverity[.note] ?? 0
        let problems = findings - notes
        var text: String
        if problems > 0 {
            let (safe, risky, none) = (fixable - fixableNotes, unsafe - unsafeNotes, noFix - noFixNotes)
            var parts: [String] = []
            if safe > 0 { parts.append("\(safe) fixable with `listfix fix`") }
            if risky > 0 { parts.append("\(risky) with `listfix fix --unsafe-fixes`") }
            if none > 0 { parts.append("\(none) without an automatic fix") }
            text = "Found \(Report.plural(problems, "finding", "findings")) in \(files): " + parts.joined(separator: ", ")
        } else {
            text = "No warnings or errors in \(files)"
        }
        if notes > 0 {
            text += fixableNotes > 0
                ? "; \(Report.plural(notes, "migration", "migrations")) available (\(notes == 1 ? "a note" : "notes"); `listfix fix` applies \(fixableNotes))"
                : "; \(Report.plural(notes, "note", "notes"))"
        }
        return text + ".\n"
    }

    /// `headline` replaces the first words (what was applied) when given.
    func fixSummary(preview: Bool, headline: String? = nil) -> String {
        var text = headline ?? (applied == 0
            ? (preview ? "No fixes to apply" : "No fixes applied")
            : "\(preview ? "Would apply" : "Applied") \(Report.plural(applied, "fix", "fixes")) in \(Report.plural(changedFiles, "file", "files"))")
        text += " (\(Report.plural(files, "file", "files")) checked)."
        // Only `--interactive` leaves safe fixes: the ones not accepted.
        if fixable > 0 { text += " \(Report.plural(fixable, "fix was", "fixes were")) not accepted." }
        if unsafe > 0 {
            text += " \(Report.plural(unsafe, "unsafe fix was", "unsafe fixes were")) held back; --unsafe-fixes applies \(unsafe == 1 ? "it" : "them")."
        }
        if noFix > 0 { text += " \(Report.plural(noFix, "finding has", "findings have")) no automatic fix." }
        return text + "\n"
    }
}

extension String {
    /// Every occurrence of `target` replaced (Foundation is not loaded by the command).
    func replacingEvery(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty, contains(target) else { return self }
        return split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
