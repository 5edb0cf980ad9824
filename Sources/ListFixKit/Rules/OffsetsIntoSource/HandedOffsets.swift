import SwiftTokens

/// A call in an `.onDelete` or `.onMove` handler that hands the row offsets on to a method of
/// another type: `store.delete(at: offsets)`, `PersistenceController.shared.deleteInList(indexSet: offsets, …)`,
/// or the handler itself, `perform: store.delete`. What that method applies them to is read from
/// the project index (`OffsetsMethod`), in whichever file it is declared.
struct HandedOffsets {
    /// The receiver's names (`["store"]`, `["PersistenceController", "shared"]`).
    var receiver: [String]
    var method: String
    /// The argument's label (`_` for none); nil for a method named as the handler, which gets the
    /// offsets as its first argument.
    var label: String?
    /// The method's name token.
    var at: Int

    /// The calls between `open` and `close` with an argument that is exactly `parameter`, on a
    /// receiver. None where the handler binds the name again (`let offsets = IndexSet(…)`, offsets it
    /// has mapped), or tests anything first (`if searchText.isEmpty { … }`): it may hand the offsets
    /// on only while the rows are unfiltered.
    static func calls(handing parameter: String, in open: Int, _ close: Int, _ file: SourceFile) -> [HandedOffsets] {
        let t = file.tokens
        var out: [HandedOffsets] = []
        if DerivedRows.declares(parameter, in: open, close, file) { return [] }
        if OffsetsUse.choosesAPath(in: (open + 1)..<close, file) { return [] }
        for i in (open + 1)..<close where t[i].kind == .identifier && file.tokenIs(i, parameter) {
            guard let paren = file.tree.enclosing(i), t[paren].kind == .leftParen, file.tree.match(paren).map({ $0 < close }) ?? false,
                  let name = file.previous(before: paren), t[name].kind == .identifier,
                  let period = file.previous(before: name), t[period].kind == .period,
                  let argument = file.arguments(of: paren).first(where: { $0.valueFirst == i && $0.valueLast == i }) else { continue }
            var receiver: [String] = []
            var j = file.previous(before: period)
            while let k = j, t[k].kind == .identifier || file.isKeyword(k, "self") {
                receiver.insert(file.text(k), at: 0)
                guard let p = file.previous(before: k), t[p].kind == .period else { break }
                j = file.previous(before: p)
            }
            if receiver.first == "self" { receiver.removeFirst() }
            guard !receiver.isEmpty else { continue }
            out.append(HandedOffsets(receiver: receiver, method: file.text(name), label: argument.label.map { file.text($0) } ?? "_", at: name))
        }
        return out
    }

    /// The method this call reaches: its receiver's type resolved from the view (`store`, a
    /// property; `PersistenceController.shared`, a type's static), and one method of that name and
    /// label in that type. Nil where either is not known.
    func resolved(at token: Int, in context: RuleContext) -> OffsetsMethod? {
        let type: String?
        if DeclarationScanner.isUppercaseStart(context.file, firstReceiverToken(in: context.file)), context.declarations.info(receiver[0]) != nil {
            var current: String? = receiver[0]
            for name in receiver.dropFirst() {
                current = current.flatMap { TypeResolver(context).memberType(name, of: $0) }.map(TypeResolver.nominal)
            }
            type = current
        } else {
            type = TypeResolver(context).type(ofNames: receiver, at: token).map(TypeResolver.nominal)
        }
        guard let type else { return nil }
        let methods = context.declarations.offsetsMethods(named: method).filter { $0.type == type }
        // Several of that name: an overload is chosen by what this call passes, which listfix does not follow.
        guard methods.count == 1, let found = methods.first, label == nil || found.label == label else { return nil }
        return found
    }

    /// The receiver's first token.
    private func firstReceiverToken(in file: SourceFile) -> Int {
        var k = at
        for _ in receiver {
            guard let p = file.previous(before: k), let r = file.previous(before: p) else { break }
            k = r
        }
        return k
    }
}
