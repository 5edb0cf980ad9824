import SwiftTokens

/// The code an `.onDelete` or `.onMove` runs, and the collections it applies the row offsets to:
/// `X.remove(atOffsets: offsets)`, `X.move(fromOffsets: offsets, …)`, `offsets.map { X[$0] }`,
/// `for i in offsets { … X[i] … }`. The handler is the modifier's closure, or a method of the view
/// named by `perform:` and declared in this file.
struct OffsetsHandler {
    /// The name the code is known by, for the message: `deleteNotes`, or "the closure".
    var name: String
    /// Each collection the offsets index (`OffsetsUse`).
    var targets: [OffsetsUse]
    /// The offsets' name in the handler (`offsets`, `$0`).
    var parameter: String
    /// The handler's braces (for `perform: store.delete`, the reference's tokens).
    var body: (open: Int, close: Int)
    /// The calls that hand the offsets on to another type's method (`store.delete(at: offsets)`).
    var handed: [HandedOffsets] = []

    init?(_ modifier: Modifier, owner: TypeDecl?, in context: RuleContext) {
        let file = context.file
        let t = file.tokens
        var body: (open: Int, close: Int)?
        var parameter: String?
        if let closure = modifier.trailingClosures.first {
            body = (closure.open, closure.close)
            name = "the closure"
        } else if let open = modifier.arguments, let argument = file.arguments(of: open).first, let v = argument.valueFirst {
            if t[v].kind == .leftBrace, let close = file.tree.match(v) {
                body = (v, close)
                name = "the closure"
            } else if let last = argument.valueLast, last != v, let path = MemberPath.parse(file, at: v, through: last, subscripts: false),
                      path.last == last, path.components.count >= 2 {
                // `perform: store.delete`: the model's method is the handler.
                let names = path.componentTexts(file)
                name = "`\(names.joined(separator: "."))`"
                targets = []
                self.body = (v, last)
                self.parameter = ""
                handed = [HandedOffsets(receiver: Array(names.dropLast()), method: names[names.count - 1], label: nil, at: path.last)]
                return
            } else if t[v].kind == .identifier, argument.valueLast == v, let owner {
                let method = file.text(v)
                name = "`\(method)`"
                guard let found = OffsetsHandler.method(method, of: owner, in: context) else { return nil }
                body = (found.open, found.close)
                parameter = found.parameter
            } else {
                return nil
            }
        } else {
            return nil
        }
        guard let (open, close) = body else { return nil }
        // `{ offsets in … }`, or `$0`.
        let offsets = parameter ?? file.closureSignature(of: open).flatMap { $0.parameters.first }.map { file.text($0) } ?? "$0"
        self.parameter = offsets
        self.body = (open, close)
        targets = OffsetsUse.targets(of: offsets, in: open, close, file)
        handed = HandedOffsets.calls(handing: offsets, in: open, close, file)
        if targets.isEmpty && handed.isEmpty { return nil }
    }

    /// `func name(at offsets: IndexSet) { … }` (or a move's `(from:to:)`) in any part of `owner` in
    /// this file: its body and the offsets parameter's internal name.
    static func method(_ name: String, of owner: TypeDecl, in context: RuleContext) -> (open: Int, close: Int, parameter: String)? {
        let file = context.file
        let t = file.tokens
        for decl in context.fileTypes(named: owner.name) {
            var j = decl.open + 1
            while j < decl.close {
                defer { j = file.skipGroup(j) }
                guard file.isKeyword(j, "func"), let n = file.next(after: j), file.tokenIs(n, name) else { continue }
                var k = n
                while k < decl.close, t[k].kind != .leftBrace { k = file.skipGroup(k) }
                // `(at offsets: IndexSet)` for a delete, `(from source: IndexSet, to destination: Int)` for a move.
                guard k < decl.close, let close = file.tree.match(k), let parameters = file.functionParameters(ofBody: k),
                      parameters.count == 1 || parameters.count == 2 else { return nil }
                return (k, close, file.text(parameters[0]))
            }
        }
        return nil
    }
}
