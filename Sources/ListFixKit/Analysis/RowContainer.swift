import SwiftTokens

/// The container whose rows a `ForEach` produces: found by walking out through the braces
/// that only pass rows on (`Section`, `Group`, another `ForEach`'s row, `if` and `switch`).
public enum RowContainer: Sendable, Equatable {
    /// `List`, `Form`, the lazy stacks and grids, `OutlineGroup` (the name's token): they ask for
    /// rows lazily, and a row whose view count varies makes them evaluate every row's body.
    case lazy(name: Int, horizontal: Bool)
    /// A stack, `Picker`, `Menu`, `TabView`, `Chart`, a modifier's closure, or any other call:
    /// it builds every row anyway, so a branching row costs nothing there.
    case eager
    /// The `ForEach` is the root of a `body`, a computed property or a function: its container
    /// is decided by a caller listfix does not follow.
    case unknown

    public var isLazy: Bool {
        if case .lazy = self { return true }
        return false
    }

    /// The container of the rows of the call named at token `name`.
    public static func of(callNamed name: Int, in file: SourceFile) -> RowContainer {
        switch rowsOwner(callNamed: name, in: file) {
        case .call(let callee)?:
            if isLazyVertical(file, callee) { return .lazy(name: callee, horizontal: false) }
            if file.tokenIs(callee, "LazyHStack") || file.tokenIs(callee, "LazyHGrid") { return .lazy(name: callee, horizontal: true) }
            return .eager
        case .modifier?:
            return .eager
        case nil:
            return .unknown
        }
    }

    /// What takes the rows of a call: the first call outward that does not only pass rows on (its
    /// name's token), or a modifier's closure (the modifier's name token).
    public enum RowsOwner: Sendable, Equatable {
        case call(Int)
        case modifier(Int)
    }

    /// The owner of the rows of the call named at token `name`, walking out through the braces that
    /// only pass rows on; nil at a declaration's body, an argument list or anything else.
    public static func rowsOwner(callNamed name: Int, in file: SourceFile) -> RowsOwner? {
        let t = file.tokens
        var scope = file.tree.enclosing(name)
        while let open = scope {
            // Rows inside `( )` or `[ ]` are an argument of something listfix does not know.
            guard t[open].kind == .leftBrace, let before = file.previous(before: open) else { return nil }
            switch owner(ofBrace: open, before: before, in: file) {
            case .call(let callee):
                if !isTransparent(file, callee) { return .call(callee) }
            case .branch:
                break
            case .modifier:
                // `.contextMenu {` or `.contextMenu(…) {`: the name before the closure or its arguments.
                let n = t[before].kind == .rightParen ? file.tree.match(before).flatMap { file.previous(before: $0) } : before
                return n.map { .modifier($0) }
            case .other:
                return nil
            }
            scope = file.tree.enclosing(open)
        }
        return nil
    }

    static func isLazyVertical(_ file: SourceFile, _ i: Int) -> Bool {
        file.tokenIs(i, "List") || file.tokenIs(i, "Form") || file.tokenIs(i, "LazyVStack") || file.tokenIs(i, "LazyVGrid")
            || file.tokenIs(i, "OutlineGroup")
    }

    /// Calls whose content closure passes its views on to the enclosing container.
    public static func isTransparent(_ file: SourceFile, _ i: Int) -> Bool {
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
                if let p = previous, t[p].kind == .colon || t[p].kind == .arrow || isDeclarationWord(file, p) {
                    return .other
                }
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
        let t = file.tokens
        var j = open
        var steps = 0
        while let p = file.previous(before: j), steps < 256 {
            steps += 1
            switch t[p].kind {
            case .leftBrace, .leftParen, .leftBracket, .semicolon, .rightBrace:
                return false
            case .rightParen, .rightBracket:
                guard let o = file.tree.match(p) else { return false }
                j = o
                continue
            case .keyword:
                if file.isKeyword(p, "if") || file.isKeyword(p, "switch") { return true }
                if file.isKeyword(p, "in") || file.isKeyword(p, "return") || file.isKeyword(p, "guard")
                    || file.isKeyword(p, "while") || file.isKeyword(p, "for") || file.isKeyword(p, "func") {
                    return false
                }
            default:
                break
            }
            j = p
        }
        return false
    }
}
