import SwiftTokens

/// The code an `.onDelete` or `.onMove` runs, and the collections it applies the row offsets to:
/// `X.remove(atOffsets: offsets)`, `X.move(fromOffsets: offsets, …)`, `offsets.map { X[$0] }`,
/// `for i in offsets { … X[i] … }`. The handler is the modifier's closure, or a method of the view
/// named by `perform:` and declared in this file.
struct OffsetsHandler {
    /// The name the code is known by, for the message: `deleteNotes`, or "the closure".
    var name: String
    /// Each collection the offsets index, as its names (`["store", "notes"]`), with the tokens of its path and
    /// the `)` that ends its `remove(atOffsets:)` call (nil for any other use).
    var targets: [Target]
    /// The offsets' name in the handler (`offsets`, `$0`).
    var parameter: String
    /// The handler's braces.
    var body: (open: Int, close: Int)

    struct Target {
        var names: [String]
        var first: Int
        var last: Int
        var removal: Int?
    }

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
        targets = OffsetsHandler.targets(of: offsets, in: open, close, file)
        if targets.isEmpty { return nil }
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

    /// The collections that the offsets named `parameter` index between `open` and `close`.
    static func targets(of parameter: String, in open: Int, _ close: Int, _ file: SourceFile) -> [Target] {
        let t = file.tokens
        var out: [Target] = []
        /// The path that ends just before `end` (the `.` of `.remove`, the `[` of a subscript).
        func path(endingBefore end: Int, removal: Int? = nil) -> Target? {
            var names: [String] = []
            var first = end
            guard let last = file.previous(before: end) else { return nil }
            var j: Int? = last
            while let k = j, t[k].kind == .identifier || file.isKeyword(k, "self") {
                names.insert(file.text(k), at: 0)
                first = k
                guard let p = file.previous(before: k), t[p].kind == .period else { break }
                j = file.previous(before: p)
            }
            if names.first == "self" { names.removeFirst() }
            return names.isEmpty ? nil : Target(names: names, first: first, last: last, removal: removal)
        }
        var loopNames: Set<String> = []
        var i = open + 1
        while i < close {
            defer { i += 1 }
            guard t[i].kind == .identifier || file.isKeyword(i, "in") else { continue }
            // `X.remove(atOffsets: offsets)`, `X.move(fromOffsets: offsets, toOffset: …)`.
            if (file.tokenIs(i, "remove") || file.tokenIs(i, "move")), let p = file.previous(before: i), t[p].kind == .period,
               let paren = file.next(after: i), t[paren].kind == .leftParen,
               let argument = file.arguments(of: paren).first, let label = argument.label,
               file.tokenIs(label, "atOffsets") || file.tokenIs(label, "fromOffsets"),
               let v = argument.valueFirst, argument.valueLast == v, file.tokenIs(v, parameter),
               let target = path(endingBefore: p, removal: file.tokenIs(i, "remove") ? file.tree.match(paren) : nil) {
                out.append(target)
            }
            // `for i in offsets {`: subscripts by `i` index the collection.
            if file.isKeyword(i, "in"), let value = file.next(after: i), file.tokenIs(value, parameter),
               let loopVar = file.previous(before: i), t[loopVar].kind == .identifier,
               let forKeyword = file.previous(before: loopVar), file.isKeyword(forKeyword, "for") {
                loopNames.insert(file.text(loopVar))
            }
            // `offsets.map { X[$0] }`, `offsets.forEach { … }`: `$0` subscripts in the closure.
            if file.tokenIs(i, parameter), let p = file.next(after: i), t[p].kind == .period, let m = file.next(after: p),
               file.tokenIs(m, "map") || file.tokenIs(m, "forEach") || file.tokenIs(m, "compactMap"),
               let brace = file.next(after: m), t[brace].kind == .leftBrace {
                loopNames.insert("$0")
            }
            // `X[i]` with `i` an offset.
            if let bracket = file.next(after: i), t[bracket].kind == .leftBracket, let inner = file.next(after: bracket),
               loopNames.contains(file.text(inner)) || file.tokenIs(inner, parameter), file.next(after: inner) == file.tree.match(bracket),
               let target = path(endingBefore: bracket) {
                out.append(target)
            }
        }
        return out
    }
}
