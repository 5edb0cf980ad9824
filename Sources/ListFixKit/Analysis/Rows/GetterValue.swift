import SwiftTokens

/// What a getter of several statements gives, followed through the locals it declares:
/// `var result = stuffs`, `result = result.filter { … }`, `return result.sorted { … }` give a
/// re-ordered view of `stuffs`. Only statements of the getter itself and of its `if`, `guard` and
/// `switch` bodies count: a `return` in a closure is the closure's.
struct GetterValue {
    /// The property every value the getter returns is made from (`["stuffs"]`).
    var source: [String]
    /// The first step on the way that changes which element stands at a position ("a filtered"),
    /// from `DerivedRows.reordering`; nil when none is shown.
    var how: String?
    /// The source's tokens in the value that names it.
    var sourceTokens: (first: Int, last: Int)
    /// The names the getter's `if`, `guard` and `switch` conditions read (`hideDone`): a handler
    /// that reads them too may apply the offsets to the source only where the rows are the source.
    var chosenBy: Set<String> = []

    /// The value of the getter whose body is the brace `open`; nil when a value it returns is not
    /// a chain of calls on one property, or two values come from different properties.
    static func of(getter open: Int, _ file: SourceFile) -> GetterValue? {
        guard let close = file.tree.match(open) else { return nil }
        let t = file.tokens
        // A local's values, each with whether it is the declaration's own (`var options = options`,
        // where the value's `options` is the property the local shadows).
        var given: [String: [(first: Int, last: Int, declared: Bool)]] = [:]
        var chosenBy: Set<String> = []
        var returned: [(first: Int, last: Int, declared: Bool)] = []
        var i = open + 1
        while i < close {
            defer { i += 1 }
            let isDeclaration = file.isKeyword(i, "let") || file.isKeyword(i, "var")
            if file.isKeyword(i, "if") || file.isKeyword(i, "guard") || file.isKeyword(i, "switch"), statementLevel(i, in: open, file) {
                // The condition, up to the body's `{` (a closure in it is read through).
                var j = i + 1
                while j < close, t[j].kind != .leftBrace || (file.previous(before: j).map { t[$0].kind == .leftParen || t[$0].kind == .comma } ?? false) {
                    if t[j].kind == .identifier, !file.isMemberName(j) { chosenBy.insert(file.text(j)) }
                    if t[j].kind == .leftBrace, let end = file.tree.match(j) { j = end }
                    j += 1
                }
                continue
            }
            guard isDeclaration || file.isKeyword(i, "return") || t[i].kind == .identifier else { continue }
            if file.isKeyword(i, "return") {
                guard statementLevel(i, in: open, file), let value = file.next(after: i), value < close, !t[value].kind.isClosingBracket
                else { continue }
                returned.append((value, file.statementEnd(startingAt: value, limit: close), false))
                continue
            }
            // `let name = value`, `var name: [T] = value`, or `name = value` for a local declared before.
            // At a statement's start: not `if let x = …`, `guard var y = …`, nor a condition's second clause.
            // A `case .date:` label ends with a colon, and its first statement may follow on its line.
            guard let previous = file.previous(before: i),
                  t[previous].kind == .leftBrace || t[previous].kind == .rightBrace || t[previous].kind == .semicolon
                    || (t[previous].kind == .colon && !isDeclaration)
                    || (file.lineBreakBetween(previous, i) && t[previous].kind != .comma && t[previous].kind != .operator) else { continue }
            var name = i
            if isDeclaration {
                guard let n = file.next(after: i), t[n].kind == .identifier else { continue }
                name = n
            } else if given[file.text(i)] == nil || file.isMemberName(i) {
                continue
            }
            guard statementLevel(i, in: open, file) else { continue }
            // `var result: [Stuff]`: a local, given its values by the assignments that follow.
            if isDeclaration, given[file.text(name)] == nil { given[file.text(name)] = [] }
            let end = file.statementEnd(startingAt: i, limit: close)
            // A statement that ends before its name (`var` at the end of broken code) gives nothing.
            guard name <= end, let equals = (name...end).first(where: { t[$0].kind == .operator && file.tokenIs($0, "=") }),
                  isDeclaration || equals == file.next(after: name),
                  let value = file.next(after: equals), value <= end else { continue }
            given[file.text(name), default: []].append((value, end, isDeclaration))
            i = end
        }
        // A getter of one expression gives that expression.
        if returned.isEmpty {
            let statements = file.statements(inBody: open)
            guard statements.count == 1 else { return nil }
            returned = [(statements[0].first, statements[0].last, false)]
        }
        var found: GetterValue?
        var how: String?
        var visiting: Set<String> = []
        /// `shadowed`: the local whose own declaration gives `value`, whose name there is the property's.
        func follow(_ value: (first: Int, last: Int, declared: Bool), shadowed: String?) -> Bool {
            // `[]`: no rows, whatever the getter's source.
            if t[value.first].kind == .leftBracket, file.tree.match(value.first) == value.last { return true }
            guard let path = MemberPath.parse(file, at: value.first, through: value.last, subscripts: false, acrossLines: true),
                  DerivedRows.isCallChain(file, from: path.last + 1, through: value.last) else { return false }
            var names = path.names(file)
            var lastName = path.components.count - 1
            // The property ends where a call begins: `result` of `result.prefix(3)`.
            if let call = path.components.firstIndex(where: { c in
                file.next(after: c).map { t[$0].kind == .leftParen || t[$0].kind == .leftBrace } ?? false
            }) {
                lastName = call - 1
            }
            let offset = file.isKeyword(path.first, "self") ? 1 : 0
            guard lastName >= offset else { return false }
            // Every call on the way keeps the source's elements (`TypeResolver.keepsElements`): a `map`
            // gives other values, which no id of the source's elements names.
            var members = path.components[(lastName + 1)...].map { file.text($0) }
            var j = path.last + 1
            while j <= value.last {
                if t[j].kind == .leftParen || t[j].kind == .leftBrace, let end = file.tree.match(j) { j = end + 1; continue }
                if t[j].kind == .identifier, j > 0, t[j - 1].kind == .period { members.append(file.text(j)) }
                j += 1
            }
            guard members.allSatisfy(TypeResolver.keepsElements.contains) else { return false }
            let derived = DerivedRows.inline(path, file)
            if how == nil { how = derived?.how }
            names = Array(names.prefix(lastName + 1 - offset))
            if let derived, derived.source.count < names.count { names = derived.source }
            if offset == 0, names.count == 1, names[0] != shadowed, let values = given[names[0]] {
                // `result = result.filter { … }`: its own earlier value, re-ordered.
                guard visiting.insert(names[0]).inserted else { return true }
                defer { visiting.remove(names[0]) }
                return values.allSatisfy { follow($0, shadowed: $0.declared ? names[0] : nil) }
            }
            // A local's member (`result.items`) is not a property of the type.
            guard offset == 1 || names[0] == shadowed || given[names[0]] == nil else { return false }
            if let found { return found.source == names }
            found = GetterValue(source: names, how: nil, sourceTokens: (path.first, path.components[lastName]))
            return true
        }
        guard returned.allSatisfy({ follow($0, shadowed: nil) }), var value = found else { return nil }
        value.how = how
        value.chosenBy = chosenBy
        return value
    }

    /// Whether token `i` stands in the getter's own statements: every brace between it and the
    /// getter's `{` is a branch's body, and no bracket or parenthesis holds it.
    static func statementLevel(_ i: Int, in open: Int, _ file: SourceFile) -> Bool {
        var scope = file.tree.enclosing(i)
        while let s = scope, s != open {
            guard file.tokens[s].kind == .leftBrace, let before = file.previous(before: s),
                  case .branch = RowContainer.owner(ofBrace: s, before: before, in: file) else { return false }
            scope = file.tree.enclosing(s)
        }
        return scope == open
    }
}
