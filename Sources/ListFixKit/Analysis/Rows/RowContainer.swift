import SwiftTokens

/// The container whose rows a `ForEach` produces: found by walking out through the braces
/// that only pass rows on (`Section`, `Group`, another `ForEach`'s row, `if` and `switch`).
enum RowContainer: Sendable, Equatable {
    /// `List`, `Form`, the lazy stacks and grids, `OutlineGroup` (the name's token): they ask for
    /// rows lazily, and a row whose view count varies makes them evaluate every row's body.
    case lazy(name: Int, horizontal: Bool)
    /// A stack, `Picker`, `Menu`, `TabView`, `Chart`, a modifier's closure, or any other call:
    /// it builds every row anyway, so a branching row costs nothing there.
    case eager
    /// The `ForEach` is the root of a `body`, a computed property or a function: its container
    /// is decided by a caller listfix does not follow.
    case unknown

    /// The container of the rows of the call named at token `name`.
    static func of(callNamed name: Int, in file: SourceFile) -> RowContainer {
        of(walk(from: name, in: file, depth: 0), in: file)
    }

    /// The container a walk out from a call's rows ended at.
    static func of(_ walk: Walk, in file: SourceFile) -> RowContainer {
        switch walk {
        case .owner(.call(let callee)):
            if isLazyVertical(file, callee) { return .lazy(name: callee, horizontal: false) }
            if file.tokenIs(callee, "LazyHStack") || file.tokenIs(callee, "LazyHGrid") { return .lazy(name: callee, horizontal: true) }
            return .eager
        case .owner(.modifier):
            return .eager
        case .body, .shared, .none:
            return .unknown
        }
    }

    /// What takes the rows of a call: the first call outward that does not only pass rows on (its
    /// name's token), or a modifier's closure (the modifier's name token).
    enum RowsOwner: Sendable, Equatable {
        case call(Int)
        case modifier(Int)
    }

    /// The owner of the rows of the call named at token `name`, walking out through the braces that
    /// only pass rows on, and from a view property or method's body (`var rows: some View { ForEach … }`)
    /// to the one place in the file that uses it; nil at `body`, an argument list or anything else.
    static func rowsOwner(callNamed name: Int, in file: SourceFile) -> RowsOwner? {
        if case .owner(let owner) = walk(from: name, in: file, depth: 0) { return owner }
        return nil
    }

    /// Where the walk out from a call's rows ends.
    enum Walk {
        case owner(RowsOwner)
        /// A type's `var body` (its `{`).
        case body(Int)
        /// A view property or method (its name's token) that this file uses in several places: its
        /// rows are in each of their containers.
        case shared(Int)
        case none
    }

    static func walk(from token: Int, in file: SourceFile, depth: Int) -> Walk {
        let t = file.tokens
        var scope = file.tree.enclosing(token)
        while let open = scope {
            // Rows inside `( )` or `[ ]` are an argument of something listfix does not know.
            guard t[open].kind == .leftBrace, let before = file.previous(before: open) else { return .none }
            switch owner(ofBrace: open, before: before, in: file) {
            case .call(let callee):
                if !isTransparent(file, callee) { return .owner(.call(callee)) }
            case .branch:
                break
            case .modifier:
                // `.contextMenu {` or `.contextMenu(…) {`: the name before the closure or its arguments.
                let n = t[before].kind == .rightParen ? file.tree.match(before).flatMap { file.previous(before: $0) } : before
                return n.map { .owner(.modifier($0)) } ?? .none
            case .other:
                guard let declared = declaredName(ofBody: open, in: file) else { return .none }
                if file.tokenIs(declared, "body") { return .body(open) }
                // A helper's rows are in the container its one caller puts them in.
                guard depth < 3 else { return .none }
                let found = uses(of: declared, in: file, upTo: 2)
                if found.count > 1 { return .shared(declared) }
                guard let use = found.first else { return .none }
                return walk(from: use, in: file, depth: depth + 1)
            }
            scope = file.tree.enclosing(open)
        }
        return .none
    }

    /// The name token of the property or method whose body opens at `open` (`var history: some
    /// View {`, `func section(_ s: S) -> some View {`); nil for a body of anything else.
    static func declaredName(ofBody open: Int, in file: SourceFile) -> Int? {
        let t = file.tokens
        var j = file.previous(before: open)
        var steps = 0
        while let k = j, steps < 24 {
            steps += 1
            if t[k].kind == .leftBrace || t[k].kind == .rightBrace || t[k].kind == .semicolon { return nil }
            if t[k].kind == .rightParen || t[k].kind == .rightBracket {
                j = file.tree.match(k).flatMap { file.previous(before: $0) }
                continue
            }
            if file.isKeyword(k, "var") || file.isKeyword(k, "func") {
                guard let name = file.next(after: k), t[name].kind == .identifier else { return nil }
                return name
            }
            j = file.previous(before: k)
        }
        return nil
    }

    /// The one token of this file that uses the view property or method declared at `name`; nil
    /// when it is used nowhere or more than once here.
    static func singleUse(of name: Int, in file: SourceFile) -> Int? {
        let found = uses(of: name, in: file, upTo: 2)
        return found.count == 1 ? found[0] : nil
    }

    /// The tokens of this file that use the view property or method declared at `name`, at most
    /// `limit` of them.
    static func uses(of name: Int, in file: SourceFile, upTo limit: Int) -> [Int] {
        let t = file.tokens
        var found: [Int] = []
        // The tokens spelled as the name, in place: the loop visits every token of the file, and rules
        // ask it for every `ForEach` in a view member. Lengths first: most names differ in length.
        let spelled: [Int] = t.withUnsafeTokens { u in
            file.bytes.withUnsafeBufferPointer { b in
                let start = u[name].start, length = u[name].length
                var out: [Int] = []
                for i in 0..<u.count {
                    let token = u[i]
                    guard token.length == length, i != name, token.kind == .identifier else { continue }
                    let other = token.start
                    var k = 0
                    while k < length && b[other + k] == b[start + k] { k += 1 }
                    if k == length { out.append(i) }
                }
                return out
            }
        }
        for i in spelled {
            // `self.name` is a use; `other.name` is another type's member, `name:` a label.
            if let p = file.previous(before: i), t[p].kind == .period,
               !(file.previous(before: p).map { file.isKeyword($0, "self") } ?? false) { continue }
            if let n = file.next(after: i), t[n].kind == .colon { continue }
            if let p = file.previous(before: i), file.isKeyword(p, "var") || file.isKeyword(p, "func") || file.isKeyword(p, "let") { continue }
            found.append(i)
            if found.count == limit { break }
        }
        return found
    }

    /// `(alignment: .leading, spacing: 12)` of a lazy stack's call, as written; "" without them.
    static func layoutArguments(_ file: SourceFile, _ name: Int) -> String {
        guard let open = file.next(after: name), file.tokens[open].kind == .leftParen else { return "" }
        let kept = file.arguments(of: open).compactMap { argument -> String? in
            guard let label = argument.label, file.tokenIs(label, "alignment") || file.tokenIs(label, "spacing"),
                  let last = argument.valueLast else { return nil }
            return file.text(tokens: label, through: last)
        }
        return kept.isEmpty ? "" : "(" + kept.joined(separator: ", ") + ")"
    }

    static func isLazyVertical(_ file: SourceFile, _ i: Int) -> Bool {
        file.tokenIs(i, "List") || file.tokenIs(i, "Form") || file.tokenIs(i, "LazyVStack") || file.tokenIs(i, "LazyVGrid")
            || file.tokenIs(i, "OutlineGroup")
    }

    /// Calls whose content closure passes its views on to the enclosing container.
    static func isTransparent(_ file: SourceFile, _ i: Int) -> Bool {
        file.tokenIs(i, "Section") || file.tokenIs(i, "Group") || file.tokenIs(i, "ForEach")
    }

    enum BraceOwner {
        /// The first trailing closure of `Name {` or `Name(...) {` (the name's token).
        case call(Int)
        /// The body of an `if`, `else` or `switch` in a view builder.
        case branch
        /// The closure of `.modifier {` or `.modifier(...) {`.
        case modifier
        /// A declaration's body, a labeled trailing closure (`header:`), or anything else.
        case other
    }

    static func owner(ofBrace open: Int, before: Int, in file: SourceFile) -> BraceOwner {
        let t = file.tokens
        if file.isKeyword(before, "else") { return .branch }
        var nameToken: Int?
        if t[before].kind == .identifier {
            nameToken = before
        } else if t[before].kind == .rightParen, let o = file.tree.match(before), let n = file.previous(before: o),
                  t[n].kind == .identifier, !file.lineBreakBetween(n, o) {
            nameToken = n
        }
        if let n = nameToken {
            let previous = file.previous(before: n)
            if let p = previous, t[p].kind == .period {
                // `.toolbar {`, or the end of a condition such as `if scope == .all {`.
                return isBranchBody(open, in: file) ? .branch : .modifier
            }
            let first = file.bytes[t[n].start]
            if first >= 0x41 && first <= 0x5A {
                // `struct X {`, `var body: some View {` and `-> some View {` are declarations, not calls.
                // A `case .full:` label ends its line; the call starts the next (`VStack(spacing: 0) {`).
                if let p = previous, (t[p].kind == .colon && !file.lineBreakBetween(p, n)) || t[p].kind == .arrow || isDeclarationWord(file, p) {
                    return .other
                }
                // `if let items = Binding($items) {`: a condition's value, not a call with a trailing closure.
                if let p = previous, t[p].kind == .operator, file.tokenIs(p, "="), isBranchBody(open, in: file) { return .branch }
                return .call(n)
            }
        }
        return isBranchBody(open, in: file) ? .branch : .other
    }

    static func isDeclarationWord(_ file: SourceFile, _ i: Int) -> Bool {
        file.tokenIs(i, "some") || file.tokenIs(i, "any") || file.tokenIs(i, "struct") || file.tokenIs(i, "class")
            || file.tokenIs(i, "enum") || file.tokenIs(i, "extension") || file.tokenIs(i, "actor") || file.tokenIs(i, "protocol")
    }

    /// Whether the brace opens the body of `if condition {` or `switch value {`: walking back
    /// over the condition (brackets skipped whole) reaches the keyword before the statement's
    /// start. Bounded, so that a file of many such braces stays linear.
    static func isBranchBody(_ open: Int, in file: SourceFile) -> Bool {
        file.keywordDecides(before: open, limit: 256) { p in
            if file.isKeyword(p, "if") || file.isKeyword(p, "switch") { return true }
            if file.isKeyword(p, "in") || file.isKeyword(p, "return") || file.isKeyword(p, "guard")
                || file.isKeyword(p, "while") || file.isKeyword(p, "for") || file.isKeyword(p, "func") {
                return false
            }
            return nil
        }
    }
}
