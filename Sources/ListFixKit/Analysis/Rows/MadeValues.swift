import SwiftTokens

/// Row data made where it is read: `[T(…), …]` or `….map { T(…) }`, new values on every read. Asked
/// of a view's data by `id-made-in-body`, and of computed properties by the declaration scan
/// (`Declarations.madeValue(of:in:)`), so that data one property away counts too.
enum MadeValues {
    /// `T` from data ending in `.map { T(…) }`, `.map { x in T(…) }` or `.map(T.init)`, or an array
    /// literal of `T(…)` values.
    static func type(_ file: SourceFile, _ first: Int, _ last: Int) -> String? {
        let t = file.tokens
        // `[T(…), T(…)]`
        if t[first].kind == .leftBracket, file.tree.match(first) == last, let element = file.next(after: first),
           t[element].kind == .identifier, file.text(element).first?.isUppercase == true,
           let paren = file.next(after: element), t[paren].kind == .leftParen, !passesID(file, paren) {
            return file.text(element)
        }
        guard let open = file.tree.match(last), open > first else { return nil }
        var start: Int?
        if t[last].kind == .rightBrace {
            start = file.closureBodyStart(of: open)
            if let s = start, t[s].kind.isTrivia { start = file.next(after: s - 1) }
            guard let name = file.previous(before: open), file.isIdentifier(name, "map") else { return nil }
        } else if t[last].kind == .rightParen, let name = file.previous(before: open), file.isIdentifier(name, "map"),
                  let inner = file.next(after: open) {
            if t[inner].kind == .leftBrace { start = file.closureBodyStart(of: inner) } else {
                // `.map(T.init)`
                guard let p = file.next(after: inner), t[p].kind == .period, let i = file.next(after: p), file.isKeyword(i, "init") else { return nil }
                return file.text(inner)
            }
        }
        guard var s = start else { return nil }
        while s < last, t[s].kind.isTrivia { s += 1 }
        if file.isKeyword(s, "return"), let n = file.next(after: s) { s = n }
        guard t[s].kind == .identifier, let paren = file.next(after: s), t[paren].kind == .leftParen,
              file.text(s).first?.isUppercase == true, !passesID(file, paren) else { return nil }
        return file.text(s)
    }

    /// `T(id: …, …)`: the value is given its id, so its default `UUID()` is not used.
    static func passesID(_ file: SourceFile, _ paren: Int) -> Bool {
        file.arguments(of: paren).contains { $0.label.map { file.tokenIs($0, "id") } ?? false }
    }
}
