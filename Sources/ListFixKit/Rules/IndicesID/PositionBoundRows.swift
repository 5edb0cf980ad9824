import SwiftTokens

extension IndicesID {
    /// `ForEach(Array(X.enumerated()), id: \.element.id) { index, _ in Row(text: $X[index]) }`: rows
    /// keyed by their elements' ids that bind each element by its position. The key is right, but the
    /// binding is not the element's: when an element is removed, a row still shown (or the removed
    /// row, read again as SwiftUI takes it down) holds a binding whose index is past the end or at
    /// the next element, the crash ("index out of range") of the `indices` form. Reported where X is
    /// shown to lose, gain or move elements (by any writer of its name), or the rows are deleted or
    /// moved; data only replaced or appended to moves no row's position.
    func positionBoundFindings(in context: RuleContext) -> [Finding] {
        let file = context.file
        var out: [Finding] = []
        for call in context.calls where call.kind == .forEach {
            guard let id = call.id, IndicesID.keyedByElementMember(file, id),
                  let (first, last) = call.dataTokens(file), let data = EnumeratedData.parse(file, first, last),
                  let x = data.basePath, let closure = call.content, let signature = file.closureSignature(of: closure),
                  signature.parameters.count == 2, case let index = file.text(signature.parameters[0]), index != "_" else { continue }
            let names = x.names(file)
            let usage = IndexLoop.usage(file, closure: closure, start: file.closureBodyStart(of: closure), index: index, collection: names)
            guard let (bindingFirst, bindingLast) = usage.uses.lazy.compactMap({ use -> (Int, Int)? in
                if case .binding(let first, let last) = use { return (first, last) } else { return nil }
            }).first else { continue }
            let edits = call.editsRows(file)
            guard let written = names.last(where: { !DataOrigin.derivations.contains($0) }),
                  edits != nil || context.declarations.changes(of: written).shifts else { continue }
            let origin = DataOrigin.of(x.first, x.last, in: context)
            if origin == .constant || origin == .unknown { continue }
            let text = x.text(file)
            let why = edits.map { "the rows are \(file.tokenIs($0.name, "onMove") ? "moved" : "deleted") (`.\(file.text($0.name))`)" }
                ?? "`\(written)` loses, gains or moves elements while shown"
            let message = "rows keyed by their elements' ids bind `$\(text)[\(index)]` by position, and \(why): a row's binding "
                + "then reads an index past the end (a crash) or the element now in its place; bind the row to its element "
                + "(`ForEach($\(text)) { $element in … }`), and find a position by id where the row needs one"
            var found = metadata.finding(range: file.range(from: bindingFirst, through: bindingLast), message: message,
                                         fix: Fix.blocked("the row's bindings and its other uses of `\(index)` need rewriting together"))
            found.severity = .error
            found.scope = call.extent(file)
            out.append(found)
        }
        return out
    }

    /// `\.element.name` or `\.1.name`: a key read from the element, not its position.
    static func keyedByElementMember(_ file: SourceFile, _ id: Argument) -> Bool {
        guard let first = id.valueFirst, let last = id.valueLast, last == first + 4 else { return false }
        let t = file.tokens
        return t[first].kind == .backslash && t[first + 1].kind == .period
            && (file.isIdentifier(first + 2, "element") || file.tokenIs(first + 2, "1"))
            && t[first + 3].kind == .period && t[first + 4].kind == .identifier
    }
}
