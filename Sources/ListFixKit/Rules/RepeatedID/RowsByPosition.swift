import SwiftTokens

/// The fix for rows over `Array(repeating: v, count: n)`: `ForEach(0..<n, id: \.self) { _ in … }`
/// with every use of the row's parameter replaced by `v`, so rows are keyed by position.
enum RowsByPosition {
    static func fix(call: RowsCall, value: (first: Int, last: Int), count: (first: Int, last: Int), elementType: String?,
                    context: RuleContext) -> Result<Fix, FixBlocked> {
        let file = context.file
        let t = file.tokens
        guard let content = call.content, let close = file.tree.match(content), let data = call.data,
              let dataFirst = data.valueFirst, let dataLast = data.valueLast else {
            return .failure(Fix.blocked("listfix cannot read the row closure"))
        }
        // `selection:`, `children:` … are typed by the element's id: position ids would not fit them.
        if let other = call.arguments.first(where: { $0 != data && $0 != call.id && $0.valueFirst != content }) {
            let label = other.label.map { "`\(file.text($0)):`" } ?? "another argument"
            return .failure(Fix.blocked("\(label) depends on the rows' ids; key placeholder rows by position by hand"))
        }
        var valueText = file.text(tokens: value.first, through: value.last)
        var isImplicitMember = t[value.first].kind == .period
        // `[Post](repeating: .placeholder, …)`: the row reads `Post.placeholder`.
        if isImplicitMember, let elementType, RepeatedArray.isPlainMember(file, value.first, value.last) {
            valueText = elementType + valueText
            isImplicitMember = false
        }
        let isPlain = RepeatedArray.isPlainMember(file, value.first, value.last)
            || (value.first == value.last && [.integerLiteral, .floatLiteral, .stringSegment].contains(t[value.first].kind))
            || (value.first == value.last && (file.isKeyword(value.first, "true") || file.isKeyword(value.first, "false")))
        let replacement = isPlain || !hasOperator(file, value.first, value.last) ? valueText : "(\(valueText))"

        var edits: [Edit] = []
        let signature = file.closureSignature(of: content)
        let bodyStart = signature.map { $0.inKeyword + 1 } ?? content + 1
        var uses: [Int] = []
        if let signature {
            guard signature.parameters.count == 1 else {
                return .failure(Fix.blocked("the row closure does not take one parameter"))
            }
            let parameter = signature.parameters[0]
            let name = file.text(parameter)
            if name != "_" {
                for j in bodyStart..<close where t[j].kind == .identifier {
                    if file.text(j) == "$" + name { return .failure(Fix.blocked("the row reads `$\(name)`")) }
                    guard file.tokenIs(j, name), file.isReference(j) else { continue }
                    if let p = file.previous(before: j), file.isKeyword(p, "let") || file.isKeyword(p, "var") || file.isKeyword(p, "case") {
                        return .failure(Fix.blocked("the row declares another `\(name)`"))
                    }
                    if shadowed(file, name, at: j, inside: content) {
                        return .failure(Fix.blocked("a closure in the row takes another `\(name)`"))
                    }
                    uses.append(j)
                }
            }
            let params = signature.parenthesized ? file.previous(before: signature.parameters[0]).flatMap { p in
                t[p].kind == .leftParen ? (p, file.tree.match(p) ?? p) : nil
            } : (parameter, parameter)
            guard let (pFirst, pLast) = params else { return .failure(Fix.blocked("listfix cannot read the row's parameter")) }
            edits.append(Edit(range: file.range(from: pFirst, through: pLast), replacement: "_"))
        } else {
            for j in bodyStart..<close where t[j].kind == .identifier && file.text(j).hasPrefix("$") {
                guard file.tokenIs(j, "$0") else { return .failure(Fix.blocked("the row reads `\(file.text(j))`")) }
                if let inner = file.tree.enclosing(j), enclosingBrace(file, inner, below: content) {
                    return .failure(Fix.blocked("`$0` is read inside a block of the row"))
                }
                uses.append(j)
            }
            edits.append(Edit(range: t[content].end..<t[content].end, replacement: " _ in"))
        }
        if isImplicitMember, let use = uses.first(where: { !isWholeArgument(file, $0) }) {
            return .failure(Fix.blocked("`\(valueText)` needs its type where the row reads `\(file.text(use))`"))
        }
        for use in uses { edits.append(FixEdits.replacing(use, with: replacement, in: file)) }

        let countText = file.text(tokens: count.first, through: count.last)
        let range = hasOperator(file, count.first, count.last) ? "0..<(\(countText))" : "0..<\(countText)"
        edits.append(Edit(range: file.range(from: dataFirst, through: dataLast), replacement: range))
        if let id = call.id, let idFirst = id.valueFirst, let idLast = id.valueLast {
            edits.append(Edit(range: file.range(from: idFirst, through: idLast), replacement: "\\.self"))
        } else if let addID = FixEdits.argument("id: \\.self", after: data, in: file) {
            edits.append(addID)
        }
        let message = "Key the rows by position, `\(call.kind.rawValue)(\(range), id: \\.self)`, each row reading `\(valueText)`"
        let applicability: Applicability = isPlain ? .safe
            : .unsafe(reason: "`\(valueText)` is then evaluated for every row instead of once")
        return .success(Fix(message: message, edits: edits, applicability: applicability))
    }

    /// Whether tokens `first...last` have an operator outside brackets (`a ?? b`, `n - 1`).
    static func hasOperator(_ file: SourceFile, _ first: Int, _ last: Int) -> Bool {
        var j = first
        while j <= last {
            if file.tokens[j].kind == .operator { return true }
            j = file.skipGroup(j)
        }
        return false
    }

    /// Whether a nested `{` between token `inner`'s bracket and the row closure `content` holds it.
    static func enclosingBrace(_ file: SourceFile, _ inner: Int, below content: Int) -> Bool {
        var scope: Int? = inner
        while let s = scope, s != content {
            if file.tokens[s].kind == .leftBrace { return true }
            scope = file.tree.enclosing(s)
        }
        return false
    }

    /// Whether a closure between `content` and token `at` takes a parameter named `name`.
    static func shadowed(_ file: SourceFile, _ name: String, at: Int, inside content: Int) -> Bool {
        var scope = file.tree.enclosing(at)
        while let s = scope, s != content {
            if let signature = file.closureSignature(of: s), signature.parameters.contains(where: { file.tokenIs($0, name) }) {
                return true
            }
            scope = file.tree.enclosing(s)
        }
        return false
    }

    /// Whether token `i` is a whole argument of a call (`Row(post: p)`), where an implicit member
    /// `.placeholder` takes its type from the parameter.
    static func isWholeArgument(_ file: SourceFile, _ i: Int) -> Bool {
        let t = file.tokens
        guard let p = file.previous(before: i), let n = file.next(after: i) else { return false }
        let before = t[p].kind == .leftParen || t[p].kind == .comma || (t[p].kind == .colon && file.previous(before: p).map(file.isArgumentLabel) == true)
        return before && (t[n].kind == .rightParen || t[n].kind == .comma)
    }
}
