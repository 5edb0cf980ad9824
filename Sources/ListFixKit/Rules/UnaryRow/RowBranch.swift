import SwiftTokens

/// What a row's top-level `if` or `switch` produces: one view on every path (its leaf views),
/// or not.
enum RowBranch: Sendable, Equatable {
    /// Every path ends in exactly one view; these are the views.
    case oneView(leaves: [Statement])
    /// Some path produces no view: an `if` without a final `else`, an empty `case`, `EmptyView()`.
    case mayBeEmpty
    /// Some path produces several views, each of which a `List` would show as its own row.
    case severalViews
    /// Something listfix does not follow (a `fallthrough`, a `#if`, a statement it cannot read).
    case unknown

    /// The branch that starts at statement `s` (`if ...` or `switch ...`).
    static func of(_ s: Statement, in file: SourceFile) -> RowBranch {
        if file.isKeyword(s.first, "switch") { return switchBranch(s, file) }
        if file.isKeyword(s.first, "if") { return ifBranch(s, file) }
        return .unknown
    }

    /// `if c { } else if d { } else { }`: each body in turn; without a final `else`, may be empty.
    static func ifBranch(_ s: Statement, _ file: SourceFile) -> RowBranch {
        var leaves: [Statement] = []
        var result = RowBranch.oneView(leaves: [])
        var j = s.first
        while true {
            // Find the body's `{`: the first top-level brace after the keyword.
            var k = j + 1
            while k <= s.last, file.tokens[k].kind != .leftBrace { k = file.skipGroup(k) }
            guard k <= s.last, let close = file.tree.match(k) else { return .unknown }
            result = combine(result, body(k, file), &leaves)
            guard let next = file.next(after: close), next <= s.last, file.isKeyword(next, "else") else {
                return combine(result, .mayBeEmpty, &leaves)
            }
            guard let after = file.next(after: next), after <= s.last else { return .unknown }
            if file.isKeyword(after, "if") {
                j = after
                continue
            }
            guard file.tokens[after].kind == .leftBrace, let end = file.tree.match(after) else { return .unknown }
            result = combine(result, body(after, file), &leaves)
            guard end == s.last else { return .unknown }
            if case .oneView = result { return .oneView(leaves: leaves) }
            return result
        }
    }

    /// `switch x { case a: ... }`: each case's statements.
    static func switchBranch(_ s: Statement, _ file: SourceFile) -> RowBranch {
        guard let cases = file.switchCases(s) else { return .unknown }
        var leaves: [Statement] = []
        var result = RowBranch.oneView(leaves: [])
        for statements in cases { result = combine(result, views(statements, file), &leaves) }
        if case .oneView = result { return .oneView(leaves: leaves) }
        return result
    }

    /// The views of a `{ }` body.
    static func body(_ open: Int, _ file: SourceFile) -> RowBranch {
        views(file.statements(inBody: open), file)
    }

    /// The views of a list of statements: locals are skipped; one view, or a nested branch.
    static func views(_ statements: [Statement], _ file: SourceFile) -> RowBranch {
        var views: [Statement] = []
        for s in statements {
            let first = s.first
            if file.tokens[first].kind == .poundDirective { return .unknown }
            if views.isEmpty, file.isKeyword(first, "let") || file.isKeyword(first, "var") { continue }
            if file.isKeyword(first, "break") { continue }
            if file.tokens[first].kind == .keyword, !file.isKeyword(first, "if"), !file.isKeyword(first, "switch"),
               !file.isKeyword(first, "self") {
                return .unknown
            }
            views.append(s)
        }
        if views.isEmpty { return .mayBeEmpty }
        if views.count > 1 { return .severalViews }
        let view = views[0]
        if file.isKeyword(view.first, "if") || file.isKeyword(view.first, "switch") { return of(view, in: file) }
        if file.isIdentifier(view.first, "EmptyView") { return .mayBeEmpty }
        return .oneView(leaves: [view])
    }

    /// The weaker of two results; leaves of one-view results are collected.
    static func combine(_ a: RowBranch, _ b: RowBranch, _ leaves: inout [Statement]) -> RowBranch {
        if case .oneView(let more) = b { leaves += more }
        switch (a, b) {
        case (.unknown, _), (_, .unknown): return .unknown
        case (.severalViews, _), (_, .severalViews): return .severalViews
        case (.mayBeEmpty, _), (_, .mayBeEmpty): return .mayBeEmpty
        default: return .oneView(leaves: [])
        }
    }
}
