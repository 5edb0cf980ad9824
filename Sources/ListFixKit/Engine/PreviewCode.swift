import SwiftTokens

/// The parts of a file that only Xcode's canvas runs: `#Preview { … }` and the bodies of
/// `PreviewProvider` types, and the file's private types that only those name. That code never
/// ships, so no finding is worth reading there.
struct PreviewCode: Sendable {
    /// Byte ranges of preview code, in source order.
    private(set) var ranges: [Range<Int>] = []

    init(_ file: SourceFile, types: [TypeDecl]) {
        // Most files have no preview: one byte search keeps them from any token walk.
        guard ByteSearch.contains(file.bytes, "Preview") else { return }
        let t = file.tokens
        for i in t.indices where t[i].kind == .poundKeyword && file.tokenIs(i, "#Preview") {
            var last = i
            if let open = file.next(after: i), t[open].kind == .leftParen, let close = file.tree.match(open) { last = close }
            if let closure = file.trailingClosures(after: last).last { last = closure.close }
            ranges.append(file.range(from: i, through: last))
        }
        for type in types where type.conformances.contains("PreviewProvider") {
            ranges.append(file.range(from: type.open, through: type.close))
        }
        ranges.sort { $0.lowerBound < $1.lowerBound }
        guard !ranges.isEmpty else { return }
        // `private struct PreviewContainer: View` named by `#Preview { PreviewContainer() }` alone: no other
        // file can name it, so it runs only where the previews run; so does a private type that only such
        // a type names (`#Preview { Host() }`, `Host` making `FruitList()`), and their extensions.
        var candidates = types.filter { !$0.isNested && !$0.isLocal && $0.kind != .extension && Self.isPrivate($0, in: file) }
        var changed = true
        while changed && !candidates.isEmpty {
            changed = false
            for (k, type) in candidates.enumerated().reversed() {
                let bodies = types.filter { $0.name == type.name && !$0.isNested && !$0.isLocal }
                    .map { file.range(from: $0.open, through: $0.close) }
                var named = false
                var elsewhere = false
                for offset in ByteSearch.offsets(of: type.name, in: file.bytes) where !bodies.contains(where: { $0.contains(offset) }) {
                    guard let i = file.token(startingAt: offset), file.tokenIs(i, type.name) else { continue }
                    if let p = file.previous(before: i), file.isKeyword(p, "struct") || file.isKeyword(p, "class")
                        || file.isKeyword(p, "enum") || file.isKeyword(p, "extension") { continue }
                    if contains(offset..<(offset + 1)) { named = true } else { elsewhere = true; break }
                }
                guard named && !elsewhere else { continue }
                ranges = (ranges + bodies).sorted { $0.lowerBound < $1.lowerBound }
                candidates.remove(at: k)
                changed = true
            }
        }
    }

    /// Whether the type is declared `private` or `fileprivate`: only its own file can name it.
    static func isPrivate(_ type: TypeDecl, in file: SourceFile) -> Bool {
        let t = file.tokens
        var j = file.previous(before: type.open)
        var steps = 0
        while let k = j, steps < 64, t[k].kind != .rightBrace, t[k].kind != .leftBrace {
            if file.isKeyword(k, "struct") || file.isKeyword(k, "class") || file.isKeyword(k, "enum") {
                // `private final struct`, `@MainActor fileprivate class`: the modifiers before the keyword.
                var m = file.previous(before: k)
                var modifiers = 0
                while let q = m, modifiers < 6, t[q].kind == .keyword || t[q].kind == .attribute || t[q].kind == .identifier {
                    if file.isKeyword(q, "private") || file.isKeyword(q, "fileprivate") { return true }
                    if t[q].kind == .identifier, !(file.tokenIs(q, "final") || file.tokenIs(q, "indirect")) { break }
                    m = file.previous(before: q)
                    modifiers += 1
                }
                return false
            }
            j = file.previous(before: k)
            steps += 1
        }
        return false
    }

    /// Whether the byte range lies inside preview code.
    func contains(_ range: Range<Int>) -> Bool {
        ranges.contains { $0.lowerBound <= range.lowerBound && range.upperBound <= $0.upperBound }
    }
}
