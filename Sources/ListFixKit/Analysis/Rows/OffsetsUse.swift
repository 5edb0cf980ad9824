import SwiftTokens

/// Where code applies a set of row offsets (an `.onDelete`'s `IndexSet`, a move's source) to a
/// collection: `X.remove(atOffsets: offsets)`, `X.move(fromOffsets: offsets, …)`,
/// `offsets.map { X[$0] }`, `for i in offsets { … X[i] … }`, `guard let i = offsets.first …; X.remove(at: i)`.
/// Read in a handler's closure, in a view's method, and in pass 1 in any type's method that takes
/// an `IndexSet` (`OffsetsMethods`).
struct OffsetsUse {
    /// The collection's names (`["store", "notes"]`, `self` dropped).
    var names: [String]
    /// The tokens of its path.
    var first: Int
    var last: Int
    /// The `)` that ends its `remove(atOffsets:)` call; nil for any other use.
    var removal: Int?

    /// The collections that the offsets named `parameter` index between `open` and `close`.
    static func targets(of parameter: String, in open: Int, _ close: Int, _ file: SourceFile) -> [OffsetsUse] {
        let t = file.tokens
        var out: [OffsetsUse] = []
        /// The path that ends just before `end` (the `.` of `.remove`, the `[` of a subscript).
        func path(endingBefore end: Int, removal: Int? = nil) -> OffsetsUse? {
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
            return names.isEmpty ? nil : OffsetsUse(names: names, first: first, last: last, removal: removal)
        }
        var loopNames: Set<String> = []
        var i = open + 1
        while i < close {
            defer { i += 1 }
            guard t[i].kind == .identifier || file.isKeyword(i, "in") else { continue }
            // `X.remove(atOffsets: offsets)`, `X.move(fromOffsets: offsets, toOffset: …)`; `X.remove(at: i)`
            // with `i` one offset.
            if (file.tokenIs(i, "remove") || file.tokenIs(i, "move")), let p = file.previous(before: i), t[p].kind == .period,
               let paren = file.next(after: i), t[paren].kind == .leftParen,
               let argument = file.arguments(of: paren).first, let label = argument.label,
               let v = argument.valueFirst, argument.valueLast == v {
                if file.tokenIs(label, "atOffsets") || file.tokenIs(label, "fromOffsets"), file.tokenIs(v, parameter),
                   let target = path(endingBefore: p, removal: file.tokenIs(i, "remove") ? file.tree.match(paren) : nil) {
                    out.append(target)
                } else if file.tokenIs(label, "at"), loopNames.contains(file.text(v)), let target = path(endingBefore: p) {
                    out.append(target)
                }
            }
            // `for i in offsets {`: subscripts by `i` index the collection.
            if file.isKeyword(i, "in"), let value = file.next(after: i), file.tokenIs(value, parameter),
               let loopVar = file.previous(before: i), t[loopVar].kind == .identifier,
               let forKeyword = file.previous(before: loopVar), file.isKeyword(forKeyword, "for") {
                loopNames.insert(file.text(loopVar))
            }
            if file.tokenIs(i, parameter), let p = file.next(after: i), t[p].kind == .period, let m = file.next(after: p) {
                // `offsets.map { X[$0] }`, `offsets.forEach { … }`: `$0` subscripts in the closure.
                if file.tokenIs(m, "map") || file.tokenIs(m, "forEach") || file.tokenIs(m, "compactMap"),
                   let brace = file.next(after: m), t[brace].kind == .leftBrace {
                    loopNames.insert("$0")
                }
                // `let index = offsets.first`, `guard let index = offsets.first else { … }`: the one offset, named.
                if file.tokenIs(m, "first"), let equals = file.previous(before: i), file.tokenIs(equals, "="),
                   let name = file.previous(before: equals), t[name].kind == .identifier,
                   let keyword = file.previous(before: name), file.isKeyword(keyword, "let") || file.isKeyword(keyword, "var") {
                    loopNames.insert(file.text(name))
                }
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
