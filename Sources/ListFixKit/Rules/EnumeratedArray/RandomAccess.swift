import SwiftTokens

/// Decides whether an expression is a RandomAccessCollection: an array (declared, or made by
/// `map`, `filter`, `compactMap`, `sorted`) or an integer range.
struct RandomAccess: Sendable {
    let resolver: TypeResolver
    var file: SourceFile { resolver.context.file }

    init(_ resolver: TypeResolver) { self.resolver = resolver }

    static let arrayMethods: Set<String> = ["map", "filter", "compactMap", "sorted", "flatMap", "reversed", "shuffled"]
    /// Methods whose result is a slice (`ArraySlice`, a `Range`), random-access where the receiver is.
    static let sliceMethods: Set<String> = ["dropFirst", "dropLast", "prefix", "suffix"]

    func isRandomAccess(first: Int, last: Int, depth: Int = 0) -> Bool {
        let t = file.tokens
        // `items.lazy.filter { … }.map { … }`: a lazy chain stays lazy, whatever its last call is.
        if (first...last).contains(where: { file.isIdentifier($0, "lazy") && file.previous(before: $0).map { t[$0].kind == .period } == true }) {
            return false
        }
        if let path = MemberPath.exactly(file, first, last) {
            if let type = resolver.type(of: path) {
                return TypeResolver.arrayElement(type) != nil || type == "Range<Int>" || type == "ClosedRange<Int>"
                    || isStandardArray(type)
            }
            // `let main = entries.filter { … }`: a local whose type is not written is what its value is.
            // (A closure's parameter names an element of its value, not the value.)
            guard depth < 3, first == last, t[first].kind == .identifier,
                  let local = DataOrigin.local(file.text(first), at: first, in: resolver.context),
                  t[local.keyword].kind != .leftBrace, let value = local.value else { return false }
            return isRandomAccess(first: value.first, last: value.last, depth: depth + 1)
        }
        // `Self.barWidths`: a static property of the type around.
        if file.isKeyword(first, "Self"), let period = file.next(after: first), t[period].kind == .period,
           let path = file.next(after: period).flatMap({ MemberPath.exactly(file, $0, last) }) {
            guard let type = resolver.type(ofNames: ["Self"] + path.componentTexts(file), at: first) else { return false }
            return TypeResolver.arrayElement(type) != nil || type == "Range<Int>" || type == "ClosedRange<Int>"
        }
        // `(storeList ?? [])`, with `storeList` declared an optional array: the array, or an empty one.
        if let path = MemberPath.coalescedToEmpty(file, first, last) {
            guard let type = resolver.type(of: path), type.hasSuffix("?") || type.hasSuffix("!") else { return false }
            return TypeResolver.arrayElement(String(type.dropLast())) != nil
        }
        // `(0..<n)` or `(1...count)`.
        if t[first].kind == .leftParen, file.tree.match(first) == last {
            let inner = file.children(of: first)
            guard let op = inner.first(where: { t[$0].kind == .operator && (file.tokenIs($0, "..<") || file.tokenIs($0, "...")) }),
                  let lower = inner.first, lower < op else { return false }
            return t[lower].kind == .integerLiteral || (inner.count == 3 && t[lower].kind == .identifier && resolver.typeOfName(file.text(lower), at: lower) == "Int")
        }
        // `items.map { ... }`, `items.sorted(by: ...)`: the result of an array-making method.
        var nameToken: Int?
        if t[last].kind == .rightBrace, let open = file.tree.match(last), let before = file.previous(before: open) {
            if t[before].kind == .identifier { nameToken = before }
            if t[before].kind == .rightParen, let o = file.tree.match(before), let n = file.previous(before: o),
               t[n].kind == .identifier { nameToken = n }
        } else if t[last].kind == .rightParen, let open = file.tree.match(last), let n = file.previous(before: open),
                  t[n].kind == .identifier {
            nameToken = n
        }
        // `items.dropFirst()`, `items.prefix(3)`: a slice of a random-access collection is one too.
        if let name = nameToken, RandomAccess.sliceMethods.contains(file.text(name)), t[last].kind == .rightParen,
           let period = file.previous(before: name), t[period].kind == .period, period > first,
           let receiverEnd = file.previous(before: period) {
            return isRandomAccess(first: first, last: receiverEnd, depth: depth)
        }
        // `Array(remaining.prefix(3))`: the standard array's initializer, where the project declares no
        // type of that name.
        if let name = nameToken, name == first, t[last].kind == .rightParen, isStandardArray(file.text(name)) { return true }
        // `chunk(items, size: 2)`: a function of this file, called bare, declared to return an array.
        if let name = nameToken, name == first, t[last].kind == .rightParen, let open = file.tree.match(last),
           returnsArray(name, arguments: file.arguments(of: open).count) { return true }
        guard let name = nameToken, RandomAccess.arrayMethods.contains(file.text(name)),
              let period = file.previous(before: name), t[period].kind == .period, period > first,
              let receiverEnd = file.previous(before: period) else { return false }
        // `lazy.map` is not an array.
        if file.isIdentifier(receiverEnd, "lazy") { return false }
        // A dictionary's or a set's `filter` keeps its kind: an array's only where the receiver is one. So
        // does `reversed()`, a reversed view of a collection (of a `String`'s, not random-access).
        if file.isIdentifier(name, "filter") || file.isIdentifier(name, "reversed") {
            return isRandomAccess(first: first, last: receiverEnd, depth: depth)
        }
        return true
    }

    /// Whether `type` is the name of the standard array, as a local made by its initializer is typed
    /// (`let shown = Array(images.prefix(3))`), where the project declares no type of that name.
    func isStandardArray(_ type: String) -> Bool {
        // (An extension of the standard array declares no type.)
        (type == "Array" || type == "ContiguousArray") && resolver.context.declarations.info(type)?.declared != true
    }

    /// Whether the type around the call `name` declares, in this file, one method of that name taking
    /// `arguments` parameters, and it is declared to return an array (`func chunk<T>(_ array: [T],
    /// size: Int) -> [[T]] {`), not a dictionary.
    func returnsArray(_ name: Int, arguments: Int) -> Bool {
        guard let declaration = resolver.context.methodDeclaration(named: file.text(name), calledAt: name, arguments: arguments),
              let arrow = declaration.arrow, let first = file.next(after: arrow), let last = file.previous(before: declaration.body),
              first <= last else { return false }
        return TypeResolver.arrayElement(file.text(tokens: first, through: last).filter { !$0.isWhitespace }) != nil
    }
}
