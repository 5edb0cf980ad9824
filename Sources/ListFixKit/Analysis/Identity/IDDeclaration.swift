import SwiftTokens

/// A type's `id` member as declared in this file: `let id = UUID()`, `var id: String { title }`.
struct IDDeclaration: Sendable {
    var type: TypeDecl
    /// The `var`/`let` keyword.
    var keyword: Int
    var isLet: Bool
    /// The declared type's tokens, if annotated.
    var annotation: (first: Int, last: Int)?
    /// The `= value` tokens, for a stored property with an initial value.
    var value: (first: Int, last: Int)?
    /// The `{` of a computed property's body (or of its `get`).
    var body: Int?
    /// The declaration's last token.
    var last: Int

    /// The significant statements' tokens of a computed body: its one expression, `return`
    /// dropped; nil when the body is not one expression.
    func expression(_ file: SourceFile) -> (first: Int, last: Int)? {
        guard var open = body else { return nil }
        var statements = file.statements(inBody: open)
        // `{ get { … } }`
        if statements.count == 1, file.isIdentifier(statements[0].first, "get"), let inner = file.next(after: statements[0].first),
           file.tokens[inner].kind == .leftBrace {
            open = inner
            statements = file.statements(inBody: open)
        }
        guard statements.count == 1 else { return nil }
        var first = statements[0].first
        if file.isKeyword(first, "return"), let next = file.next(after: first) { first = next }
        return (first, statements[0].last)
    }

    /// The stored property a computed `id` is exactly, or a conversion of: `title`, `self.title`,
    /// `url.absoluteString`, `String(n)`, `String(describing: n)`, `"\(n)"`; nil for anything else.
    func sourceProperty(_ file: SourceFile) -> String? {
        guard let (first, last) = expression(file) else { return nil }
        let t = file.tokens
        let significant = (first...last).filter { !t[$0].kind.isTrivia }
        func name(_ k: Int) -> String? { t[k].kind == .identifier ? file.text(k) : nil }
        switch significant.count {
        case 1:
            return name(significant[0])
        case 3 where t[significant[1]].kind == .period:
            if file.isKeyword(significant[0], "self") { return name(significant[2]) }
            // `city.id`: another value's identity, not a conversion of data.
            if file.isIdentifier(significant[2], "id") { return nil }
            return name(significant[0])
        case 4 where file.isIdentifier(significant[0], "String") && t[significant[1]].kind == .leftParen:
            return name(significant[2])
        case 6 where file.isIdentifier(significant[0], "String") && file.isIdentifier(significant[2], "describing"):
            return name(significant[4])
        default:
            // `"\(n)"`: a string whose only content is one interpolation of a name.
            if t[significant[0]].kind == .stringSegment, significant.count == 5, t[significant[1]].kind == .interpolationOpen,
               file.text(significant[0]) == "\"", file.text(significant[4]) == "\"" {
                return name(significant[2])
            }
            return nil
        }
    }

    /// The `id` declarations of the types this file declares (not extensions of other files' types).
    static func all(in context: RuleContext) -> [IDDeclaration] {
        let file = context.file
        let t = file.tokens
        var out: [IDDeclaration] = []
        for type in context.fileTypes where type.kind != .protocol {
            var j = type.open + 1
            while j < type.close {
                if t[j].kind == .keyword, file.tokenIs(j, "var") || file.tokenIs(j, "let"),
                   let name = file.next(after: j), file.isIdentifier(name, "id"), let after = file.next(after: name),
                   !isStatic(file, j) {
                    var decl = IDDeclaration(type: type, keyword: j, isLet: file.tokenIs(j, "let"), annotation: nil, value: nil,
                                             body: nil, last: name)
                    var cursor = after
                    if t[after].kind == .colon, let typeFirst = file.next(after: after) {
                        let typeLast = DeclarationScanner.typeEnd(file, from: typeFirst)
                        decl.annotation = (typeFirst, typeLast)
                        decl.last = typeLast
                        cursor = file.next(after: typeLast) ?? typeLast
                    }
                    if file.tokenIs(cursor, "="), let v = file.next(after: cursor) {
                        let end = file.statementEnd(startingAt: v, limit: type.close)
                        decl.value = (v, end)
                        decl.last = end
                    } else if t[cursor].kind == .leftBrace, let close = file.tree.match(cursor), cursor > name {
                        decl.body = cursor
                        decl.last = close
                    }
                    out.append(decl)
                }
                j = file.skipGroup(j)
            }
        }
        return out
    }

    static func isStatic(_ file: SourceFile, _ keyword: Int) -> Bool {
        var j = file.previous(before: keyword)
        while let p = j, file.tokens[p].kind == .keyword || file.tokens[p].kind == .identifier || file.tokens[p].kind == .attribute {
            if file.tokenIs(p, "static") || file.tokenIs(p, "class") { return true }
            guard file.tokens[p].kind == .attribute || DeclarationScanner.isModifier(file, p) else { break }
            j = file.previous(before: p)
        }
        return false
    }
}

extension RuleContext {
    /// The `id` members of this file's types (see `IDDeclaration`), found once for all rules.
    var idDeclarations: [IDDeclaration] { analysis(IDDeclarations.self).all }
}

/// A file's `id` declarations, kept by its context.
final class IDDeclarations: FileAnalysis {
    let all: [IDDeclaration]
    init(_ context: RuleContext) { all = IDDeclaration.all(in: context) }
}
