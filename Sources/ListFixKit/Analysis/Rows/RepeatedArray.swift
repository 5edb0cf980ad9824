import SwiftTokens

/// An expression that builds an array of one value repeated: `Array(repeating: v, count: n)`
/// (also `[T](repeating:count:)`, `Array<T>(repeating:count:)`), or an array literal that writes
/// one name or member two or more times (`[p, p]`, `[.placeholder, .placeholder]`).
struct RepeatedArray: Sendable {
    enum Shape: Sendable {
        /// `Array(repeating: v, count: n)`: `v` is evaluated once, so every element is the same value.
        /// `elementType` is `T` when the call spells it, `[T](repeating:count:)` or `Array<T>(…)`.
        case repeating(value: (first: TokenIndex, last: TokenIndex), count: (first: TokenIndex, last: TokenIndex),
                       elementType: String?)
        /// `[e, e, …]`: `e` (a name or member, no call) is read once per element.
        case literal(element: (first: TokenIndex, last: TokenIndex))
    }

    var shape: Shape

    /// The repeated array that covers exactly tokens `first...last`, if it is one.
    static func parse(_ file: SourceFile, _ first: TokenIndex, _ last: TokenIndex) -> RepeatedArray? {
        let t = file.tokens
        if t[first].kind == .leftBracket, file.tree.match(first) == last { return literal(file, first) }
        guard t[last].kind == .rightParen, let open = file.tree.match(last), open > first,
              let typeLast = file.previous(before: open), isArrayType(file, first, typeLast) else { return nil }
        let arguments = file.arguments(of: open)
        guard arguments.count == 2, let l0 = arguments[0].label, file.tokenIs(l0, "repeating"),
              let l1 = arguments[1].label, file.tokenIs(l1, "count"),
              let vf = arguments[0].valueFirst, let vl = arguments[0].valueLast,
              let cf = arguments[1].valueFirst, let cl = arguments[1].valueLast else { return nil }
        // A literal count of 0 or 1 repeats nothing.
        if cf == cl, t[cf].kind == .integerLiteral, file.tokenIs(cf, "0") || file.tokenIs(cf, "1") { return nil }
        var elementType: String?
        if typeLast != first, let f = file.next(after: first), let l = file.previous(before: typeLast), f <= l {
            elementType = DeclarationScanner.typeText(file, f, through: l)
        }
        return RepeatedArray(shape: .repeating(value: (vf, vl), count: (cf, cl), elementType: elementType))
    }

    /// `Array`, `Array<T>` or `[T]`, exactly tokens `first...last`.
    static func isArrayType(_ file: SourceFile, _ first: TokenIndex, _ last: TokenIndex) -> Bool {
        let t = file.tokens
        if t[first].kind == .leftBracket { return file.tree.match(first) == last }
        guard file.isIdentifier(first, "Array") else { return false }
        if first == last { return true }
        guard let lt = file.next(after: first), file.tokenIs(lt, "<") else { return false }
        return t[last].kind == .operator && file.tokenIs(last, ">")
    }

    /// `[e, e, …]` with two or more elements, each the same name or member path without calls.
    static func literal(_ file: SourceFile, _ open: TokenIndex) -> RepeatedArray? {
        let arguments = file.arguments(of: open)
        guard arguments.count >= 2, arguments[0].label == nil, let f = arguments[0].valueFirst, let l = arguments[0].valueLast,
              isPlainMember(file, f, l) else { return nil }
        let text = compact(file, f, l)
        for argument in arguments.dropFirst() {
            guard argument.label == nil, let af = argument.valueFirst, let al = argument.valueLast,
                  compact(file, af, al) == text else { return nil }
        }
        return RepeatedArray(shape: .literal(element: (f, l)))
    }

    /// `name`, `self.name`, `Type.name`, `.name`: identifiers and periods only.
    static func isPlainMember(_ file: SourceFile, _ first: TokenIndex, _ last: TokenIndex) -> Bool {
        let t = file.tokens
        var j = first
        var expectName = t[first].kind != .period
        if !expectName { j = first + 1; expectName = true }
        while j <= last {
            if t[j].kind.isTrivia { j += 1; continue }
            if expectName {
                guard t[j].kind == .identifier || file.isKeyword(j, "self") else { return false }
                if t[j].kind == .identifier, file.text(j).hasPrefix("$") { return false }
            } else {
                guard t[j].kind == .period else { return false }
            }
            expectName.toggle()
            j += 1
        }
        return !expectName
    }

    /// The tokens' text without trivia, to compare elements.
    static func compact(_ file: SourceFile, _ first: TokenIndex, _ last: TokenIndex) -> String {
        (first...last).filter { !file.tokens[$0].kind.isTrivia }.map { file.text($0) }.joined()
    }
}

/// What a property's value says of repetition, kept in the project index (`PropertyDecl.repeats`).
/// Boxed (`indirect`): most properties have none, and a property's size counts in a big file.
package indirect enum RepeatedValue: Sendable, Equatable {
    /// `Array(repeating:count:)`.
    case repeating
    /// An array literal of one member written again and again: its text (`.placeholder`,
    /// `Post.sample`, `sample`), to be resolved where the property is used.
    case literal(member: String)

    /// The repeated array that the value or getter starting at `value` builds, read only when it
    /// starts with `Array` or `[` (and `return`), so the index scan stays cheap.
    static func of(_ file: SourceFile, value: TokenIndex, end: TokenIndex) -> RepeatedValue? {
        var first = value
        if file.isKeyword(first, "return"), let n = file.next(after: first) { first = n }
        guard first <= end, file.isIdentifier(first, "Array") || file.tokens[first].kind == .leftBracket,
              let array = RepeatedArray.parse(file, first, end) else { return nil }
        switch array.shape {
        case .repeating: return .repeating
        case .literal(let element): return .literal(member: RepeatedArray.compact(file, element.first, element.last))
        }
    }

    /// The repeated array a computed property's getter `{ … }` returns as its one statement.
    static func ofGetter(_ file: SourceFile, open: TokenIndex) -> RepeatedValue? {
        var body = open
        if let g = file.next(after: open), file.isIdentifier(g, "get"), let b = file.next(after: g),
           file.tokens[b].kind == .leftBrace {
            body = b
        }
        // Most getters (every `body`) start with something else: look no further.
        guard let close = file.tree.match(body), let first = file.next(after: body), first < close,
              file.isKeyword(first, "return") || file.isIdentifier(first, "Array") || file.tokens[first].kind == .leftBracket
        else { return nil }
        let end = file.statementEnd(startingAt: first, limit: close)
        guard file.next(after: end) == close else { return nil }
        return of(file, value: first, end: end)
    }
}
