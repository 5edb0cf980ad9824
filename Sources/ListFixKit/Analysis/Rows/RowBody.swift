import SwiftTokens

/// The statements of a row closure, sorted into local declarations and the views it produces.
struct RowBody: Sendable {
    enum Shape: Sendable, Equatable {
        /// No view statement at all.
        case empty
        /// One view expression that is not a branch: already unary.
        case single(Statement)
        /// One `if` or `switch` statement.
        case branch(Statement)
        /// One `AnyView(...)` call with its argument's `(`.
        case anyView(Statement, open: Int)
        /// Several view statements.
        case several([Statement])
        /// Contains `#if`: left alone.
        case conditionalCompilation
    }

    var open: TokenIndex
    var locals: [Statement]
    var views: [Statement]
    var shape: Shape

    init(_ file: SourceFile, closure open: Int) {
        self.open = open
        let statements = file.statements(inBody: open)
        var locals: [Statement] = []
        var views: [Statement] = []
        var sawDirective = false
        for s in statements {
            if file.tokens[s.first].kind == .poundDirective { sawDirective = true }
            if views.isEmpty, file.isKeyword(s.first, "let") || file.isKeyword(s.first, "var") {
                locals.append(s)
            } else {
                views.append(s)
            }
        }
        self.locals = locals
        self.views = views
        if sawDirective {
            shape = .conditionalCompilation
        } else if views.isEmpty {
            shape = .empty
        } else if views.count > 1 {
            shape = .several(views)
        } else {
            let s = views[0]
            if file.isKeyword(s.first, "if") || file.isKeyword(s.first, "switch") {
                shape = .branch(s)
            } else if file.isIdentifier(s.first, "AnyView"), let paren = file.next(after: s.first),
                      file.tokens[paren].kind == .leftParen, file.tree.match(paren) == s.last {
                shape = .anyView(s, open: paren)
            } else {
                shape = .single(s)
            }
        }
    }
}

extension RowBody {
    /// The `id` of each `.id(` on a whole view of the block at `block`: on a statement's modifier
    /// chain, at the statement's own level, and in the blocks of its `if`, `else` and `switch`
    /// branches. Read by statements, skipping every group: not a view's content, arguments or closures.
    static func identityModifiers(in block: Int, _ file: SourceFile) -> [Int] {
        let t = file.tokens
        var out: [Int] = []
        for statement in file.statements(inBody: block) {
            let branches = file.isKeyword(statement.first, "if") || file.isKeyword(statement.first, "switch")
            var j = statement.first
            while j <= statement.last {
                if branches, t[j].kind == .leftBrace {
                    out += identityModifiers(in: j, file)
                } else if t[j].length == 2, t[j].kind == .identifier, file.tokenIs(j, "id"), j > 0, t[j - 1].kind == .period,
                          let open = file.next(after: j), t[open].kind == .leftParen {
                    out.append(j)
                }
                j = file.skipGroup(j)
            }
        }
        return out
    }
}
