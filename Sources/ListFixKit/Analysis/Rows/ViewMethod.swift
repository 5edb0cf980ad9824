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
}
