import SwiftTokens

/// How one file writes a member name. A `private` or `fileprivate` property can only be written
/// in its own file, so this, not the project's writes of any member of that name, says whether it
/// changes. Found by one search of the file's tokens per name asked, kept for the file.
final class FileWrites: FileAnalysis {
    /// How a name is written: not at all, only by appending or replacing elements in place, only
    /// by filling it from empty when its view appears, only by assigning it a new value as a whole,
    /// or in a way that can move its elements in place.
    enum Kind { case none, inPlace, filledOnAppear, replaced, moves }

    private let file: SourceFile
    private var known: [String: Kind] = [:]

    init(_ context: RuleContext) {
        file = context.file
    }

    func kind(_ name: String) -> Kind {
        if let kind = known[name] { return kind }
        let kind = search(Array(name.utf8))
        known[name] = kind
        return kind
    }

    /// `name = …`, `x.name = …`, `name[i] = …`, `&name`, `$name`, `name.append(…)`, `name.removeAll { … }`,
    /// outside initializers and declarations.
    private func search(_ name: [UInt8]) -> Kind {
        let t = file.tokens
        var found = Kind.none
        var startsEmpty = false
        var fills = 0
        for i in t.indices where t[i].kind == .identifier && found != .moves {
            let length = t[i].length
            let start = t[i].start
            let binding = length == name.count + 1 && file.bytes[start] == 0x24
            guard length == name.count || binding else { continue }
            guard file.bytes[(binding ? start + 1 : start)..<t[i].end].elementsEqual(name) else { continue }
            if let p = file.previous(before: i), file.isKeyword(p, "var") || file.isKeyword(p, "let") {
                // Only a wrapped property's declaration (`@State private var items = []`), not a local
                // of the same name in a function.
                startsEmpty = startsEmpty || (Self.isWrapped(file, declaredBy: p) && Self.startsEmpty(file, declaring: i))
                continue
            }
            // `$items` hands the whole array to a control; `$items[i]` one element. Handed to another view
            // (`Editor(items: $items)`), that view's own writes decide (`Declarations.isMovedByReceiver`).
            let write = binding
                ? (file.next(after: i).map { t[$0].kind == .leftBracket } == true ? Kind.inPlace
                    : AssignedNames.handedToView(file, at: i) ? .none : .moves)
                : kind(ofUseAt: i)
            if write != .none, !AssignedNames.inInitializer(file, i) {
                found = max(found, write)
                if write == .filledOnAppear { fills += 1 }
            }
        }
        // Filled when the view appears from a value that was not empty, or filled twice (a cached
        // value first, then a fetched one): the second replaces rows already shown.
        return found == .filledOnAppear && (!startsEmpty || fills > 1) ? .replaced : found
    }

    /// What the use of the name at token `i` writes.
    private func kind(ofUseAt i: Int) -> Kind {
        let t = file.tokens
        if let p = file.previous(before: i), t[p].kind == .operator, file.tokenIs(p, "&") { return .moves }
        guard var j = file.next(after: i) else { return .none }
        // `items?.remove(at:)`: the optional's value is written.
        if AssignedNames.isUnwrap(file, j), let n = file.next(after: j) { j = n }
        var subscripted = false
        // `items[i] = …`, and `items[i][k] = …`, which changes the element `items[i]` in place.
        while t[j].kind == .leftBracket, let close = file.tree.match(j), let n = file.next(after: close) {
            subscripted = true
            j = n
        }
        if t[j].kind == .operator, AssignedNames.isAssignment(file, j) {
            if !subscripted { return Self.runsOnAppear(file, i) && file.tokenIs(j, "=") ? .filledOnAppear : .replaced }
            return AssignedNames.isElementWrite(file, j) ? .inPlace : .moves
        }
        guard !subscripted, t[j].kind == .period, let method = file.next(after: j), let call = file.next(after: method),
              t[call].kind == .leftParen || t[call].kind == .leftBrace else { return .none }
        if file.tokenIs(method, "append") { return .inPlace }
        if AssignedNames.empties(file, method: method) { return .replaced }
        return AssignedNames.isMovingMethod(file, method) ? .moves : .none
    }
}

extension FileWrites {
    /// Whether the `var` or `let` at `keyword` has an attribute before it (`@State private var`): a
    /// property wrapper, which a local declaration seldom has.
    static func isWrapped(_ file: SourceFile, declaredBy keyword: Int) -> Bool {
        var j = file.previous(before: keyword)
        var steps = 0
        while let p = j, steps < 8 {
            steps += 1
            if file.tokens[p].kind == .attribute { return true }
            // `private(set)`
            if file.tokens[p].kind == .rightParen, let open = file.tree.match(p) {
                j = file.previous(before: open)
                continue
            }
            guard DeclarationScanner.isModifier(file, p) else { return false }
            j = file.previous(before: p)
        }
        return false
    }

    /// `var name: [T] = []` or `= [T]()` at the declared name `i`: rows start with nothing to show.
    static func startsEmpty(_ file: SourceFile, declaring i: Int) -> Bool {
        let t = file.tokens
        var j = file.next(after: i)
        var steps = 0
        while let k = j, steps < 16, !(t[k].kind == .operator && file.tokenIs(k, "=")) {
            if t[k].kind == .leftBrace || t[k].kind == .semicolon || t[k].kind == .newline { return false }
            j = file.next(after: k)
            steps += 1
        }
        guard let k = j, t[k].kind == .operator, let open = file.next(after: k), t[open].kind == .leftBracket,
              let close = file.tree.match(open), let after = file.next(after: close) else { return false }
        if file.next(after: open) == close { return true }
        // `[T]()`
        guard t[after].kind == .leftParen, let end = file.tree.match(after) else { return false }
        return file.next(after: after) == end
    }

    /// Whether the statement at `i` runs only when its view appears: in `.onAppear { … }` or a
    /// `.task { … }` with no `id` (which reruns whenever the id changes, while the rows are shown),
    /// directly or through `Task { … }`, `do { … }`, `withAnimation { … }` or a hop to the main
    /// queue. Any other closure (a publisher's sink, a completion handler) can run again later.
    static func runsOnAppear(_ file: SourceFile, _ i: Int) -> Bool {
        let t = file.tokens
        var scope = file.tree.enclosing(i)
        var steps = 0
        while let open = scope, t[open].kind == .leftBrace, steps < 6, let before = file.previous(before: open) {
            steps += 1
            if let name = appearModifier(file, calledBy: before) { return name }
            // `.onAppear(perform: { … })`
            if t[before].kind == .colon, let label = file.previous(before: before), file.tokenIs(label, "perform"),
               let paren = file.tree.enclosing(open), t[paren].kind == .leftParen, let callee = file.previous(before: paren) {
                return file.tokenIs(callee, "onAppear") && file.isMemberName(callee)
            }
            let passes: Bool
            if t[before].kind == .rightParen, let paren = file.tree.match(before), let callee = file.previous(before: paren) {
                passes = file.tokenIs(callee, "withAnimation") || file.tokenIs(callee, "Task") || file.tokenIs(callee, "async")
            } else {
                passes = file.isKeyword(before, "do") || file.tokenIs(before, "Task") || file.tokenIs(before, "withAnimation")
                    || (file.tokenIs(before, "async") && file.isMemberName(before)) || (file.tokenIs(before, "run") && file.isMemberName(before))
            }
            guard passes else { return false }
            scope = file.tree.enclosing(open)
        }
        return false
    }

    /// For the token before a closure's `{`: true for `.onAppear` and `.task` with no `id`, false for
    /// another `.task(…)`, nil for anything else.
    private static func appearModifier(_ file: SourceFile, calledBy before: Int) -> Bool? {
        let t = file.tokens
        if t[before].kind == .identifier, file.tokenIs(before, "onAppear") || file.tokenIs(before, "task") {
            return file.isMemberName(before) ? true : nil
        }
        guard t[before].kind == .rightParen, let paren = file.tree.match(before), let callee = file.previous(before: paren),
              file.tokenIs(callee, "task") || file.tokenIs(callee, "onAppear"), file.isMemberName(callee) else { return nil }
        return !file.arguments(of: paren).contains { $0.label.map { file.tokenIs($0, "id") } == true }
    }
}

extension FileWrites.Kind: Comparable {
    static func < (a: Self, b: Self) -> Bool {
        func rank(_ k: Self) -> Int {
            switch k { case .none: 0; case .inPlace: 1; case .filledOnAppear: 2; case .replaced: 3; case .moves: 4 }
        }
        return rank(a) < rank(b)
    }
}
