import SwiftTokens

/// Writes SwiftUI animates: an assignment inside `withAnimation { … }`, or a value a view watches
/// with `.animation(_:value:)`. Rows keyed by position over such data do not just show new
/// contents in place: the animation moves, fades and inserts the wrong rows.
enum AnimatedWrites {
    /// The close brace of the closure `withAnimation` at token `i` runs: `withAnimation { … }`,
    /// `withAnimation(.spring) { … }`, `withAnimation(.default, { … })`.
    static func closureEnd(_ file: SourceFile, after i: Int) -> Int? {
        let t = file.tokens
        guard var j = file.next(after: i) else { return nil }
        if t[j].kind == .leftParen, let close = file.tree.match(j) {
            // The closure as the last argument, inside the parentheses.
            if let last = file.previous(before: close), t[last].kind == .rightBrace { return last }
            guard let n = file.next(after: close) else { return nil }
            j = n
        }
        guard t[j].kind == .leftBrace else { return nil }
        return file.tree.match(j)
    }

    /// `.animation(.default, value: items)`, `.animation(.spring, value: model.items.count)`: the
    /// names of the watched value's path (token `i` is `animation`).
    static func recordWatched(_ file: SourceFile, at i: Int, into names: inout [UInt64]) {
        guard let open = file.next(after: i), file.tokens[open].kind == .leftParen,
              let value = file.arguments(of: open).first(where: { $0.label.map { file.tokenIs($0, "value") } ?? false }),
              let first = value.valueFirst, let last = value.valueLast,
              let path = MemberPath.parse(file, at: first, through: last) else { return }
        for name in path.names(file) {
            let hash = NameHash.of(Array(name.utf8)[...])
            if !names.contains(hash) { names.append(hash) }
        }
    }
}
