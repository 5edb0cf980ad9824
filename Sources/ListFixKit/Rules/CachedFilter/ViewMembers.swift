import SwiftTokens

/// The members of a view with a body of their own, in this file: its methods and computed
/// properties, whatever they return (`func highlightCount(for:) -> Int` as well as
/// `var filterBar: some View`). A row that calls one runs what it reads.
enum ViewMembers {
    /// The names of the members of the view's parts in this file whose bodies read `name`.
    static func reading(_ name: String, in decl: TypeDecl, _ context: RuleContext) -> [String] {
        let file = context.file
        let t = file.tokens
        var out: [String] = []
        for part in context.fileTypes(named: decl.name) {
            var j = part.open + 1
            while j < part.close {
                defer { j = file.skipGroup(j) }
                guard t[j].kind == .keyword, let n = file.next(after: j), t[n].kind == .identifier, !file.tokenIs(n, name) else { continue }
                var body: (open: Int, close: Int)?
                if file.tokenIs(j, "func"), let open = DeclarationScanner.functionSignature(file, name: n, limit: part.close).body,
                   let close = file.tree.match(open) {
                    body = (open, close)
                } else if file.tokenIs(j, "var") {
                    body = DeclarationScanner.accessorBody(of: file.text(n), in: part, file: file)
                }
                guard let (open, close) = body,
                      (open..<close).contains(where: { t[$0].kind == .identifier && file.tokenIs($0, name) }) else { continue }
                out.append(file.text(n))
            }
        }
        return out
    }
}
