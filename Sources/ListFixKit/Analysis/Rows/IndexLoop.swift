import SwiftTokens

/// `ForEach(X.indices, id: \.self) { i in ... }` and its range spellings, with how the row
/// uses the index.
struct IndexLoop: Sendable {
    var call: RowsCall
    /// X, the collection whose indices are iterated.
    var collection: MemberPath
    var dataFirst: TokenIndex
    var dataLast: TokenIndex
    /// The `{` of the row closure.
    var closure: TokenIndex
    var signature: ClosureSignature?
    /// The index parameter's token; nil for a `$0` closure.
    var parameter: TokenIndex?
    var indexName: String
    var usage: Usage
    /// `X.indices.reversed()`: the rows run backwards.
    var reversed = false

    /// One use of the index in the row.
    enum Use: Sendable, Equatable {
        /// `X[i]`: the tokens from the path's first token through `]`.
        case element(first: Int, last: Int)
        /// `$X[i]`.
        case binding(first: Int, last: Int)
        /// `Y[i]` or `$Y[i]` for another collection Y, or a subscript of something that is not a path.
        case other(OtherSubscript)
        /// Anything else: `i + 1`, `i == selection`, `remove(at: i)`.
        case standalone(Int)
    }

    /// The index subscripting something other than X.
    struct OtherSubscript: Sendable, Equatable {
        /// Y as written (`filtered`, `model.items`); nil when the subscripted value is not a
        /// path (`load()[i]`, `x?[i]`).
        var collection: String?
        /// Written `$Y[i]`: a binding into Y.
        var isBinding: Bool
        /// The tokens from Y's first through `]`.
        var first: TokenIndex
        var last: TokenIndex
    }

    struct Usage: Sendable {
        var uses: [Use] = []
        /// A closure inside the row declares a parameter with the index's name.
        var shadowed = false
        /// The element paths the row writes through the index (`X[i].show`, `X[i].toggle()`).
        var writes: [IndexWrite.Write] = []
        var hasBinding: Bool { uses.contains { if case .binding = $0 { return true } else { return false } } }
        var hasStandalone: Bool { uses.contains { if case .standalone = $0 { return true } else { return false } } }
        var others: [OtherSubscript] { uses.compactMap { if case .other(let o) = $0 { return o } else { return nil } } }
    }

    /// Whether the row tags a view with the index (`.tag(i)`): a `Picker` or `TabView` selection
    /// that means the position itself.
    func isTagged(_ file: SourceFile) -> Bool {
        usage.uses.contains { use in
            guard case .standalone(let j) = use, let open = file.tree.enclosing(j), file.tokens[open].kind == .leftParen,
                  let name = file.previous(before: open), file.isIdentifier(name, "tag"),
                  let period = file.previous(before: name), file.tokens[period].kind == .period else { return false }
            return file.arguments(of: open).count == 1
        }
    }

    /// Whether the row uses the index only as a number and never reads X through it
    /// (`CGFloat(index)` in a story's progress bar, `index + 1` as a label): each row is its position,
    /// and keyed by element ids the same rows would show.
    func usesIndexOnlyAsNumber(_ file: SourceFile) -> Bool {
        usage.hasStandalone && usage.writes.isEmpty && standaloneUsesAreNumbers(file)
            && usage.uses.allSatisfy { if case .standalone = $0 { return true } else { return false } }
    }

    /// Whether every use of the index on its own is as a number (`index == current`, `index + 1`,
    /// `"\(index)"`): computed with the body, such a use keeps no position past it, as reading `X[i]`
    /// keeps none. Not a position handed to a method that changes X (`X.insert(b, at: index + 1)`).
    func standaloneUsesAreNumbers(_ file: SourceFile) -> Bool {
        let text = collection.text(file)
        return usage.uses.allSatisfy { use in
            guard case .standalone(let j) = use else { return true }
            return IndexLoop.isNumber(file, j, inside: closure) && !IndexLoop.changes(file, text, at: j)
        }
    }

    /// Numeric conversions and functions of numbers: the index inside one is a number, whatever the
    /// row makes of it.
    static let numberFunctions: Set<String> = ["CGFloat", "Double", "Float", "Int", "Int64", "Int32", "UInt", "TimeInterval",
                                               "String", "min", "max", "abs"]

    /// Types a number given to is shown or drawn, not used to find data again: an index handed to any
    /// other type (a project's row view, `NumberedBlock(number: index + 1)`) may be read back into X.
    static let valueTypes: Set<String> = ["Text", "Color", "Angle", "CGSize", "CGPoint", "CGRect", "EdgeInsets", "UnitPoint",
                                          "LocalizedStringKey", "Font"]

    /// Whether the name at `j`, in the row closure at `closure`, is used as a number: an operand of
    /// arithmetic or a comparison (`i + 1`, `i == selected`), the receiver of a member
    /// (`i.isMultiple(of: 2)`), the content of an interpolation (`"\(i)"`), or an argument of a
    /// numeric conversion or function (`CGFloat(i)`, `min(i, 3)`); and not a subscript of anything,
    /// nor inside the arguments of a type other than a shown value's.
    static func isNumber(_ file: SourceFile, _ j: Int, inside closure: Int) -> Bool {
        let t = file.tokens
        // `items[index + 1]`, `items[Int(index)]` read a collection through it; `Row(number: index + 1)`
        // hands it on.
        var scope = file.tree.enclosing(j)
        while let open = scope, open > closure {
            if t[open].kind == .leftBracket { return false }
            if t[open].kind == .leftParen, let callee = file.previous(before: open), t[callee].kind == .identifier,
               DeclarationScanner.isUppercaseStart(file, callee),
               !numberFunctions.contains(file.text(callee)), !valueTypes.contains(file.text(callee)) { return false }
            scope = file.tree.enclosing(open)
        }
        func isArithmetic(_ k: Int?) -> Bool {
            guard let k, t[k].kind == .operator else { return false }
            let op = file.text(k)
            return op != "=" && !op.hasSuffix("=") || ["==", "!=", "<=", ">="].contains(op)
        }
        guard let before = file.previous(before: j), let after = file.next(after: j) else { return false }
        if isArithmetic(before) || isArithmetic(after) { return true }
        if t[after].kind == .period { return true }
        if t[before].kind == .interpolationOpen, t[after].kind == .rightParen { return true }
        guard t[before].kind == .leftParen || t[before].kind == .comma, t[after].kind == .rightParen || t[after].kind == .comma,
              let open = file.tree.enclosing(j), t[open].kind == .leftParen,
              let callee = file.previous(before: open), t[callee].kind == .identifier else { return false }
        return numberFunctions.contains(file.text(callee))
    }

    /// Whether the name at `j` is the one argument of an `.id(…)` modifier.
    static func isExplicitID(_ file: SourceFile, _ j: Int) -> Bool {
        guard let open = file.previous(before: j), file.tokens[open].kind == .leftParen, let close = file.next(after: j),
              file.tree.match(open) == close, let name = file.previous(before: open), file.isIdentifier(name, "id"),
              let period = file.previous(before: name) else { return false }
        return file.tokens[period].kind == .period
    }

    /// Whether the row changes X by the index itself: `X.remove(at: i)`, `X.insert(x, at: i)`,
    /// `X.swapAt(i, j)` (a method of `MutatingMethods`), which acts on whatever element stands at
    /// that position when it runs.
    func changesByIndex(_ file: SourceFile) -> Bool {
        let text = collection.text(file)
        return usage.uses.contains { use in
            guard case .standalone(let j) = use else { return false }
            return IndexLoop.changes(file, text, at: j) || IndexLoop.changesThroughMethod(file, text, argument: j, depth: 2)
        }
    }

    /// Whether the write through the index is made in the row's tap action and nothing later
    /// (`Button { X[i].isSelected.toggle() }`, inside `withAnimation` too): run when tapped, on the
    /// indices of the last body, it keeps no index.
    func writesAtOnceInTap(_ file: SourceFile, _ write: IndexWrite.Write) -> Bool {
        // The first brace around the write is the tap's own (or `withAnimation`'s in it); the braces
        // outside it are the row's views.
        var scope = file.tree.enclosing(write.at)
        while let open = scope, open != closure {
            if file.tokens[open].kind == .leftBrace {
                return PositionKeyedRows.isTapAction(open, in: file)
            }
            scope = file.tree.enclosing(open)
        }
        return false
    }

    /// Whether the index at `j` removes or inserts in the data itself (`items.remove(at: i)`), in the
    /// row's tap action and no brace inside it: run when tapped, on the indices of the last body.
    func changesAtOnceInTap(_ file: SourceFile, at j: Int) -> Bool {
        guard IndexLoop.changes(file, collection.text(file), at: j), let paren = file.tree.enclosing(j),
              let brace = file.tree.enclosing(paren), brace > closure else { return false }
        return PositionKeyedRows.isTapAction(brace, in: file)
    }

    /// Whether the index at `j` is an argument of a method that changes `text` (`items.remove(at: i)`).
    static func changes(_ file: SourceFile, _ text: String, at j: Int) -> Bool {
        guard let open = file.tree.enclosing(j), file.tokens[open].kind == .leftParen,
              let method = file.previous(before: open), file.tokens[method].kind == .identifier,
              let changes = MutatingMethods.changes(file, method: method), changes.shifts,
              let period = file.previous(before: method), file.tokens[period].kind == .period,
              let receiverLast = file.previous(before: period) else { return false }
        // The receiver as written, back to the start of its path (`model.items`, `self.items`).
        var receiverFirst = receiverLast
        while let dot = file.previous(before: receiverFirst), file.tokens[dot].kind == .period,
              let p = file.previous(before: dot), file.tokens[p].kind == .identifier || file.isKeyword(p, "self") {
            receiverFirst = p
        }
        func plain(_ path: String) -> Substring { path.hasPrefix("self.") ? path.dropFirst(5) : path[...] }
        return plain(file.text(tokens: receiverFirst, through: receiverLast)) == plain(text)
    }

    /// Whether the index at `j` is a whole argument of a method declared in this file
    /// (`colorShape(for: c, index: i)`) whose body changes `text` at that parameter, directly or
    /// through another such method (`removeColor(at: index)`), up to `depth` calls deep.
    static func changesThroughMethod(_ file: SourceFile, _ text: String, argument j: Int, depth: Int) -> Bool {
        throughMethod(file, argument: j, depth: depth) { changes(file, text, at: $0) }
    }

    /// Whether the row hands its index to a method of the view (`itemCard(index: index)`) whose
    /// body writes `text` at it, or binds it, in place or in a closure that runs later
    /// (`Binding(get: { items[index] }, set: { items[index] = $0 })`, `items[index].done = true`):
    /// the index is kept past the body as surely as a binding in the row itself.
    func writesThroughMethod(_ file: SourceFile) -> Bool {
        let text = collection.text(file)
        return usage.uses.contains { use in
            guard case .standalone(let j) = use else { return false }
            return IndexLoop.throughMethod(file, argument: j, depth: 2) { IndexLoop.writes(file, text, at: $0) }
        }
    }

    /// Whether the name at `j` is the index of a write to `text` (`text[j] = …`, `text[j].x = …`).
    static func writes(_ file: SourceFile, _ text: String, at j: Int) -> Bool {
        let t = file.tokens
        guard let open = file.tree.enclosing(j), t[open].kind == .leftBracket, let close = file.tree.match(open),
              file.previous(before: j) == open, file.next(after: j) == close,
              let base = file.previous(before: open), t[base].kind == .identifier else { return false }
        var first = base
        while let dot = file.previous(before: first), t[dot].kind == .period,
              let p = file.previous(before: dot), t[p].kind == .identifier || file.isKeyword(p, "self") {
            first = p
        }
        func plain(_ path: String) -> Substring { path.hasPrefix("self.") ? path.dropFirst(5) : path[...] }
        guard plain(file.text(tokens: first, through: base)) == plain(text) else { return false }
        return IndexWrite.written(file, base: base, close: close)?.isCertain == true
    }

    /// Whether the index at `j` is a whole argument of a method declared in this file, and `test`
    /// holds at a use of the parameter it binds in that method's body, directly or through another
    /// such method, up to `depth` calls deep.
    static func throughMethod(_ file: SourceFile, argument j: Int, depth: Int, _ test: (Int) -> Bool) -> Bool {
        let t = file.tokens
        guard depth > 0, let open = file.tree.enclosing(j), t[open].kind == .leftParen,
              let name = file.previous(before: open), name == open - 1, t[name].kind == .identifier,
              !(0x41...0x5A).contains(file.bytes[t[name].start]) else { return false }
        // A method of the view itself, not another value's (`model.remove(at: i)` is `changes`' question).
        if let p = file.previous(before: name), t[p].kind == .period,
           !(file.previous(before: p).map { file.isKeyword($0, "self") } ?? false) { return false }
        let arguments = file.arguments(of: open)
        guard let position = arguments.firstIndex(where: { $0.valueFirst == j && $0.valueLast == j }) else { return false }
        let label = arguments[position].label.map { file.text($0) }
        let method = file.text(name)
        for f in t.indices where t[f].kind == .keyword && file.tokenIs(f, "func") {
            guard let n = file.next(after: f), file.tokenIs(n, method),
                  let k = DeclarationScanner.functionSignature(file, name: n, limit: t.count).body, let end = file.tree.match(k),
                  let parameters = file.functionParameters(ofBody: k) else { continue }
            // The parameter the argument binds: by its label (`index:` binds `index i` or `index`), or, unlabeled,
            // the one at its position declared `_ name`.
            let bound = parameters.enumerated().first { offset, inner in
                let external = file.previous(before: inner).flatMap { p in t[p].kind == .identifier || file.isKeyword(p, "_") ? p : nil }
                guard let label else { return offset == position && external.map { file.tokenIs($0, "_") } == true }
                return external.map { file.tokenIs($0, label) } ?? file.tokenIs(inner, label)
            }
            guard let (_, parameter) = bound, case let name = file.text(parameter) else { continue }
            for use in (k + 1)..<end where t[use].kind == .identifier && file.tokenIs(use, name) && file.isReference(use) {
                if test(use) || throughMethod(file, argument: use, depth: depth - 1, test) { return true }
            }
        }
        return false
    }

    /// Whether the row hands the index on its own to a view of the project together with a binding
    /// of X's root (`Handle(gradient: $gradient, index: i)`), and the project declares that view
    /// with `@State`: it can write X through the index, keeps the index for as long as its row
    /// lives, and its state stays with the position. A view listfix cannot read proves nothing.
    func handsIndexWithBinding(_ file: SourceFile, _ declarations: Declarations) -> Bool {
        guard let root = collection.names(file).first(where: { $0 != "self" }) else { return false }
        let binding = "$" + root
        return usage.uses.contains { use in
            guard case .standalone(let j) = use, let open = file.tree.enclosing(j), file.tokens[open].kind == .leftParen,
                  let callee = file.previous(before: open), WriteSyntax.isProjectViewInitializer(file, callee),
                  let view = declarations.info(file.text(callee)), view.declared,
                  view.properties.contains(where: { $0.wrapper == "State" }) else { return false }
            return file.arguments(of: open).contains { argument in
                guard let first = argument.valueFirst else { return false }
                return file.tokenIs(first, binding)
            }
        }
    }

    static func all(in context: RuleContext) -> [IndexLoop] {
        context.calls.compactMap { IndexLoop(file: context.file, call: $0) }
    }

    init?(file: SourceFile, call: RowsCall) {
        guard call.kind != .table, let (first, last) = call.dataTokens(file), let closure = call.content else { return nil }
        var indicesLast = last
        // `X.indices.reversed()`
        if file.tokens[last].kind == .rightParen, let open = file.tree.match(last), file.next(after: open) == last,
           let name = file.previous(before: open), file.isIdentifier(name, "reversed"),
           let period = file.previous(before: name), file.tokens[period].kind == .period,
           let before = file.previous(before: period), file.isIdentifier(before, "indices") {
            indicesLast = before
            reversed = true
        }
        guard let collection = IndexLoop.indexedCollection(file, first, indicesLast),
              !reversed || file.isIdentifier(indicesLast, "indices") else { return nil }
        if let id = call.id {
            guard let member = file.keyPathMember(of: id), file.isKeyword(member, "self") else { return nil }
        }
        self.call = call
        self.collection = collection
        dataFirst = first
        dataLast = last
        self.closure = closure
        signature = file.closureSignature(of: closure)
        if let signature {
            guard signature.parameters.count == 1 else { return nil }
            parameter = signature.parameters[0]
            indexName = file.text(signature.parameters[0])
        } else {
            parameter = nil
            indexName = "$0"
        }
        usage = IndexLoop.usage(file, closure: closure, start: file.closureBodyStart(of: closure), index: indexName,
                                collection: collection.names(file))
    }

    /// X from `X.indices`, `Array(X.indices)`, `0..<X.count`, `0...X.count - 1`, `X.startIndex..<X.endIndex`.
    static func indexedCollection(_ file: SourceFile, _ first: Int, _ last: Int) -> MemberPath? {
        let t = file.tokens
        // `(0..<items.count)`: parentheses around the range change nothing.
        if t[first].kind == .leftParen, file.tree.match(first) == last, let a = file.next(after: first),
           let b = file.previous(before: last), a <= b {
            return indexedCollection(file, a, b)
        }
        // Every form ends in `indices`, `count`, `1`, `endIndex` or the `)` of `Array(...)`.
        guard t[last].kind == .rightParen || t[last].kind == .integerLiteral || file.isIdentifier(last, "indices")
                || file.isIdentifier(last, "count") || file.isIdentifier(last, "endIndex") else { return nil }
        let significant = (first...last).filter { !t[$0].kind.isTrivia }
        func path(_ from: Int, endingWith member: StaticString, at end: Int) -> MemberPath? {
            guard end >= 2, file.isIdentifier(significant[end], member), t[significant[end - 1]].kind == .period,
                  let p = MemberPath.exactly(file, significant[from], significant[end - 2], subscripts: true) else { return nil }
            // The path's tokens must be exactly the significant ones in between (no trivia inside).
            return p.last - p.first == significant[end - 2] - significant[from]
                && (significant[from]...significant[end - 2]).allSatisfy({ !t[$0].kind.isTrivia || p.hasSubscript(file) }) ? p : nil
        }
        let n = significant.count
        if file.isIdentifier(first, "Array"), n >= 4, t[significant[1]].kind == .leftParen,
           file.tree.match(significant[1]) == last {
            return indexedCollection(file, significant[2], significant[n - 2]).flatMap { p in
                file.isIdentifier(significant[n - 2], "indices") ? p : nil
            }
        }
        if let p = path(0, endingWith: "indices", at: n - 1) { return p }
        if n >= 5, t[significant[0]].kind == .integerLiteral, file.tokenIs(significant[0], "0"),
           t[significant[1]].kind == .operator {
            if file.tokenIs(significant[1], "..<"), let p = path(2, endingWith: "count", at: n - 1) { return p }
            if file.tokenIs(significant[1], "..."), n >= 7, file.tokenIs(significant[n - 2], "-"),
               file.tokenIs(significant[n - 1], "1"), let p = path(2, endingWith: "count", at: n - 3) { return p }
        }
        if let op = significant.firstIndex(where: { t[$0].kind == .operator && file.tokenIs($0, "..<") }), op >= 3,
           let a = path(0, endingWith: "startIndex", at: op - 1), let b = path(op + 1, endingWith: "endIndex", at: n - 1),
           a.names(file) == b.names(file) {
            return a
        }
        return nil
    }

    static func usage(_ file: SourceFile, closure: Int, start: Int, index: String, collection: [String]) -> Usage {
        let t = file.tokens
        var usage = Usage()
        guard let close = file.tree.match(closure) else { return usage }
        var j = start
        while j < close {
            defer { j += 1 }
            if t[j].kind == .leftBrace, j != closure, let s = file.closureSignature(of: j),
               s.parameters.contains(where: { file.tokenIs($0, index) }) {
                usage.shadowed = true
            }
            guard t[j].kind == .identifier, file.tokenIs(j, index) else { continue }
            guard file.isReference(j) else { continue }
            let previous = file.previous(before: j), next = file.next(after: j)
            if let p = previous, t[p].kind == .leftBracket, let n = next, t[n].kind == .rightBracket,
               file.tree.match(p) == n, p >= 1,
               (t[p - 1].kind == .operator && (file.tokenIs(p - 1, "?") || file.tokenIs(p - 1, "!")))
                || ((t[p - 1].kind.isClosingBracket || t[p - 1].kind == .identifier) && subscriptBase(file, endingAt: p - 1) == nil) {
                // A subscript of something that is not a path (`load()[i]`, `x?[i]`).
                usage.uses.append(.other(OtherSubscript(collection: nil, isBinding: false, first: p, last: n)))
                continue
            }
            if let p = previous, t[p].kind == .leftBracket, let n = next, t[n].kind == .rightBracket,
               file.tree.match(p) == n, let baseEnd = file.previous(before: p), baseEnd == p - 1,
               let base = subscriptBase(file, endingAt: baseEnd) {
                var names = base.componentTexts(file)
                let isBinding = names[0].hasPrefix("$")
                if isBinding { names[0] = String(names[0].dropFirst()) }
                if names.first == "self" { names.removeFirst() }
                if names == collection {
                    usage.uses.append(isBinding ? .binding(first: base.first, last: n) : .element(first: base.first, last: n))
                    if !isBinding, let written = IndexWrite.written(file, base: base.first, close: n) { usage.writes.append(written) }
                } else {
                    let name = names.reduce("") { $0.isEmpty || $1.hasPrefix("[") ? $0 + $1 : $0 + "." + $1 }
                    usage.uses.append(.other(OtherSubscript(collection: name, isBinding: isBinding, first: base.first, last: n)))
                }
                continue
            }
            usage.uses.append(.standalone(j))
        }
        return usage
    }

    /// The member path that ends at `end` (a subscript's base), including a leading `$name`, and
    /// subscripts inside it (`albums[current].songs`).
    static func subscriptBase(_ file: SourceFile, endingAt end: Int) -> MemberPath? {
        let t = file.tokens
        var first = end
        // Back over `name`, `.name` and `name[...]` links.
        while true {
            if t[first].kind == .rightBracket, let open = file.tree.match(first), open >= 1,
               t[open - 1].kind == .identifier || t[open - 1].kind == .rightBracket {
                first = open - 1
                continue
            }
            guard t[first].kind == .identifier || file.isKeyword(first, "self") else { return nil }
            if first >= 2, t[first - 1].kind == .period,
               t[first - 2].kind == .identifier || file.isKeyword(first - 2, "self") || t[first - 2].kind == .rightBracket {
                first -= 2
                continue
            }
            break
        }
        // `self?.items[i]` in a `[weak self]` closure: the view's or model's own `items`, as `self.` would be.
        let weakSelf = first >= 3 && t[first - 1].kind == .period && file.tokenIs(first - 2, "?") && file.isKeyword(first - 3, "self")
        if !weakSelf, first >= 1, t[first - 1].kind == .period || t[first - 1].kind == .backslash { return nil }
        return MemberPath.exactly(file, first, end, subscripts: true)
    }
}
