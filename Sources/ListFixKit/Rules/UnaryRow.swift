import SwiftTokens

/// Rows of lazy containers that branch between view shapes: an `if`/`else` or `switch` with one
/// view on every path gets one stack container; an `if` without `else` moves into the data.
public struct UnaryRow: Rule {
    public let metadata = RuleMetadata(
        id: "unary-row",
        fixSafety: .safe,
        triggers: ["ForEach", "List"])

    public init() {}

    /// Modifiers that SwiftUI reads only on a row's top-level view: inside a stack they stop working.
    static let rowTraits: [StaticString] = [
        "tag", "listRowBackground", "listRowInsets", "listRowSeparator", "listRowSeparatorTint",
        "listSectionSeparator", "swipeActions", "deleteDisabled", "moveDisabled", "selectionDisabled",
        "badge", "listItemTint",
    ]

    public func findings(in context: RuleContext) -> [Finding] {
        let file = context.file
        var out: [Finding] = []
        for call in context.calls where call.kind == .forEach || (call.kind == .list && call.data != nil) {
            guard let closure = call.content else { continue }
            let container: RowContainer = call.kind == .list
                ? .lazy(name: call.name, horizontal: false) : RowContainer.of(callNamed: call.name, in: file)
            guard case .lazy(let containerToken, let horizontal) = container else { continue }
            let row = RowBody(file, closure: closure)
            let name = call.kind.rawValue
            let stack = horizontal ? "HStack" : "VStack"
            switch row.shape {
            case .empty, .single, .conditionalCompilation:
                continue
            case .several(let views):
                if views.contains(where: { isTransparentCall(file, $0) }) { continue }
                let s = views[0]
                let containerName = file.text(containerToken)
                out.append(Finding(rule: metadata.id, range: file.tokens[s.first].start..<file.tokens[s.first].end,
                                   message: "this `\(name)` row produces \(views.count) sibling views; in a `\(containerName)` each becomes its own row, so listfix does not wrap them. If they are one row, put them in one stack"))
            case .branch(let s):
                out.append(branchFinding(context, call, row, s, stack: stack))
            case .anyView(let s, let open):
                if let finding = anyViewFinding(file, call, s, open, stack: stack, layout: context.layout) { out.append(finding) }
            }
        }
        return out
    }

    func isTransparentCall(_ file: SourceFile, _ s: Statement) -> Bool {
        file.tokens[s.first].kind == .identifier && RowContainer.isTransparent(file, s.first)
    }

    func branchFinding(_ context: RuleContext, _ call: RowsCall, _ row: RowBody, _ s: Statement, stack: String) -> Finding {
        let file = context.file
        let keyword = file.text(s.first)
        let range = file.tokens[s.first].start..<file.tokens[s.first].end
        let name = call.kind.rawValue
        let varies = "this `\(name)` row's top-level `\(keyword)` makes its view count vary, so SwiftUI evaluates every row's body to find the rows' identities"
        switch RowBranch.of(s, in: file) {
        case .oneView(let leaves):
            switch RowTraitSuffix.common(leaves, in: file, traits: UnaryRow.rowTraits) {
            case .different(let modifier):
                return Finding(rule: metadata.id, range: range, message: varies
                    + "; no automatic fix: `.\(modifier)` is a row modifier that a stack would hide from the list, and the branches do not all end in it")
            case .suffix(let suffix):
                let edits = StackWrap.edits(file, s, container: stack, hoisting: suffix, layout: context.layout)
                let hoisted = suffix.map { " and move `\(file.text(file.tokens[$0.first].kind == .period ? $0.first + 1 : $0.first))` onto it" } ?? ""
                return Finding(rule: metadata.id, range: range, message: varies,
                               fix: Fix(message: "Wrap the row in one `\(stack)`\(hoisted)", edits: edits, applicability: .safe))
            }
        case .mayBeEmpty:
            let empty = "this `\(name)` row's top-level `\(keyword)` produces no view for some elements, so SwiftUI evaluates every row's body to find which rows exist; a stack would leave an empty row instead"
            switch RowFilter.make(context, call, row, s) {
            case .success(let edits):
                return Finding(rule: metadata.id, range: range, message: empty,
                               fix: Fix(message: "Filter the data with the `if` condition", edits: edits, applicability: .safe))
            case .failure(let blocked):
                return Finding(rule: metadata.id, range: range, message: empty
                    + "; no automatic fix: \(blocked.why). Filter the collection before it reaches `\(name)`, in the model")
            }
        case .severalViews:
            return Finding(rule: metadata.id, range: range, message: varies
                + "; no automatic fix: a branch produces several views, each its own row, which a stack would merge into one")
        case .unknown:
            return Finding(rule: metadata.id, range: range, message: varies + "; no automatic fix for this row")
        }
    }

    func anyViewFinding(_ file: SourceFile, _ call: RowsCall, _ s: Statement, _ open: Int, stack: String,
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
        let condition = file.text(tokens: first, through: condLast)
        let a = unwrapAnyView(file, aFirst, aLast), b = unwrapAnyView(file, bFirst, last)
        let replacement: String
        if let i = file.indentation(before: t[s.first].start) {
            let u = layout.indent, n = layout.newline
            replacement = "\(stack) {\(n)\(i)\(u)if \(condition) {\(n)\(i)\(u)\(u)\(a)\(n)\(i)\(u)} else {\(n)\(i)\(u)\(u)\(b)\(n)\(i)\(u)}\(n)\(i)}"
        } else {
            replacement = "\(stack) { if \(condition) { \(a) } else { \(b) } }"
        }
        return Finding(rule: metadata.id, range: range, message: message,
                       fix: Fix(message: "Replace `AnyView` with a `\(stack)` holding an `if`",
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
