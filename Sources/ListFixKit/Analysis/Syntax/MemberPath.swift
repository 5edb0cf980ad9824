import SwiftTokens

/// `items`, `self.items`, `model.items`, `section.rows`: identifiers joined by periods; with
/// `subscripts`, also `albums[current].songs`.
struct MemberPath: Sendable, Equatable {
    /// The identifier tokens, `self` included, and the `[` of each subscript.
    var components: [Int]
    /// The path's last token (a name, or a subscript's `]`).
    var last: Int
    var first: Int { components[0] }

    init(components: [Int], last: Int? = nil) {
        self.components = components
        self.last = last ?? components[components.count - 1]
    }

    /// The path starting at token `i`, as long as it goes; nil if `i` starts none. `acrossLines`:
    /// a member on the next line (`notes⏎    .filter { … }`), as chains of calls are written, goes on.
    /// `optionalChains`: `quiz?.options` and `quiz!.options` go on through the `?` or `!`.
    static func parse(_ file: SourceFile, at i: Int, through limit: Int = Int.max, subscripts: Bool = false,
                      acrossLines: Bool = false, optionalChains: Bool = false) -> MemberPath? {
        let t = file.tokens
        guard t[i].kind == .identifier || file.isKeyword(i, "self") else { return nil }
        var components = [i]
        var j = i
        while j + 1 < t.count {
            if j + 2 < t.count, j + 2 <= limit, t[j + 1].kind == .period, t[j + 2].kind == .identifier {
                components.append(j + 2)
                j += 2
            } else if optionalChains, j + 3 < t.count, j + 3 <= limit, t[j + 1].kind == .operator,
                      file.tokenIs(j + 1, "?") || file.tokenIs(j + 1, "!"), t[j + 2].kind == .period, t[j + 3].kind == .identifier {
                components.append(j + 3)
                j += 3
            } else if acrossLines, t[j + 1].kind.isTrivia, let dot = file.next(after: j), dot <= limit, t[dot].kind == .period,
                      let name = file.next(after: dot), name == dot + 1, name <= limit, t[name].kind == .identifier {
                components.append(name)
                j = name
            } else if subscripts, t[j + 1].kind == .leftBracket, let close = file.tree.match(j + 1), close <= limit, close > j + 2 {
                components.append(j + 1)
                j = close
            } else {
                break
            }
        }
        return MemberPath(components: components, last: j)
    }

    /// The path that covers exactly tokens `first...last`.
    static func exactly(_ file: SourceFile, _ first: Int, _ last: Int, subscripts: Bool = false, optionalChains: Bool = false) -> MemberPath? {
        guard let path = parse(file, at: first, through: last, subscripts: subscripts, optionalChains: optionalChains),
              path.last == last else { return nil }
        return path
    }

    /// Whether the tokens after `j` through `last` are only members named in `names`, each called or
    /// given a closure or neither (`.enumerated()`, `.filter { … }.prefix(4)`); true when none follow.
    static func onlyMembers(_ names: Set<String>, after j: Int, through last: Int, in file: SourceFile) -> Bool {
        let t = file.tokens
        var j = j
        while j < last {
            guard let dot = file.next(after: j), dot <= last, t[dot].kind == .period, let name = file.next(after: dot), name <= last,
                  t[name].kind == .identifier, names.contains(file.text(name)) else { return false }
            j = name
            while let next = file.next(after: j), next <= last, t[next].kind == .leftParen || t[next].kind == .leftBrace,
                  let end = file.tree.match(next) {
                j = end
            }
        }
        return j == last
    }

    /// The path `P` of `P ?? []` or `(P ?? [])` covering `first...last`: the collection, or none.
    static func coalescedToEmpty(_ file: SourceFile, _ first: Int, _ last: Int) -> MemberPath? {
        let t = file.tokens
        var (a, b) = (first, last)
        if t[a].kind == .leftParen, file.tree.match(a) == b, let inner = file.next(after: a), let innerLast = file.previous(before: b) {
            (a, b) = (inner, innerLast)
        }
        guard t[b].kind == .rightBracket, let open = file.tree.match(b), file.next(after: open) == b,
              let op = file.previous(before: open), t[op].kind == .operator, file.tokenIs(op, "??"),
              let pathLast = file.previous(before: op), pathLast >= a else { return nil }
        return exactly(file, a, pathLast, optionalChains: true)
    }

    func text(_ file: SourceFile) -> String { file.text(tokens: first, through: last) }

    /// Whether the path has a subscript component.
    func hasSubscript(_ file: SourceFile) -> Bool { components.contains { file.tokens[$0].kind == .leftBracket } }

    /// Each component's text: a name, or a whole subscript `[current]`.
    func componentTexts(_ file: SourceFile) -> [String] {
        components.map { c in
            file.tokens[c].kind == .leftBracket ? file.text(tokens: c, through: file.tree.match(c) ?? c) : file.text(c)
        }
    }

    /// The names, without a leading `self`.
    func names(_ file: SourceFile) -> [String] {
        var names = componentTexts(file)
        if names.first == "self" { names.removeFirst() }
        return names
    }
}
