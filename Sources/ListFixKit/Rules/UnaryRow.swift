import SwiftTokens

/// Row closures that branch between view shapes (`if`, `switch`, `AnyView`) get one stack
/// container, so a lazy container learns each row's identity without evaluating its body.
public struct UnaryRow: Rule {
    public let metadata = RuleMetadata(
        id: "unary-row",
        summary: "Rows that branch between shapes make SwiftUI evaluate every row; wrap the branch in one stack",
        fixSafety: .safe,
        triggers: ["ForEach", "List"])

    public init() {}

    static let transparent: Set<String> = ["ForEach", "Section", "Group"]
    static let horizontal: Set<String> = ["HStack", "LazyHStack", "LazyHGrid"]
    static let vertical: Set<String> = ["VStack", "LazyVStack", "LazyVGrid", "List", "Form", "ZStack", "Table", "NavigationStack",
                                        "NavigationView", "NavigationSplitView", "TabView"]

    public func findings(in context: RuleContext) -> [Finding] {
        let file = context.file
        var out: [Finding] = []
        for call in context.calls where call.kind == .forEach || (call.kind == .list && call.data != nil) {
            guard let closure = call.content else { continue }
            let row = RowBody(file, closure: closure)
            let name = call.kind.rawValue
            switch row.shape {
            case .empty, .single, .conditionalCompilation:
                continue
            case .several(let views):
                if views.contains(where: { isTransparentCall(file, $0) }) { continue }
                let s = views[0]
                out.append(Finding(rule: metadata.id, range: file.tokens[s.first].start..<file.tokens[s.first].end,
                                   message: "this `\(name)` row produces \(views.count) sibling views; in a `List` each becomes its own row, so listfix does not wrap them. If they are one row, put them in one stack"))
            case .branch(let s):
                let container = containerName(file, call)
                let keyword = file.text(s.first)
                out.append(Finding(
                    rule: metadata.id, range: file.tokens[s.first].start..<file.tokens[s.first].end,
                    message: "this `\(name)` row's top-level `\(keyword)` makes its view count vary, so SwiftUI evaluates every row's body to find the rows' identities",
                    fix: Fix(message: "Wrap the row in one `\(container)`", edits: wrapEdits(file, s, container: container, layout: context.layout),
                             applicability: .safe)))
            case .anyView(let s, let open):
                if let finding = anyViewFinding(file, call, s, open, layout: context.layout) { out.append(finding) }
            }
        }
        return out
    }

    func isTransparentCall(_ file: SourceFile, _ s: Statement) -> Bool {
        file.tokens[s.first].kind == .identifier && UnaryRow.transparent.contains(file.text(s.first))
    }

    /// `HStack` inside a horizontal stack or scroll view, else `VStack`.
    func containerName(_ file: SourceFile, _ call: ForEachCall) -> String {
        var scope = file.tree.enclosing(call.name)
        let t = file.tokens
        while let open = scope {
            if t[open].kind == .leftBrace, let before = file.previous(before: open) {
                var nameToken: Int? = t[before].kind == .identifier ? before : nil
                var arguments: Int?
                if t[before].kind == .rightParen, let o = file.tree.match(before), let n = file.previous(before: o),
                   t[n].kind == .identifier {
                    nameToken = n
                    arguments = o
                }
                if let n = nameToken {
                    let name = file.text(n)
                    if UnaryRow.horizontal.contains(name) { return "HStack" }
                    if UnaryRow.vertical.contains(name) { return "VStack" }
                    if name == "ScrollView" {
                        if let a = arguments, file.arguments(of: a).contains(where: { arg in
                            guard let f = arg.valueFirst, let l = arg.valueLast else { return false }
                            return file.text(tokens: f, through: l) == ".horizontal"
                        }) {
                            return "HStack"
                        }
                        return "VStack"
                    }
                }
            }
            scope = file.tree.enclosing(open)
        }
        return "VStack"
    }

    /// Insertions that put `container {` before the statement and `}` after it, re-indenting
    /// its lines one level in the file's own style.
    func wrapEdits(_ file: SourceFile, _ s: Statement, container: String, layout: (indent: String, newline: String)) -> [Edit] {
        let t = file.tokens
        let start = t[s.first].start
        let lineStart = file.lineStart(containing: start)
        let leading = file.bytes[lineStart..<start]
        guard leading.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else {
            // The statement shares its line with other code: wrap it inline.
            return [Edit(range: start..<start, replacement: "\(container) { "),
                    Edit(range: t[s.last].end..<t[s.last].end, replacement: " }")]
        }
        let indent = String(decoding: leading, as: UTF8.self)
        let (unit, newline) = layout
        var edits = [Edit(range: start..<start, replacement: "\(container) {\(newline)\(indent)\(unit)")]
        for j in s.first..<s.last where t[j].kind == .newline {
            // Blank lines stay blank.
            if j + 1 < t.count, t[j + 1].kind == .newline { continue }
            if j + 2 < t.count, t[j + 1].kind == .whitespace, t[j + 2].kind == .newline { continue }
            edits.append(Edit(range: t[j].end..<t[j].end, replacement: unit))
        }
        edits.append(Edit(range: t[s.last].end..<t[s.last].end, replacement: "\(newline)\(indent)}"))
        return edits
    }

    func anyViewFinding(_ file: SourceFile, _ call: ForEachCall, _ s: Statement, _ open: Int,
                        layout: (indent: String, newline: String)) -> Finding? {
        let t = file.tokens
        let range = t[s.first].start..<t[s.first].end
        let message = "`AnyView` in a `\(call.kind.rawValue)` row erases the row's type, so SwiftUI cannot tell its shape without evaluating every row"
        let arguments = file.arguments(of: open)
        guard arguments.count == 1, arguments[0].label == nil, let first = arguments[0].valueFirst,
              let last = arguments[0].valueLast else {
            return Finding(rule: metadata.id, range: range, message: message)
        }
        // `AnyView(Row(...))`: the initializer alone.
        if isViewInitializer(file, first, last) {
            let inner = unwrapAnyView(file, first, last)
            return Finding(rule: metadata.id, range: range, message: message,
                           fix: Fix(message: "Remove the `AnyView` wrapper",
                                    edits: [Edit(range: t[s.first].start..<t[s.last].end, replacement: inner)],
                                    applicability: .safe))
        }
        // `AnyView(cond ? A : B)`.
        let top = (first...last).filter { !t[$0].kind.isTrivia && file.tree.enclosing($0) == open }
        guard let question = top.first(where: { file.tokenIs($0, "?") && file.isBinaryOperator($0) }),
              let colon = top.first(where: { $0 > question && t[$0].kind == .colon }),
              let condLast = file.previous(before: question), let aFirst = file.next(after: question),
              let aLast = file.previous(before: colon), let bFirst = file.next(after: colon),
              isViewInitializer(file, aFirst, aLast), isViewInitializer(file, bFirst, last),
              !top.contains(where: { $0 > colon && (file.tokenIs($0, "?") || t[$0].kind == .colon) }) else {
            return Finding(rule: metadata.id, range: range, message: message + "; no automatic fix for this argument")
        }
        let container = containerName(file, call)
        let condition = file.text(tokens: first, through: condLast)
        let a = unwrapAnyView(file, aFirst, aLast), b = unwrapAnyView(file, bFirst, last)
        let lineStart = file.lineStart(containing: t[s.first].start)
        let leading = file.bytes[lineStart..<t[s.first].start]
        let replacement: String
        if leading.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
            let i = String(decoding: leading, as: UTF8.self), u = layout.indent, n = layout.newline
            replacement = "\(container) {\(n)\(i)\(u)if \(condition) {\(n)\(i)\(u)\(u)\(a)\(n)\(i)\(u)} else {\(n)\(i)\(u)\(u)\(b)\(n)\(i)\(u)}\(n)\(i)}"
        } else {
            replacement = "\(container) { if \(condition) { \(a) } else { \(b) } }"
        }
        return Finding(rule: metadata.id, range: range, message: message,
                       fix: Fix(message: "Replace `AnyView` with a `\(container)` holding an `if`",
                                edits: [Edit(range: t[s.first].start..<t[s.last].end, replacement: replacement)],
                                applicability: .safe))
    }

    /// `Name(...)` (possibly inside `AnyView(...)`), with trailing closures and modifiers, on one line.
    func isViewInitializer(_ file: SourceFile, _ first: Int, _ last: Int) -> Bool {
        let t = file.tokens
        guard t[first].kind == .identifier, file.text(first).first?.isUppercase == true,
              !file.lineBreakBetween(first, last) || file.callEnd(from: first) == last else { return false }
        var end = file.callEnd(from: first)
        guard end > first || (first + 1 < t.count && t[first + 1].kind == .leftParen) else { return false }
        if let m = file.modifierChain(after: end).last { end = m.end }
        return end == last
    }

    func unwrapAnyView(_ file: SourceFile, _ first: Int, _ last: Int) -> String {
        let t = file.tokens
        if file.isIdentifier(first, "AnyView"), first + 1 < t.count, t[first + 1].kind == .leftParen,
           file.tree.match(first + 1) == last {
            let args = file.arguments(of: first + 1)
            if args.count == 1, let f = args[0].valueFirst, let l = args[0].valueLast, isViewInitializer(file, f, l) {
                return file.text(tokens: f, through: l)
            }
        }
        return file.text(tokens: first, through: last)
    }
}
