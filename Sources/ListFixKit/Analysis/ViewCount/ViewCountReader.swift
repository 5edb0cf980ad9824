import SwiftTokens

/// Reads the view count of view-builder code from one file's tokens: the views it writes, the
/// members of its own type that return `some View` (followed in this file, to a depth limit),
/// and the project views it names, left as names for `Declarations.viewCount(of:)`.
struct ViewCountReader {
    let file: SourceFile
    /// Where the members whose views the code calls are looked up.
    let scope: Scope
    /// Reads `AnyView(x)` as `x`: what a stack put in its place would hold.
    var seesThroughAnyView = false

    /// How many member bodies deep the reader follows calls in one file.
    static let memberDepth = 3

    /// The declarations of the type whose code is read: given, or found in a rule's context
    /// only when a member is called (most rows call none, and finding the type may scan the file).
    enum Scope {
        case members([TypeDecl])
        case enclosing(RuleContext, at: Int)
    }

    /// This file's declarations of the type whose code is read (its declaration and this file's
    /// extensions of it): the members whose views it calls are looked up there.
    init(_ file: SourceFile, members: [TypeDecl], seesThroughAnyView: Bool = false) {
        self.file = file
        self.scope = .members(members)
        self.seesThroughAnyView = seesThroughAnyView
    }

    init(_ context: RuleContext, at i: Int, seesThroughAnyView: Bool) {
        self.file = context.file
        self.scope = .enclosing(context, at: i)
        self.seesThroughAnyView = seesThroughAnyView
    }

    var members: [TypeDecl] {
        switch scope {
        case .members(let members):
            return members
        case .enclosing(let context, let i):
            guard let type = context.enclosingTypeHeader(of: i) else { return [] }
            return [type] + (type.kind == .extension ? [] : context.extensions(of: type.name))
        }
    }

    /// The branches of a row's `if`/`else` chain or `switch`.
    enum Branches: Sendable, Equatable {
        /// Every path is one of these statement lists.
        case complete([[Statement]])
        /// An `if` (or `else if`) without a final `else`, with the bodies it has: some path makes
        /// no view at all.
        case incomplete([[Statement]])
        /// Something the reader does not follow.
        case unreadable
    }

    /// The term of a body that is one built-in view with its modifiers (`VStack { … }.padding()`),
    /// as most are, read without making strings or lists; nil for any other body.
    static func singleBuiltinView(_ file: SourceFile, body open: Int) -> ViewCountTerm? {
        guard let close = file.tree.match(open), let first = file.next(after: open), first < close,
              file.tokens[first].kind == .identifier, BuiltinViews.isUnary(file, first) else { return nil }
        let last = file.statementEnd(startingAt: first, limit: close)
        guard file.next(after: last) == close else { return nil }
        return .count(.exactly(1))
    }

    /// The statements of a view builder: locals are skipped, siblings add up. A body with a
    /// top-level `return` is a plain function: its count is the returned view's.
    func term(_ statements: [Statement], depth: Int = 0) -> ViewCountTerm {
        var parts: [ViewCountTerm] = []
        for s in statements {
            let first = s.first
            if file.tokens[first].kind == .poundDirective { return .count(.unknown(nil)) }
            if file.isKeyword(first, "let") || file.isKeyword(first, "var") || file.isKeyword(first, "break") { continue }
            if file.isKeyword(first, "return") {
                guard let value = file.next(after: first), value <= s.last else { return .count(.unknown(nil)) }
                return expression(value, s.last, depth: depth)
            }
            parts.append(term(s, depth: depth))
        }
        return parts.count == 1 ? parts[0] : .sum(parts)
    }

    /// One statement of a view builder.
    func term(_ s: Statement, depth: Int = 0) -> ViewCountTerm {
        if file.isKeyword(s.first, "if") || file.isKeyword(s.first, "switch") {
            switch ViewCountReader.branches(of: s, in: file) {
            case .complete(let arms): return .choice(arms.map { term($0, depth: depth) })
            case .incomplete(let arms):
                let terms = arms.map { term($0, depth: depth) }
                return .optional(terms.count == 1 ? terms[0] : .choice(terms))
            case .unreadable: return .count(.unknown(nil))
            }
        }
        return expression(s.first, s.last, depth: depth)
    }

    /// A view expression from token `first` through `last`.
    func expression(_ first: Int, _ last: Int, depth: Int) -> ViewCountTerm {
        let t = file.tokens
        // `c ? A : B`: both sides have one type, so one count.
        if let question = topLevelTernary(first, last), let a = file.next(after: question), a <= last {
            var colon = a
            while colon <= last, t[colon].kind != .colon { colon = file.skipGroup(colon) }
            guard colon <= last, let aLast = file.previous(before: colon), a <= aLast else { return .count(.unknown(nil)) }
            return expression(a, aLast, depth: depth)
        }
        var name = first
        if file.isKeyword(first, "self"), let dot = file.next(after: first), t[dot].kind == .period,
           let member = file.next(after: dot), member <= last, t[member].kind == .identifier {
            name = member
        }
        guard t[name].kind == .identifier else { return .count(.unknown(nil)) }
        let text = file.text(name)
        guard let initial = text.utf8.first, initial >= 0x41 && initial <= 0x5A else {
            // `payload?[key].map { Row($0) }`: an optional chain makes an optional view, one view or none.
            if isOptionalChain(name, last) { return .optional(.count(.unknown(nil))) }
            return member(text, depth: depth)
        }
        let after = file.next(after: name)
        if let dot = after, dot <= last, t[dot].kind == .period, !file.lineBreakBetween(name, dot) {
            // `Color.red`, `Image.init(...)`: a static member, known only for SwiftUI's own types.
            return .count(BuiltinViews.count(of: text).flatMap { $0 == .exactly(1) ? $0 : nil } ?? .unknown(text))
        }
        switch text {
        case "AnyView":
            guard seesThroughAnyView, let open = after, t[open].kind == .leftParen else { return .count(.varies(.anyView)) }
            let arguments = file.arguments(of: open)
            guard arguments.count == 1, arguments[0].label == nil, let f = arguments[0].valueFirst,
                  let l = arguments[0].valueLast else { return .count(.unknown("AnyView")) }
            return expression(f, l, depth: depth)
        case "Group":
            guard let closure = file.trailingClosures(after: name).first, closure.label == nil else { return .count(.unknown("Group")) }
            return term(file.statements(inBody: closure.open), depth: depth)
        case "ForEach", "EmptyView", "Section":
            return .count(BuiltinViews.count(of: text)!)
        default:
            return .view(text)
        }
    }

    /// Whether the expression's own level has an optional chain's `?` (`a?.b`, `a?[k]`) and no `??`
    /// that would unwrap it.
    func isOptionalChain(_ first: Int, _ last: Int) -> Bool {
        let t = file.tokens
        var chained = false
        var j = first
        while j <= last {
            if t[j].kind == .operator {
                if file.tokenIs(j, "??") { return false }
                // Swift reads a `?` with nothing before it as a chain's, never a conditional's.
                if file.tokenIs(j, "?"), j > first, !t[j - 1].kind.isTrivia, j + 1 <= last, t[j + 1].kind == .period || t[j + 1].kind == .leftBracket {
                    chained = true
                }
            }
            j = file.skipGroup(j)
        }
        return chained
    }

    /// The `?` of a conditional expression at the statement's own level, if any.
    func topLevelTernary(_ first: Int, _ last: Int) -> Int? {
        var j = first
        while j <= last {
            // A conditional's `?` has a space before it; one right after a name is an optional chain's.
            if file.tokens[j].kind == .operator, file.tokenIs(j, "?"), file.isBinaryOperator(j), j > first, file.tokens[j - 1].kind.isTrivia { return j }
            j = file.skipGroup(j)
        }
        return nil
    }

    /// `name` or `name(...)`: a member of the type that returns a view, by its body's count.
    func member(_ name: String, depth: Int) -> ViewCountTerm {
        let found = members.flatMap { memberBodies(name, in: $0) }
        guard found.count == 1, depth < ViewCountReader.memberDepth else { return .count(.unknown(name)) }
        guard let open = found[0] else { return .count(.varies(.anyView)) }
        return term(file.statements(inBody: open), depth: depth + 1)
    }

    /// The bodies of the `func name` and computed `var name` declared at the top level of
    /// `decl` that return `some View` (nil for one that returns `AnyView`).
    func memberBodies(_ name: String, in decl: TypeDecl) -> [Int?] {
        ViewCountReader.viewMembers(of: decl, in: file, named: name).map { $0.open }
    }

    /// The `func`s and computed `var`s declared at the top level of `decl` that return a view
    /// (`var summary: some View {`, `func row(_ x: X) -> some View {`, `var body: some View {`): their
    /// name token, and the `{` of their body (nil for one that returns `AnyView`). Only those named
    /// `name` when it is given.
    /// `contents`: members returning a map's, a chart's or a table's content count too (`some
    /// MapContent`), where only what the body builds matters and not how many views it counts.
    static func viewMembers(of decl: TypeDecl, in file: SourceFile, named name: String? = nil,
                            contents: Bool = false) -> [(name: Int, open: Int?)] {
        let t = file.tokens
        var out: [(name: Int, open: Int?)] = []
        var j = decl.open + 1
        while j < decl.close {
            if t[j].kind == .keyword, let n = file.next(after: j), t[n].kind == .identifier, name.map({ file.tokenIs(n, $0) }) ?? true {
                if file.tokenIs(j, "var"), let head = DeclarationScanner.head(file, at: j), let type = head.type,
                   t[head.rest].kind == .leftBrace, let returns = returnedView(file, type.first, type.last, contents) {
                    out.append((n, returns ? head.rest : nil))
                } else if file.tokenIs(j, "func") {
                    // The signature up to the body's `{`: the type after `->` is what it returns.
                    let signature = DeclarationScanner.functionSignature(file, name: n, limit: decl.close)
                    if let k = signature.body, let a = signature.arrow, let first = file.next(after: a), first < k,
                       let last = file.previous(before: k), let returns = returnedView(file, first, last, contents) {
                        out.append((n, returns ? k : nil))
                    }
                }
            }
            j = file.skipGroup(j)
        }
        return out
    }

    /// For a type written from `first` through `last`: true for `some View`, false for `AnyView`
    /// (a count listfix knows varies), nil for anything else.
    static func returnedView(_ file: SourceFile, _ first: Int, _ last: Int, _ contents: Bool = false) -> Bool? {
        var sawSome = false
        for k in first...last where !file.tokens[k].kind.isTrivia {
            if file.tokenIs(k, "some") {
                sawSome = true
            } else if file.tokenIs(k, "View") || contents && (file.tokenIs(k, "MapContent") || file.tokenIs(k, "ChartContent")
                                                                || file.tokenIs(k, "TableRowContent")) {
                return sawSome ? true : nil
            }
            if file.tokenIs(k, "AnyView") { return false }
        }
        return nil
    }

    /// The branches of the `if` or `switch` statement `s`.
    static func branches(of s: Statement, in file: SourceFile) -> Branches {
        if file.isKeyword(s.first, "switch") { return switchCases(s, file) }
        guard file.isKeyword(s.first, "if") else { return .unreadable }
        var arms: [[Statement]] = []
        var j = s.first
        while true {
            var k = j + 1
            while k <= s.last, file.tokens[k].kind != .leftBrace { k = file.skipGroup(k) }
            guard k <= s.last, let close = file.tree.match(k) else { return .unreadable }
            arms.append(file.statements(inBody: k))
            guard let next = file.next(after: close), next <= s.last, file.isKeyword(next, "else") else { return .incomplete(arms) }
            guard let after = file.next(after: next), after <= s.last else { return .unreadable }
            if file.isKeyword(after, "if") {
                j = after
                continue
            }
            guard file.tokens[after].kind == .leftBrace, file.tree.match(after) == s.last else { return .unreadable }
            arms.append(file.statements(inBody: after))
            return .complete(arms)
        }
    }

    /// `switch x { case a: ... }`: each case's statements (a `break` makes no view).
    static func switchCases(_ s: Statement, _ file: SourceFile) -> Branches {
        guard var cases = file.switchCases(s) else { return .unreadable }
        for k in cases.indices {
            if cases[k].contains(where: { file.isKeyword($0.first, "fallthrough") }) { return .unreadable }
            cases[k].removeAll { file.isKeyword($0.first, "break") }
        }
        return .complete(cases)
    }
}

extension RuleContext {
    /// A reader for the view code at token `i`: it follows the members of the type that holds it,
    /// in this file.
    func viewCountReader(at i: Int, seesThroughAnyView: Bool = false) -> ViewCountReader {
        ViewCountReader(self, at: i, seesThroughAnyView: seesThroughAnyView)
    }
}

extension RuleContext {
    /// This file's extensions of the type `name`, found once for all look-ups.
    func extensions(of name: String) -> [TypeDecl] {
        analysis(ExtensionsByName.self).byName[name] ?? []
    }
}

/// A file's extensions, by the name of the type they extend.
final class ExtensionsByName: FileAnalysis {
    let byName: [String: [TypeDecl]]
    init(_ context: RuleContext) {
        var found: [String: [TypeDecl]] = [:]
        for t in context.fileTypes where t.kind == .extension { found[t.name, default: []].append(t) }
        byName = found
    }
}
