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

    /// The path a local copies whole where it is declared between `open` and `close` (`var reordered =
    /// songs`, `= self.songs`, `= workout.routinesArray`, `self` dropped), or maps element by element
    /// (`= habits.map { $0 }`): a mapped copy keeps every position. Nil for any other value.
    static func copiedPath(_ local: String, in open: Int, _ close: Int, _ file: SourceFile) -> [String]? {
        let t = file.tokens
        let declarations = ((open + 1)..<close).filter { k in
            (file.isKeyword(k, "var") || file.isKeyword(k, "let")) && file.next(after: k).map { file.tokenIs($0, local) } == true
        }
        // Declared once, and never given another value (`modified = modified.filter { … }`): else which
        // value the offsets meet is not known.
        guard declarations.count == 1, let keyword = declarations.first,
              let value = DataOrigin.declaredLocal(at: keyword, in: file).value,
              value.last + 1 < close, !((value.last + 1)..<close).contains(where: { k in
                  t[k].kind == .identifier && file.tokenIs(k, local) && !file.isMemberName(k)
                      && file.next(after: k).map { t[$0].kind == .operator && WriteSyntax.isAssignment(file, $0) } == true
              }) else { return nil }
        var last = value.last
        // `habits.map { $0 }` or `habits.map(\.self)`: the path, then `.map` and its one closure or argument list.
        if t[last].kind == .rightBrace || t[last].kind == .rightParen, let open = file.tree.match(last),
           let m = file.previous(before: open), file.tokenIs(m, "map"), let p = file.previous(before: m), t[p].kind == .period,
           let end = file.previous(before: p) {
            last = end
        }
        guard let path = MemberPath.parse(file, at: value.first, through: last, subscripts: false), path.last == last else { return nil }
        var names = path.componentTexts(file)
        if names.first == "self" { names.removeFirst() }
        return names.isEmpty || names.contains(where: { $0.hasPrefix("$") }) ? nil : names
    }

    /// Whether the token at `k` is a ternary's `?`, which stands apart (`x ? a : b`); an optional
    /// chain's or a cast's (`as? [String]`, `try?`) is written against what it follows.
    static func isTernaryMark(_ k: Int, in file: SourceFile) -> Bool {
        let t = file.tokens
        return t[k].kind == .operator && file.tokenIs(k, "?") && k > 0 && k + 1 < t.count && t[k - 1].kind.isTrivia && t[k + 1].kind.isTrivia
    }

    /// Whether the tokens in `range` choose anything: an `if`, `guard`, `switch` or ternary. Code
    /// that does may use the offsets as positions only on one path, which listfix does not follow.
    static func choosesAPath(in range: Range<Int>, _ file: SourceFile) -> Bool {
        range.contains { k in
            file.isKeyword(k, "if") || file.isKeyword(k, "guard") || file.isKeyword(k, "switch") || isTernaryMark(k, in: file)
        }
    }

    /// The collections that the offsets named `parameter` index between `open` and `close`.
    /// None where the body binds the offsets' name again (`let offsets = IndexSet(…)`, `offsets = …`):
    /// they may be mapped by then.
    static func targets(of parameter: String, in open: Int, _ close: Int, _ file: SourceFile) -> [OffsetsUse] {
        let t = file.tokens
        var out: [OffsetsUse] = []
        if DerivedRows.declares(parameter, in: open, close, file) || ((open + 1)..<close).contains(where: { k in
            file.tokenIs(k, parameter) && file.next(after: k).map { file.tokenIs($0, "=") } == true
                && file.previous(before: k).map { t[$0].kind != .period } ?? true
        }) {
            return []
        }
        /// The path that ends just before `end` (the `.` of `.remove`, the `[` of a subscript); nil
        /// where it goes on through a subscript or a call (`lists[i].items`), which names no one collection.
        func path(endingBefore end: Int, removal: Int? = nil) -> OffsetsUse? {
            var names: [String] = []
            var first = end
            guard let last = file.previous(before: end) else { return nil }
            var j: Int? = last
            while let k = j, t[k].kind == .identifier || file.isKeyword(k, "self") {
                names.insert(file.text(k), at: 0)
                first = k
                guard let p = file.previous(before: k), t[p].kind == .period else { break }
                guard let q = file.previous(before: p), t[q].kind == .identifier || file.isKeyword(q, "self") else { return nil }
                j = q
            }
            if names.first == "self" { names.removeFirst() }
            return names.isEmpty ? nil : OffsetsUse(names: names, first: first, last: last, removal: removal)
        }
        /// The names that stand for one offset, each with the last token where it does: a loop's
        /// variable in its body, `$0` in a `map`'s closure, `let index = offsets.first` until the
        /// name is bound again.
        var offsetNames: [String: Int] = [:]
        func isOffset(_ name: String, at i: Int) -> Bool { offsetNames[name].map { i <= $0 } ?? false }
        var i = open + 1
        while i < close {
            defer { i += 1 }
            // `let index = offsets.first` names the one offset; any other `let index = …`, `if let
            // index = …` or `for index in …` binds the name to something else.
            if file.isKeyword(i, "let") || file.isKeyword(i, "var"), let name = file.next(after: i), t[name].kind == .identifier,
               let equals = file.next(after: name), file.tokenIs(equals, "=") {
                if let value = file.next(after: equals), file.tokenIs(value, parameter), let p = file.next(after: value), t[p].kind == .period,
                   let m = file.next(after: p), file.tokenIs(m, "first") {
                    offsetNames[file.text(name)] = close
                } else {
                    offsetNames[file.text(name)] = nil
                }
                continue
            }
            if file.isKeyword(i, "for"), let name = file.next(after: i), t[name].kind == .identifier,
               let keyword = file.next(after: name), file.isKeyword(keyword, "in"), let value = file.next(after: keyword) {
                if file.tokenIs(value, parameter), let brace = ((value + 1)..<close).first(where: { t[$0].kind == .leftBrace }),
                   let end = file.tree.match(brace) {
                    offsetNames[file.text(name)] = end
                } else {
                    offsetNames[file.text(name)] = nil
                }
                continue
            }
            // A closure that names its parameter like an offset (`{ index in … }`) binds it to something
            // else, unless it is the offsets' own `map` or `forEach`, marked below.
            if t[i].kind == .leftBrace, let signature = file.closureSignature(of: i) {
                for p in signature.parameters where offsetNames[file.text(p)] != nil && !isOffsetsClosure(i) {
                    offsetNames[file.text(p)] = nil
                }
                continue
            }
            guard t[i].kind == .identifier else { continue }
            // `X.remove(atOffsets: offsets)`, `X.move(fromOffsets: offsets, toOffset: …)`; `X.remove(at: i)`
            // with `i` one offset.
            if (file.tokenIs(i, "remove") || file.tokenIs(i, "move")), let p = file.previous(before: i), t[p].kind == .period,
               let paren = file.next(after: i), t[paren].kind == .leftParen,
               let argument = file.arguments(of: paren).first, let label = argument.label,
               let v = argument.valueFirst, argument.valueLast == v {
                if file.tokenIs(label, "atOffsets") || file.tokenIs(label, "fromOffsets"), file.tokenIs(v, parameter),
                   let target = path(endingBefore: p, removal: file.tokenIs(i, "remove") ? file.tree.match(paren) : nil) {
                    out.append(target)
                } else if file.tokenIs(label, "at"), isOffset(file.text(v), at: v), let target = path(endingBefore: p) {
                    out.append(target)
                }
            }
            // `offsets.map { X[$0] }`, `offsets.sorted(by: >).forEach { index in … }`: the closure's
            // parameter (or `$0`) subscripts in that closure.
            if file.tokenIs(i, parameter), let brace = offsetsClosure(after: i), let end = file.tree.match(brace) {
                let named = file.closureSignature(of: brace).flatMap { $0.parameters.count == 1 ? $0.parameters[0] : nil }
                offsetNames[named.map { file.text($0) } ?? "$0"] = end
            }
            // `X[i]` with `i` an offset; `X[safe: i]`, a labeled subscript of the project's (a bounds-checked
            // one), reads the same position.
            if let bracket = file.next(after: i), t[bracket].kind == .leftBracket, var inner = file.next(after: bracket) {
                if t[inner].kind == .identifier, let colon = file.next(after: inner), t[colon].kind == .colon,
                   let value = file.next(after: colon) {
                    inner = value
                }
                if isOffset(file.text(inner), at: inner) || file.tokenIs(inner, parameter), file.next(after: inner) == file.tree.match(bracket),
                   let target = path(endingBefore: bracket) {
                    out.append(target)
                }
            }
        }
        return out

        /// The `{` of `offsets.map {`, `.forEach {` or `.compactMap {` after the offsets' name at
        /// `i`, through `.sorted(…)` or `.reversed()` between.
        func offsetsClosure(after i: Int) -> Int? {
            var j = i
            while let p = file.next(after: j), t[p].kind == .period, let m = file.next(after: p) {
                if file.tokenIs(m, "map") || file.tokenIs(m, "forEach") || file.tokenIs(m, "compactMap") {
                    guard let brace = file.next(after: m), t[brace].kind == .leftBrace else { return nil }
                    return brace
                }
                guard file.tokenIs(m, "sorted") || file.tokenIs(m, "reversed"), let paren = file.next(after: m),
                      t[paren].kind == .leftParen, let close = file.tree.match(paren) else { return nil }
                j = close
            }
            return nil
        }

        /// Whether the closure opening at `brace` is the offsets' own `map` or `forEach`.
        func isOffsetsClosure(_ brace: Int) -> Bool {
            var k = file.previous(before: brace)
            while let m = k, t[m].kind == .identifier || t[m].kind == .period || t[m].kind == .rightParen {
                if t[m].kind == .rightParen { k = file.tree.match(m).flatMap { file.previous(before: $0) }; continue }
                if file.tokenIs(m, parameter) { return offsetsClosure(after: m) == brace }
                k = file.previous(before: m)
            }
            return false
        }
    }
}
