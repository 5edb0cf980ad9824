import SwiftTokens

/// `// listfix:ignore [rule-id ...]` comments: on a finding's line, or alone on the line above it.
public struct Suppressions: Sendable {
    /// Line number → rule ids silenced there (empty: every rule).
    private var lines: [Int: Set<String>] = [:]

    public init(_ file: SourceFile, lineTable: LineTable) {
        let marker = Array("listfix:ignore".utf8)
        for (i, token) in file.tokens.enumerated() where token.kind.isComment {
            let bytes = Array(file.bytes[token.range])
            guard ByteSearch.contains(bytes, marker) else { continue }
            let ids = Suppressions.ruleIDs(after: marker, in: bytes)
            let line = lineTable.location(of: token.start).line
            add(line, ids)
            if aloneOnLine(file, i) { add(line + 1, ids) }
        }
    }

    /// The rule ids listed after the marker: kebab-case words, separated by spaces or commas.
    static func ruleIDs(after marker: [UInt8], in bytes: [UInt8]) -> Set<String> {
        var start = 0
        search: for i in 0...(bytes.count - marker.count) {
            for k in 0..<marker.count where bytes[i + k] != marker[k] { continue search }
            start = i + marker.count
            break
        }
        var ids: Set<String> = []
        var word: [UInt8] = []
        for c in bytes[start...] + [0x20] {
            let isIDByte = (c >= 0x61 && c <= 0x7A) || (c >= 0x30 && c <= 0x39) || c == 0x2D
            if isIDByte {
                word.append(c)
            } else {
                if !word.isEmpty { ids.insert(String(decoding: word, as: UTF8.self)) }
                word = []
                if c != 0x20 && c != 0x09 && c != 0x2C { break }
            }
        }
        return ids
    }

    private mutating func add(_ line: Int, _ ids: Set<String>) {
        if let existing = lines[line] {
            lines[line] = existing.isEmpty || ids.isEmpty ? [] : existing.union(ids)
        } else {
            lines[line] = ids
        }
    }

    private func aloneOnLine(_ file: SourceFile, _ i: Int) -> Bool {
        var j = i - 1
        while j >= 0 && file.tokens[j].kind == .whitespace { j -= 1 }
        return j < 0 || file.tokens[j].kind == .newline
    }

    public func silences(_ rule: String, line: Int) -> Bool {
        guard let ids = lines[line] else { return false }
        return ids.isEmpty || ids.contains(rule)
    }

    public var isEmpty: Bool { lines.isEmpty }
}
