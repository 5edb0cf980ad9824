import SwiftTokens

/// Row data written as `X.enumerated()` or `Array(X.enumerated())`.
struct EnumeratedData: Sendable {
    /// `Array` and its parentheses, when wrapped.
    var arrayName: Int?
    var arrayOpen: Int?
    var arrayClose: Int?
    /// The base expression's tokens (`items`, `model.items`, `items.sorted()`).
    var baseFirst: Int
    var baseLast: Int
    /// The base as a member path, when it is one.
    var basePath: MemberPath?
    /// The `enumerated` identifier and the `)` that ends the call.
    var enumerated: Int
    var callClose: Int

    /// `.map { $0 }`, `.map({ $0 })` or `.map(\.self)` after `enumerated()`: the same copy as
    /// `Array(...)`, from its period through its last token.
    var mapCopy: (period: Int, last: Int)?

    var isWrapped: Bool { arrayName != nil || mapCopy != nil }

    /// How the copy is written, for messages.
    var copyText: String { mapCopy != nil ? ".map { $0 }" : "Array(...)" }

    /// The path whose elements the base's are: the base's own path, or the path before members that
    /// keep the elements (`scene.dialogues` of `scene.dialogues.prefix(4)`).
    func elementPath(_ file: SourceFile) -> MemberPath? {
        if let basePath { return basePath }
        guard var path = MemberPath.parse(file, at: baseFirst, through: baseLast), path.last < baseLast else { return nil }
        // The path runs on through the first member called (`prefix` of `dialogues.prefix(4)`): stop before it.
        if path.components.count > 1, TypeResolver.keepsElements.contains(file.text(path.last)) {
            path = MemberPath(components: Array(path.components.dropLast()))
        }
        return MemberPath.onlyMembers(TypeResolver.keepsElements, after: path.last, through: baseLast, in: file) ? path : nil
    }

    /// Recognizes the data tokens `first...last`.
    static func parse(_ file: SourceFile, _ first: Int, _ last: Int) -> EnumeratedData? {
        let t = file.tokens
        if file.isIdentifier(first, "Array"), first + 1 <= last, t[first + 1].kind == .leftParen,
           file.tree.match(first + 1) == last {
            let inner = file.arguments(of: first + 1)
            guard inner.count == 1, inner[0].label == nil, let f = inner[0].valueFirst, let l = inner[0].valueLast,
                  var data = parse(file, f, l), !data.isWrapped else { return nil }
            data.arrayName = first
            data.arrayOpen = first + 1
            data.arrayClose = last
            return data
        }
        if let period = identityMap(file, first, last), let before = file.previous(before: period), before >= first,
           var data = parse(file, first, before), !data.isWrapped {
            data.mapCopy = (period, last)
            return data
        }
        // `base . enumerated ( )` at the end.
        guard t[last].kind == .rightParen, let open = file.tree.match(last), open + 1 == last || file.next(after: open) == last,
              let name = file.previous(before: open), file.isIdentifier(name, "enumerated"),
              let period = file.previous(before: name), t[period].kind == .period,
              let baseLast = file.previous(before: period), baseLast >= first else { return nil }
        return EnumeratedData(arrayName: nil, arrayOpen: nil, arrayClose: nil, baseFirst: first, baseLast: baseLast,
                              basePath: MemberPath.exactly(file, first, baseLast) ?? MemberPath.coalescedToEmpty(file, first, baseLast),
                              enumerated: name, callClose: last)
    }

    /// The period of a trailing `.map { $0 }`, `.map({ $0 })` or `.map(\.self)` ending at `last`.
    static func identityMap(_ file: SourceFile, _ first: Int, _ last: Int) -> Int? {
        let t = file.tokens
        guard let open = file.tree.match(last), open > first else { return nil }
        var body: [Int]
        var name: Int?
        if t[last].kind == .rightBrace {
            body = (open + 1..<last).filter { !t[$0].kind.isTrivia }
            name = file.previous(before: open)
            if let n = name, t[n].kind == .leftParen { return nil }
        } else if t[last].kind == .rightParen {
            let inner = (open + 1..<last).filter { !t[$0].kind.isTrivia }
            if inner.count == 3, let member = file.keyPathMember(from: inner[0], through: inner[2]),
               file.isKeyword(member, "self") {
                body = []
            } else {
                guard inner.count == 3, t[inner[0]].kind == .leftBrace, t[inner[2]].kind == .rightBrace else { return nil }
                body = [inner[1]]
            }
            name = file.previous(before: open)
        } else {
            return nil
        }
        guard let n = name, file.isIdentifier(n, "map"), let period = file.previous(before: n), t[period].kind == .period,
              body.isEmpty || (body.count == 1 && file.tokenIs(body[0], "$0")) else { return nil }
        return period
    }
}
