import SwiftTokens

/// Moves a row's `if` without `else` into the row data: `ForEach(items) { item in if c(item) { Row } }`
/// becomes `ForEach(items.filter { c($0) }) { item in Row }`, so every row produces one view.
enum RowFilter {

    static func make(_ context: RuleContext, _ call: RowsCall, _ row: RowBody, _ s: Statement) -> Result<[Edit], FixBlocked> {
        let file = context.file
        let t = file.tokens
        guard file.isKeyword(s.first, "if") else {
            return .failure(Fix.blocked("some `case` produces no view"))
        }
        guard let (dataFirst, dataLast) = call.dataTokens(file), let closure = call.content else {
            return .failure(Fix.blocked("listfix cannot read the row data"))
        }
        if file.tokenIs(dataFirst, "$") || file.text(dataFirst).hasPrefix("$") {
            return .failure(Fix.blocked("the data is a binding, and a filtered copy would not write back"))
        }
        if let reason = indexData(file, dataFirst, dataLast) { return .failure(Fix.blocked(reason)) }
        if let modifier = file.modifierChain(after: file.callEnd(from: call.nameToken)).first(where: {
            file.tokenIs($0.name, "onDelete") || file.tokenIs($0.name, "onMove") }) {
            return .failure(Fix.blocked("`.\(file.text(modifier.name))` gets offsets into the data, which would then index the filtered collection instead"))
        }
        guard row.locals.isEmpty else { return .failure(Fix.blocked("the row declares values before the `if`")) }
        // One `if` with one condition and one body, no `else`.
        var k = s.first + 1
        while k <= s.last, t[k].kind != .leftBrace { k = file.skipGroup(k) }
        guard k <= s.last, let close = file.tree.match(k), close == s.last,
              let conditionFirst = file.next(after: s.first), let conditionLast = file.previous(before: k),
              conditionFirst <= conditionLast else {
            return .failure(Fix.blocked("the `if` has several branches, some of which produce no view"))
        }
        for j in conditionFirst...conditionLast {
            let kind = t[j].kind
            if kind.isComment {
                return .failure(Fix.blocked("the condition holds a comment"))
            }
            if kind == .comma || file.isKeyword(j, "let") || file.isKeyword(j, "var") || file.isKeyword(j, "case")
                || file.isKeyword(j, "try") || file.isKeyword(j, "await") || kind == .poundDirective || kind == .poundKeyword
                || kind == .leftBrace {
                return .failure(Fix.blocked("the condition binds a value or is not a plain Boolean expression"))
            }
        }
        let inner = file.statements(inBody: k)
        guard inner.count == 1, let view = inner.first,
              !file.isKeyword(view.first, "if"), !file.isKeyword(view.first, "switch"), !file.isKeyword(view.first, "let"),
              !file.isKeyword(view.first, "var"),
              !(k + 1..<close).contains(where: { ($0 < view.first || $0 > view.last) && t[$0].kind.isComment }) else {
            return .failure(Fix.blocked("the `if` body is not one plain view"))
        }
        // The condition over `$0`: the row's parameter, wherever it is a reference.
        let signature = file.closureSignature(of: closure)
        var condition = ""
        let parameter: String?
        if let signature {
            guard signature.parameters.count == 1 else {
                return .failure(Fix.blocked("the row closure takes several parameters"))
            }
            parameter = file.text(signature.parameters[0])
            if parameter == "_" { return .failure(Fix.blocked("the row ignores its element")) }
        } else {
            parameter = nil
        }
        for j in conditionFirst...conditionLast {
            let text = file.text(j)
            if let parameter, t[j].kind == .identifier, text == parameter,
               file.previous(before: j).map({ t[$0].kind != .period }) ?? true {
                condition += "$0"
            } else if parameter != nil, text.hasPrefix("$") {
                return .failure(Fix.blocked("the condition uses an anonymous closure argument"))
            } else {
                condition += text
            }
        }
        if let parameter, parameter.hasPrefix("$") {
            return .failure(Fix.blocked("the rows are bindings (`\(parameter)`), and a filtered copy would not write back"))
        }
        if parameter != nil, !condition.contains("$0") {
            return .failure(Fix.blocked("the condition does not read the element"))
        }
        // The data gains `.filter { ... }`; an expression with operators goes in parentheses.
        let plain = isPostfixExpression(file, dataFirst, dataLast)
        var edits: [Edit] = []
        if !plain { edits.append(Edit(range: t[dataFirst].start..<t[dataFirst].start, replacement: "(")) }
        edits.append(Edit(range: t[dataLast].end..<t[dataLast].end, replacement: (plain ? "" : ")") + ".filter { \(condition) }"))
        // The `if` gives way to its body, one level less indented.
        let unit = context.layout.indent, newline = context.layout.newline
        let lines = file.text(tokens: view.first, through: view.last).split(separator: newline, omittingEmptySubsequences: false)
        let body = lines.enumerated().map { n, line in n > 0 && line.hasPrefix(unit) ? String(line.dropFirst(unit.count)) : String(line) }
        edits.append(Edit(range: file.range(from: s.first, through: s.last), replacement: body.joined(separator: newline)))
        return .success(edits)
    }

    /// Why row data made of positions is not filtered, or nil. Such rows are not always keyed by
    /// position (`Array(items.enumerated())` with `id: \.element.id`): the reason names the data.
    static func indexData(_ file: SourceFile, _ first: Int, _ last: Int) -> String? {
        for j in first...last where file.tokens[j].kind == .identifier || file.tokens[j].kind == .operator {
            let what: String
            switch file.text(j) {
            case "indices": what = "`indices`"
            case "enumerated": what = "`enumerated()`"
            case "zip": what = "`zip`"
            case "..<", "...": what = "a range"
            default: continue
            }
            return "the row data carries positions (\(what)), which listfix does not filter"
        }
        return nil
    }

    /// Whether tokens `first...last` are one postfix expression (names, members, calls, subscripts).
    static func isPostfixExpression(_ file: SourceFile, _ first: Int, _ last: Int) -> Bool {
        var j = first
        while j <= last {
            let kind = file.tokens[j].kind
            if kind.isTrivia { j += 1; continue }
            switch kind {
            case .identifier, .period, .leftParen, .leftBracket, .leftBrace:
                break
            case .keyword where file.isKeyword(j, "self"):
                break
            case .operator where (file.tokenIs(j, "?") || file.tokenIs(j, "!")) && !file.isBinaryOperator(j):
                break
            default:
                return false
            }
            if kind.isTrivia == false, j > first, file.tokens[j - 1].kind.isTrivia, kind != .period, kind != .leftBrace {
                return false
            }
            j = file.skipGroup(j)
        }
        return true
    }
}
