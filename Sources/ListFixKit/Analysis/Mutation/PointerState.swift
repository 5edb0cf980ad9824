import SwiftTokens

/// State a view keeps for the pointer: a `@State` its type writes only inside `.onHover` or
/// `.onContinuousHover` (`.onHover { isHovering = $0 }`). It describes the place on screen the
/// pointer is over, not the element shown there, so when rows keyed by position get new elements
/// it staying with the position is right: the pointer has not moved (cider's lyric lines).
enum PointerState {
    /// Marks `followsPointer` on the `@State` properties of `types` that their type's body writes,
    /// and writes only inside hover closures. A state never written, or bound (`$name`) or written
    /// anywhere else, stays row state. Asked only of a file that calls a hover modifier: the
    /// declaration scan notes one as it passes.
    static func mark(_ types: inout [TypeDecl], in file: SourceFile) {
        // The bodies of each type's extensions in this file, found once: a private state can be
        // written there too.
        var extensions: [String: [(Int, Int)]] = [:]
        for decl in types where decl.kind == .extension { extensions[decl.name, default: []].append((decl.open, decl.close)) }
        for k in types.indices where types[k].kind != .alias && types[k].kind != .extension && !types[k].isLocal {
            // Only a `private` state: another file could write any other one.
            let states = types[k].properties.indices.filter {
                let p = types[k].properties[$0]
                return p.wrapper == "State" && !p.isStatic && p.isPrivate
            }
            guard !states.isEmpty else { continue }
            let bodies = [(types[k].open, types[k].close)] + (extensions[types[k].name] ?? [])
            let hovers = bodies.flatMap { hoverCalls(in: file, from: $0.0, to: $0.1) }
            guard !hovers.isEmpty else { continue }
            var byName: [String: (inHover: Bool, elsewhere: Bool)] = [:]
            for s in states { byName[types[k].properties[s].name] = (false, false) }
            for (open, close) in bodies {
                for i in open + 1..<close where file.tokens[i].kind == .identifier {
                    guard let (name, write) = stateWrite(file, at: i), byName[name] != nil, write else { continue }
                    if hovers.contains(where: { $0.contains(i) }) { byName[name]!.inHover = true } else { byName[name]!.elsewhere = true }
                }
            }
            for s in states {
                let uses = byName[types[k].properties[s].name]!
                types[k].properties[s].followsPointer = uses.inHover && !uses.elsewhere
            }
        }
    }

    /// The token ranges of `.onHover …` and `.onContinuousHover …` calls, their closures included.
    static func hoverCalls(in file: SourceFile, from open: Int, to close: Int) -> [ClosedRange<Int>] {
        let t = file.tokens
        var out: [ClosedRange<Int>] = []
        var i = open + 1
        while i < close {
            defer { i += 1 }
            guard t[i].kind == .identifier, file.tokenIs(i, "onHover") || file.tokenIs(i, "onContinuousHover"),
                  let p = file.previous(before: i), t[p].kind == .period, let n = file.next(after: i) else { continue }
            var end = i
            if t[n].kind == .leftParen, let m = file.tree.match(n) { end = m }
            if let last = file.trailingClosures(after: end).last { end = last.close }
            if end > i { out.append(i...end) }
        }
        return out
    }

    /// The state the identifier at `i` names, and whether it writes it there: assigned
    /// (`isHovering = …`, `self.isHovering = …`, and `_isHovering = State(initialValue: …)` in an
    /// initializer, which may take the element's value), mutated by a call (`isHovering.toggle()`),
    /// or bound (`$isHovering`), which lets another view write it. A member of another value is none.
    static func stateWrite(_ file: SourceFile, at i: Int) -> (String, Bool)? {
        let t = file.tokens
        var name = file.text(i)
        if name.hasPrefix("$") { return (String(name.dropFirst()), true) }
        if let p = file.previous(before: i) {
            // Its declaration gives the initial value.
            if file.isKeyword(p, "var") || file.isKeyword(p, "let") { return (name, false) }
            if t[p].kind == .period {
                guard let q = file.previous(before: p), file.isKeyword(q, "self") else { return nil }
            }
        }
        if name.hasPrefix("_") { name.removeFirst() }
        guard let n = file.next(after: i) else { return (name, false) }
        if t[n].kind == .operator { return (name, WriteSyntax.isAssignment(file, n)) }
        // A method call writes it unless the method is known not to mutate (`MutatingMethods`): a
        // call listfix cannot read may be a write.
        if t[n].kind == .period, let m = file.next(after: n), t[m].kind == .identifier,
           let call = file.next(after: m), t[call].kind == .leftParen {
            return (name, !MutatingMethods.nonMutating.contains(file.text(m)))
        }
        return (name, false)
    }
}
