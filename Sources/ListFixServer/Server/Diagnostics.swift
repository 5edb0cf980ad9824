import ListFixKit
import ListFixProject
import SwiftTokens

/// Findings as the protocol's diagnostics.
extension LanguageServer {
    mutating func diagnostics(of document: OpenDocument, in project: EditorProject) -> [JSON] {
        document.findings.map { finding in
            var fields: [(String, JSON)] = [
                ("range", document.range(finding.range)),
                ("severity", .int(LanguageServer.severity(finding.severity))),
                ("code", .string(finding.rule)),
            ]
            if let link = pageLink(finding.rule) { fields.append(("codeDescription", .object([("href", .string(link))]))) }
            fields.append(("source", .string("listfix")))
            fields.append(("message", .string(finding.message)))
            if relatedInformation, let path = document.path {
                let related = relatedPlaces(finding.message, from: path, in: project)
                if !related.isEmpty { fields.append(("relatedInformation", .array(related))) }
            }
            return .object(fields)
        }
    }

    /// Error, warning, information: a note is a migration on offer, not a problem.
    static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: return 1
        case .warning: return 2
        case .note: return 3
        }
    }

    /// The `file:` link of a rule's page (written once into the cache folder).
    private mutating func pageLink(_ rule: String) -> String? {
        if let known = pageLinks[rule] { return known }
        if pages == nil, let project = projects.first { pages = RulePageFiles(options: project.options) }
        let link = pages?.path(of: rule).map(FileURI.of)
        pageLinks[rule] = link
        return link
    }

    /// Where the project's types that a message names in backticks (`Item`, `Item.id`) are
    /// declared, in files other than the one reported on.
    private func relatedPlaces(_ message: String, from path: String, in project: EditorProject) -> [JSON] {
        var places: [JSON] = []
        var seen: Set<String> = []
        for quoted in message.split(separator: "`", omittingEmptySubsequences: false).enumerated() where quoted.offset % 2 == 1 {
            let name = String(quoted.element.prefix { $0 != "." && $0 != "(" && $0 != "<" && $0 != "[" })
            guard let first = name.unicodeScalars.first, first.properties.isUppercase, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
                  seen.insert(name).inserted else { continue }
            for file in project.filesDeclaring(type: name, except: path).prefix(1) {
                guard let place = declaration(of: name, in: file) else { continue }
                places.append(.object([("location", place), ("message", .string("`\(name)` is declared here"))]))
            }
        }
        return places
    }

    /// The location of `struct|class|enum|actor|protocol NAME` in the file at `path`, read from
    /// its open buffer if it has one, else from disk.
    private func declaration(of name: String, in path: String) -> JSON? {
        let open = documents.values.first { $0.path == path }
        guard let bytes = open?.bytes ?? (try? EditorFiles.read(path)) else { return nil }
        let file = SourceFile(bytes: bytes)
        let keywords: Set<String> = ["struct", "class", "enum", "actor", "protocol"]
        for (i, token) in file.tokens.enumerated() where token.kind == .keyword || token.kind == .identifier {
            guard keywords.contains(file.text(i)), let j = file.next(after: i), file.text(j) == name else { continue }
            let lines = TextLines(bytes, encoding: encoding)
            let range: JSON = .object([("start", lines.position(of: file.tokens[j].start, in: bytes).json),
                                       ("end", lines.position(of: file.tokens[j].end, in: bytes).json)])
            return .object([("uri", .string(open?.uri ?? FileURI.of(path))), ("range", range)])
        }
        return nil
    }
}
