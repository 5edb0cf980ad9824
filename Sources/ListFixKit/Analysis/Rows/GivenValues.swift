import SwiftTokens

/// The expressions a getter or a value can give: each `return` of a body, through `if`/`switch` arms
/// and `guard`'s `else`, and each operand a ternary or `??` may pick. What a rule learns of each
/// (owned, repeated) counts as if written where the value is read.
enum GivenValues {
    /// Every expression the getter whose body opens at `open` may give, each split into the operands
    /// it may pick; nil when a statement may give a value listfix does not read.
    static func ofGetter(_ file: SourceFile, open: TokenIndex) -> [(first: TokenIndex, last: TokenIndex)]? {
        var body = open
        // `var x: T { get { … } }`: the getter's own braces.
        if let g = file.next(after: open), file.isIdentifier(g, "get"), let b = file.next(after: g), file.tokens[b].kind == .leftBrace {
            body = b
        }
        guard let values = of(file.statements(inBody: body), alone: true, in: file) else { return nil }
        return values.flatMap { operands(file, $0.first, $0.last) }
    }

    /// The expressions `statements` give: each `return`'s, through `if`/`switch` arms and `guard`'s
    /// `else`; with `alone`, a lone expression statement (a getter's implicit return). Nil for a
    /// statement that may give a value listfix does not read.
    static func of(_ statements: [Statement], alone: Bool, in file: SourceFile) -> [(first: TokenIndex, last: TokenIndex)]? {
        var out: [(first: TokenIndex, last: TokenIndex)] = []
        for s in statements {
            if file.isKeyword(s.first, "return") {
                guard let value = file.next(after: s.first), value <= s.last else { return nil }
                out.append((value, s.last))
            } else if file.isKeyword(s.first, "if") || file.isKeyword(s.first, "switch") {
                guard case .complete(let arms) = ViewCountReader.branches(of: s, in: file) else {
                    // An `if` without `else` may still return on its own path; the other path returns below.
                    guard case .incomplete(let arms) = ViewCountReader.branches(of: s, in: file) else { return nil }
                    for arm in arms { guard let more = of(arm, alone: false, in: file) else { return nil }; out += more }
                    continue
                }
                for arm in arms { guard let more = of(arm, alone: statements.count == 1, in: file) else { return nil }; out += more }
            } else if file.isKeyword(s.first, "guard") {
                guard let elseKeyword = (s.first...s.last).last(where: { file.isKeyword($0, "else") }),
                      let brace = file.next(after: elseKeyword), file.tokens[brace].kind == .leftBrace,
                      let more = of(file.statements(inBody: brace), alone: false, in: file) else { return nil }
                out += more
            } else if file.isKeyword(s.first, "let") || file.isKeyword(s.first, "var") {
                continue
            } else if alone && statements.count == 1 {
                out.append((s.first, s.last))
            } else {
                return nil
            }
        }
        return out
    }

    /// The path whose elements `value` gives back, some of them, in some order: `all` of
    /// `all.filter { … }.sorted()`, never new ones (`.map` makes them); nil for anything else.
    static func keptBase(_ file: SourceFile, _ value: (first: TokenIndex, last: TokenIndex)) -> MemberPath? {
        guard let path = MemberPath.parse(file, at: value.first, through: value.last, subscripts: false) else { return nil }
        let t = file.tokens
        // The path ends before its first call; what follows is a chain of calls that only drop or
        // re-order its elements (`.filter { … }.sorted()`).
        let called = path.components.firstIndex { c in file.next(after: c).map { t[$0].kind == .leftParen || t[$0].kind == .leftBrace } ?? false }
        let baseCount = called ?? path.components.count
        guard baseCount >= 1 else { return nil }
        var j = path.components[baseCount - 1] + 1
        while j <= value.last {
            let kind = t[j].kind
            if kind == .leftParen || kind == .leftBrace || kind == .leftBracket {
                guard let close = file.tree.match(j), close <= value.last else { return nil }
                j = close + 1
            } else if kind == .period {
                guard let member = file.next(after: j), TypeResolver.keepsElements.contains(file.text(member)) else { return nil }
                j = member + 1
            } else if kind.isTrivia {
                j += 1
            } else {
                return nil
            }
        }
        return MemberPath(components: Array(path.components[..<baseCount]))
    }

    /// The expressions that can be the value of `first...last`: the whole of it, both branches of a
    /// ternary, each side of `??`, inside parentheses.
    static func operands(_ file: SourceFile, _ first: TokenIndex, _ last: TokenIndex) -> [(first: TokenIndex, last: TokenIndex)] {
        let t = file.tokens
        if t[first].kind == .leftParen, file.tree.match(first) == last,
           let f = file.next(after: first), let l = file.previous(before: last), f <= l {
            return operands(file, f, l)
        }
        var question: Int?
        var coalescing: [Int] = []
        var j = first
        while j <= last {
            if t[j].kind == .operator, file.isBinaryOperator(j) {
                // A ternary's `?` has space on both sides; `posts?.isEmpty` has none.
                if file.tokenIs(j, "?"), question == nil, j > first, t[j - 1].kind.isTrivia { question = j }
                if file.tokenIs(j, "??"), question == nil { coalescing.append(j) }
            } else if t[j].kind == .colon, let q = question, let thenFirst = file.next(after: q),
                      let thenLast = file.previous(before: j), let elseFirst = file.next(after: j), thenFirst <= thenLast, elseFirst <= last {
                return operands(file, thenFirst, thenLast) + operands(file, elseFirst, last)
            }
            j = file.skipGroup(j)
        }
        guard question == nil else { return [] }
        guard !coalescing.isEmpty else { return [(first, last)] }
        var parts: [(first: Int, last: Int)] = []
        var start = first
        for op in coalescing + [last + 1] {
            if let l = file.previous(before: op), l >= start { parts.append((start, l)) }
            if op <= last, let n = file.next(after: op) { start = n }
        }
        return parts.flatMap { operands(file, $0.first, $0.last) }
    }
}
