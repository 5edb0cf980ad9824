import ListFixKit
import ListFixProject

/// `textDocument/codeAction`: each finding's fix as a quick fix (safe ones preferred, unsafe
/// ones saying so), a comment that silences the finding's rule on its line, and every safe fix
/// of the document at once (`source.fixAll.listfix`).
extension LanguageServer {
    mutating func codeActions(_ params: JSON) -> JSON? {
        guard let uri = params["textDocument"]?["uri"]?.string, documents[uri] != nil,
              let from = Position(params["range"]?["start"]), let to = Position(params["range"]?["end"]) else { return nil }
        // Actions are made from the text the editor holds now, not from an older check.
        if documents[uri]?.due != nil || documents[uri]?.checkedBytes != documents[uri]?.bytes { check(uri) }
        guard let document = documents[uri], let path = document.path else { return .array([]) }
        let only = params["context"]?["only"]?.array?.compactMap(\.string)
        func wanted(_ kind: String) -> Bool { only.map { $0.contains { kind == $0 || kind.hasPrefix($0 + ".") } } ?? true }
        let a = document.lines.offset(of: from, in: document.bytes), b = document.lines.offset(of: to, in: document.bytes)
        var actions: [JSON] = []
        if wanted("quickfix"), let p = projects.firstIndex(where: { $0.contains(path) }) {
            let diagnostics = self.diagnostics(of: document, in: projects[p])
            for (k, finding) in document.findings.enumerated() where finding.range.lowerBound <= max(a, b) && min(a, b) <= finding.range.upperBound {
                if let fix = finding.fix, !fix.edits.isEmpty {
                    var title = fix.message
                    if case .unsafe(let reason) = fix.applicability { title += " (unsafe: \(reason))" }
                    let edits = fix.edits.map { LanguageServer.textEdit($0.range, $0.replacement, in: document) }
                    actions.append(action(title, kind: "quickfix", diagnostic: diagnostics[k], preferred: fix.applicability.isSafe,
                                          uri: uri, edits: edits))
                }
                if RuleCatalog.ids.contains(finding.rule) {
                    actions.append(action("Silence \(finding.rule) on this line (// listfix:ignore \(finding.rule))", kind: "quickfix",
                                          diagnostic: diagnostics[k], preferred: false, uri: uri,
                                          edits: [LanguageServer.silencing(finding, in: document)]))
                }
            }
        }
        if wanted(LanguageServer.fixAllKind), let p = projects.firstIndex(where: { $0.contains(path) }) {
            let fixed = projects[p].fixAll(path, bytes: document.bytes)
            if fixed != document.bytes {
                actions.append(action("Apply every safe listfix fix", kind: LanguageServer.fixAllKind, diagnostic: nil, preferred: false,
                                      uri: uri, edits: [LanguageServer.replacement(of: document, with: fixed)]))
            }
        }
        return .array(actions)
    }

    private func action(_ title: String, kind: String, diagnostic: JSON?, preferred: Bool, uri: String, edits: [JSON]) -> JSON {
        var fields: [(String, JSON)] = [("title", .string(title)), ("kind", .string(kind))]
        if let diagnostic { fields.append(("diagnostics", .array([diagnostic]))) }
        if preferred { fields.append(("isPreferred", .bool(true))) }
        fields.append(("edit", .object([("changes", .object([(uri, .array(edits))]))])))
        return .object(fields)
    }

    static func textEdit(_ range: Range<Int>, _ text: String, in document: OpenDocument) -> JSON {
        .object([("range", document.range(range)), ("newText", .string(text))])
    }

    /// `// listfix:ignore RULE` alone on the line above the finding, indented as its line; or
    /// the rule added to such a comment already there.
    static func silencing(_ finding: ReportedFinding, in document: OpenDocument) -> JSON {
        let bytes = document.bytes
        var lineStart = min(finding.range.lowerBound, bytes.count)
        while lineStart > 0 && bytes[lineStart - 1] != 0x0A && bytes[lineStart - 1] != 0x0D { lineStart -= 1 }
        // The line above, when it is an ignore comment alone: the rule joins its list.
        var aboveEnd = lineStart
        if aboveEnd > 0 && bytes[aboveEnd - 1] == 0x0A { aboveEnd -= 1 }
        if aboveEnd > 0 && bytes[aboveEnd - 1] == 0x0D { aboveEnd -= 1 }
        var aboveStart = aboveEnd
        while aboveStart > 0 && bytes[aboveStart - 1] != 0x0A && bytes[aboveStart - 1] != 0x0D { aboveStart -= 1 }
        if aboveEnd < lineStart {
            var commentStart = aboveStart
            while commentStart < aboveEnd && (bytes[commentStart] == 0x20 || bytes[commentStart] == 0x09) { commentStart += 1 }
            if aboveEnd - commentStart >= 2, bytes[commentStart] == 0x2F, bytes[commentStart + 1] == 0x2F,
               let place = Suppressions.placeForAnotherID(in: Array(bytes[commentStart..<aboveEnd])) {
                let at = commentStart + place.offset
                return textEdit(at..<at, place.separator + finding.rule, in: document)
            }
        }
        var indentEnd = lineStart
        while indentEnd < bytes.count && (bytes[indentEnd] == 0x20 || bytes[indentEnd] == 0x09) { indentEnd += 1 }
        let indent = String(decoding: bytes[lineStart..<indentEnd], as: UTF8.self)
        return textEdit(lineStart..<lineStart, indent + "// listfix:ignore " + finding.rule + lineBreak(of: bytes, at: lineStart), in: document)
    }

    /// The line break the text uses at the line starting at `start` (or its first one).
    private static func lineBreak(of bytes: [UInt8], at start: Int) -> String {
        var k = start
        while k < bytes.count && bytes[k] != 0x0A && bytes[k] != 0x0D { k += 1 }
        if k == bytes.count, let first = bytes.firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) { k = first }
        guard k < bytes.count else { return "\n" }
        if bytes[k] == 0x0D { return k + 1 < bytes.count && bytes[k + 1] == 0x0A ? "\r\n" : "\r" }
        return "\n"
    }

    /// One edit that turns the document's text into `fixed`: the part between their common
    /// start and end, cut at whole characters.
    static func replacement(of document: OpenDocument, with fixed: [UInt8]) -> JSON {
        let old = document.bytes
        var prefix = 0
        while prefix < old.count && prefix < fixed.count && old[prefix] == fixed[prefix] { prefix += 1 }
        while prefix > 0 && prefix < old.count && old[prefix] & 0xC0 == 0x80 { prefix -= 1 }
        var suffix = 0
        while suffix < old.count - prefix && suffix < fixed.count - prefix && old[old.count - 1 - suffix] == fixed[fixed.count - 1 - suffix] {
            suffix += 1
        }
        while suffix > 0 && old[old.count - suffix] & 0xC0 == 0x80 { suffix -= 1 }
        let text = String(decoding: fixed[prefix..<(fixed.count - suffix)], as: UTF8.self)
        return textEdit(prefix..<(old.count - suffix), text, in: document)
    }
}
