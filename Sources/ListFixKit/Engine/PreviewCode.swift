import SwiftTokens

/// The parts of a file that only Xcode's canvas runs: `#Preview { … }` and the bodies of
/// `PreviewProvider` types. That code never ships, so no finding is worth reading there.
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
    }

    /// Whether the byte range lies inside preview code.
    func contains(_ range: Range<Int>) -> Bool {
        ranges.contains { $0.lowerBound <= range.lowerBound && range.upperBound <= $0.upperBound }
    }
}
