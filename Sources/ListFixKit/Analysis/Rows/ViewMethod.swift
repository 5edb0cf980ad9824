import SwiftTokens

extension RuleContext {
    /// The body's `{` of the one view-returning method named `name` (`func row(for item: Item) -> some View`)
    /// of the type whose code holds token `i`, in this file: what a call `row(for: item)` or
    /// `self.row(item)` there makes. Nil where the name is a local closure's, where no such method is
    /// declared here, or where two are (which one a call picks is not read).
    func viewMethodBody(named name: String, calledAt i: Int) -> Int? {
        guard let owner = enclosingTypeHeader(of: i), DataOrigin.local(name, at: i, in: self) == nil else { return nil }
        var found: [Int] = []
        for decl in fileTypes(named: owner.name) {
            for member in ViewCountReader.viewMembers(of: decl, in: file, named: name) {
                guard let open = member.open, file.functionParameters(ofBody: open) != nil else { continue }
                found.append(open)
            }
        }
        return found.count == 1 ? found[0] : nil
    }

    /// The `->` and body `{` of the one `func` named `name` (taking `arguments` parameters, when given)
    /// of the type whose code holds token `i`, declared in this file in that type or an extension of
    /// it: what a bare call or `self.name(…)` there runs. Nil where the name is a local closure's,
    /// where no such method is declared here, or where several are (which one a call picks is not read).
    func methodDeclaration(named name: String, calledAt i: Int, arguments: Int? = nil) -> (arrow: Int?, body: Int)? {
        guard let owner = enclosingTypeHeader(of: i), DataOrigin.local(name, at: i, in: self) == nil else { return nil }
        let t = file.tokens
        var found: [(arrow: Int?, body: Int)] = []
        for decl in fileTypes(named: owner.name) {
            var j = decl.open + 1
            while j < decl.close {
                if t[j].kind == .keyword, file.tokenIs(j, "func"), let n = file.next(after: j), t[n].kind == .identifier, file.tokenIs(n, name),
                   case let signature = DeclarationScanner.functionSignature(file, name: n, limit: decl.close), let body = signature.body,
                   arguments.map({ file.functionParameters(ofBody: body)?.count == $0 }) ?? true {
                    found.append((signature.arrow, body))
                }
                j = file.skipGroup(j)
            }
        }
        return found.count == 1 ? found[0] : nil
    }
}
