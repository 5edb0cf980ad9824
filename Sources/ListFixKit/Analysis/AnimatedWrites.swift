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
        let t = file.tokens
        guard let open = file.next(after: i), t[open].kind == .leftParen, let close = file.tree.match(open) else { return }
        var j = open + 1
        var value: Int?
        while j < close {
            // Only the call's own labels: skip nested brackets.
            if t[j].kind == .leftParen || t[j].kind == .leftBracket || t[j].kind == .leftBrace, let m = file.tree.match(j) {
                j = m + 1
                continue
            }
            if t[j].kind == .identifier, file.tokenIs(j, "value"), let colon = file.next(after: j), t[colon].kind == .colon,
               let previous = file.previous(before: j), t[previous].kind == .comma || previous == open {
                value = file.next(after: colon)
                break
            }
            j += 1
        }
        guard var k = value else { return }
        while k < close {
            if t[k].kind == .identifier { AssignedNames.add(file, t[k].range, &names) }
            guard let n = file.next(after: k), n < close, t[n].kind == .period || t[k].kind == .period else { break }
            k = n
        }
    }
}
