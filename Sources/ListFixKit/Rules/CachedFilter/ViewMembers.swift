import SwiftTokens

/// The members of a view with a body of their own, in this file: its methods and computed
/// properties, whatever they return (`func highlightCount(for:) -> Int` as well as
/// `var filterBar: some View`). A row that calls one runs what it reads with the body.
enum ViewMembers {
    /// The names of the members of the view's parts in this file whose bodies read the property
    /// `name` (bare or through `self.`) with the body, not in an action or a task they set up.
    static func reading(_ name: String, in decl: TypeDecl, _ context: RuleContext) -> [String] {
        let file = context.file
        let t = file.tokens
        var out: [String] = []
        for part in context.fileTypes(named: decl.name) {
            var j = part.open + 1
            while j < part.close {
                defer { j = file.skipGroup(j) }
                guard t[j].kind == .keyword, let n = file.next(after: j), t[n].kind == .identifier, !file.tokenIs(n, name) else { continue }
                var open: Int?
                if file.tokenIs(j, "func") {
                    open = DeclarationScanner.functionSignature(file, name: n, limit: part.close).body
                } else if file.tokenIs(j, "var"), let head = DeclarationScanner.head(file, at: j), t[head.rest].kind == .leftBrace,
                          !DeclarationScanner.isObserverBlock(file, head.rest) {
                    open = head.rest
                }
                guard let open, let close = file.tree.match(open),
                      (open..<close).contains(where: { k in
                          t[k].kind == .identifier && file.tokenIs(k, name) && (file.isReference(k) || CachedFilter.isSelfMember(file, k))
                              && !CachedFilter.runsWhenActed(file, k, inside: open)
                      }) else { continue }
                out.append(file.text(n))
            }
        }
        return out
    }
}
