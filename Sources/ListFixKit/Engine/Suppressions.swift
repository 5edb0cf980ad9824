#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SwiftTokens

/// `// listfix:ignore [rule-id ...]` comments (also `listfix: ignore`): on a finding's line, alone
/// on the line above it, or on the line of the `ForEach`/`List`/`Table` whose row holds it; and
/// `// listfix:ignore-file [rule-id ...]` anywhere, for the whole file. A comment that names
/// something that is not a rule is reported (`misnamed(in:knownRules:)`), in every file.
package struct Suppressions: Sendable {
    /// Line number → rule ids silenced there (empty: every rule).
    private var lines: [Int: Set<String>] = [:]
    /// Rule ids silenced in the whole file (empty set: every rule); nil when none.
    private var file: Set<String>?
    /// Byte ranges of calls whose line carries an ignore comment, with its rule ids.
    private var spans: [(range: Range<Int>, ids: Set<String>)] = []

    init(_ source: SourceFile, lineTable: LineTable, calls: [RowsCall] = []) {
        for (i, token) in source.tokens.enumerated() where token.kind.isComment {
            let bytes = Array(source.bytes[token.range])
            guard let (marker, end) = Suppressions.marker(in: bytes) else { continue }
            let ids = Suppressions.ruleIDs(from: end, in: bytes)
            if marker == .file {
                file = file.map { $0.isEmpty || ids.isEmpty ? [] : $0.union(ids) } ?? ids
                continue
            }
            let line = lineTable.location(of: token.start).line
            add(line, ids)
            if aloneOnLine(source, i) { add(line + 1, ids) }
        }
        // A comment on the line of a call covers the call's row: findings reported inside it.
        guard !lines.isEmpty else { return }
        for call in calls {
            let start = source.tokens[call.nameToken].start
            guard let ids = lines[lineTable.location(of: start).line] else { continue }
            let end = source.callEnd(from: call.nameToken)
            spans.append((start..<source.tokens[end].end, ids))
        }
    }

    enum Marker { case line, file }

    /// The tag a comment naming no rule is reported under. It is not a rule: no `--rules` or
    /// `--disable` selects it, and no comment silences it.
    static let misnamedTag = "ignore-comment"

    /// A finding for each id an ignore comment names that is not in `knownRules`: such a comment
    /// silences nothing, which its author should know, whichever rules have work in the file.
    /// Worth calling only for a file that `mentioned(in:)` `listfix:`.
    static func misnamed(in source: SourceFile, knownRules: Set<String>) -> [Finding] {
        var out: [Finding] = []
        for token in source.tokens where token.kind.isComment {
            let bytes = Array(source.bytes[token.range])
            guard let (_, end) = marker(in: bytes) else { continue }
            for id in ruleIDs(from: end, in: bytes).sorted() where !knownRules.contains(id) {
                out.append(Finding(rule: misnamedTag, range: token.range,
                                   message: "this ignore comment names `\(id)`, which is not a listfix rule, so it silences nothing; `listfix rules` lists them"))
            }
        }
        return out
    }

    private static let needle: [UInt8] = Array("listfix:".utf8)

    /// Whether `bytes` hold `listfix:` at all, which every such comment does. It looks for the
    /// needle's `x` first: a byte far rarer in Swift code than its `l`, so the search stops less often.
    static func mentioned(in bytes: [UInt8]) -> Bool {
        let needle = Suppressions.needle, anchor = 6
        guard bytes.count >= needle.count else { return false }
        return bytes.withUnsafeBytes { h in
            needle.withUnsafeBytes { n in
                let base = h.baseAddress!
                var offset = anchor
                let last = h.count - (needle.count - anchor)
                while offset <= last {
                    guard let hit = memchr(base + offset, Int32(n[anchor]), last - offset + 1) else { return false }
                    let at = base.distance(to: UnsafeRawPointer(hit))
                    if memcmp(base + at - anchor, n.baseAddress!, n.count) == 0 { return true }
                    offset = at + 1
                }
                return false
            }
        }
    }

    /// The marker in a comment's bytes and the offset just past it: `listfix:ignore`,
    /// `listfix: ignore`, `listfix:ignore-file`.
    static func marker(in bytes: [UInt8]) -> (Marker, Int)? {
        let prefix = Array("listfix:".utf8), word = Array("ignore".utf8), file = Array("-file".utf8)
        guard bytes.count >= prefix.count + word.count else { return nil }
        for i in 0...(bytes.count - prefix.count) where bytes[i] == prefix[0] && Array(bytes[i..<i + prefix.count]) == prefix {
            var j = i + prefix.count
            while j < bytes.count, bytes[j] == 0x20 { j += 1 }
            guard j + word.count <= bytes.count, Array(bytes[j..<j + word.count]) == word else { continue }
            j += word.count
            if j + file.count <= bytes.count, Array(bytes[j..<j + file.count]) == file { return (.file, j + file.count) }
            return (.line, j)
        }
        return nil
    }

    /// The rule ids listed from `start`: kebab-case words, separated by spaces or commas, up to a
    /// reason: what follows `--` (`ignore offset-id -- rows never move`) or a colon
    /// (`ignore offset-id: rows never move`) is prose, not ids.
    static func ruleIDs(from start: Int, in bytes: [UInt8]) -> Set<String> {
        var ids: Set<String> = []
        var word: [UInt8] = []
        for c in bytes[start...] + [0x20] {
            let isIDByte = (c >= 0x61 && c <= 0x7A) || (c >= 0x30 && c <= 0x39) || c == 0x2D
            if isIDByte {
                word.append(c)
            } else {
                if !word.isEmpty, word.allSatisfy({ $0 == 0x2D }) { break }
                if !word.isEmpty { ids.insert(String(decoding: word, as: UTF8.self)) }
                word = []
                if c != 0x20 && c != 0x09 && c != 0x2C { break }
            }
        }
        return ids
    }

    /// Where another rule id goes in a line ignore comment (`// listfix:ignore a, b -- why`): just
    /// after its last id, with the separator its list uses. Nil for any other comment, and for one
    /// that names no id (it silences every rule already).
    package static func placeForAnotherID(in comment: [UInt8]) -> (offset: Int, separator: String)? {
        guard let (marker, start) = marker(in: comment), marker == .line else { return nil }
        var end: Int?
        var commas = false
        var word = 0
        for k in 0...(comment.count - start) {
            let c = start + k < comment.count ? comment[start + k] : 0x20
            let isIDByte = (c >= 0x61 && c <= 0x7A) || (c >= 0x30 && c <= 0x39) || c == 0x2D
            if isIDByte {
                word += 1
                continue
            }
            if word > 0 {
                // `--` starts the reason, as in `ruleIDs(from:in:)`.
                if comment[(start + k - word)..<(start + k)].allSatisfy({ $0 == 0x2D }) { break }
                end = start + k
            }
            word = 0
            if c == 0x2C { commas = true } else if c != 0x20 && c != 0x09 { break }
        }
        return end.map { ($0, commas ? ", " : " ") }
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

    /// Whether a finding of `rule` at byte `offset` (on `line`) is silenced.
    func silences(_ rule: String, line: Int, offset: Int) -> Bool {
        if let file, file.isEmpty || file.contains(rule) { return true }
        if let ids = lines[line], ids.isEmpty || ids.contains(rule) { return true }
        return spans.contains { $0.range.contains(offset) && ($0.ids.isEmpty || $0.ids.contains(rule)) }
    }
}
