import SwiftTokens

/// Row data written as `X.enumerated()` or `Array(X.enumerated())`.
public struct EnumeratedData: Sendable {
    /// `Array` and its parentheses, when wrapped.
    public var arrayName: Int?
    public var arrayOpen: Int?
    public var arrayClose: Int?
    /// The base expression's tokens (`items`, `model.items`, `items.sorted()`).
    public var baseFirst: Int
    public var baseLast: Int
    /// The base as a member path, when it is one.
    public var basePath: MemberPath?
    /// The `enumerated` identifier and the `)` that ends the call.
    public var enumerated: Int
    public var callClose: Int

    public var isWrapped: Bool { arrayName != nil }

    /// Recognizes the data tokens `first...last`.
    public static func parse(_ file: SourceFile, _ first: Int, _ last: Int) -> EnumeratedData? {
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
        // `base . enumerated ( )` at the end.
        guard t[last].kind == .rightParen, let open = file.tree.match(last), open + 1 == last || file.next(after: open) == last,
              let name = file.previous(before: open), file.isIdentifier(name, "enumerated"),
              let period = file.previous(before: name), t[period].kind == .period,
              let baseLast = file.previous(before: period), baseLast >= first else { return nil }
        return EnumeratedData(arrayName: nil, arrayOpen: nil, arrayClose: nil, baseFirst: first, baseLast: baseLast,
                              basePath: MemberPath.exactly(file, first, baseLast), enumerated: name, callClose: last)
    }
}
