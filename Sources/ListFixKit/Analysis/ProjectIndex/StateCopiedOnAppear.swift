import SwiftTokens

/// A view's input copied into one of its `@State`s where the view appears (`.onAppear { name =
/// item.name }`, or a `.task` with no `id`): the copy is made when the row appears, and a later
/// `item` under the same row reaches the view but not the state, until the row appears again.
/// Found at the assignments the declaration scan already stops at, so no view is walked for it.
struct StateCopiedOnAppear: Sendable {
    /// Index of the view in the scan's types.
    var type: Int
    /// The input's name.
    var input: String
    /// The whole input is copied (`item`), not a member of it (`item.name`).
    var whole: Bool

    /// The copy the plain `=` at `op` makes, when it assigns a stored input of `properties`' type (a
    /// `let` or `var`, or a member of one other than its `id`) as the statement's whole value to a
    /// `@State` of it, where the view appears. Token checks first, then the properties, then the walk
    /// out to the modifier: most assignments stop at the first.
    static func at(_ file: SourceFile, _ op: Int, type: Int, properties: [PropertyDecl]) -> StateCopiedOnAppear? {
        let t = file.tokens
        guard let target = file.previous(before: op), t[target].kind == .identifier,
              var value = file.next(after: op) else { return nil }
        if let dot = file.previous(before: target), t[dot].kind == .period {
            guard let receiver = file.previous(before: dot), file.isKeyword(receiver, "self") else { return nil }
        }
        if file.isKeyword(value, "self"), let dot = file.next(after: value), t[dot].kind == .period, let n = file.next(after: dot) { value = n }
        guard t[value].kind == .identifier else { return nil }
        var end = value
        var whole = true
        if let dot = file.next(after: value), t[dot].kind == .period, let member = file.next(after: dot), t[member].kind == .identifier {
            guard !file.tokenIs(member, "id") else { return nil }
            end = member
            whole = false
        }
        // The value is the statement's whole right side: the next token is on another line, or closes the block.
        if let next = file.next(after: end), !file.lineBreakBetween(end, next), t[next].kind != .rightBrace, t[next].kind != .semicolon {
            return nil
        }
        guard let state = ProjectWrites.declared(properties, file.bytes[t[target].range]), properties[state].wrapper == "State",
              let k = ProjectWrites.declared(properties, file.bytes[t[value].range]), case let input = properties[k],
              input.wrapper == nil, input.isStored, !input.isStatic,
              FileWrites.runsOnAppear(file, op) else { return nil }
        return StateCopiedOnAppear(type: type, input: file.text(value), whole: whole)
    }

    /// Marks `seedsStateOnAppear`, with `seedsState` or `seedsStateMember`, on the inputs `copies`
    /// name, unless the view refreshes the state itself when the input changes (`.onChange(of:
    /// item)`, `.task(id: item)`), in its body or its extensions' in this file.
    static func mark(_ types: inout [TypeDecl], _ copies: [StateCopiedOnAppear], in file: SourceFile) {
        for copy in copies where !types[copy.type].isLocal {
            let name = types[copy.type].name
            let bodies = types.filter { $0.name == name }.map { ($0.open, $0.close) }
            guard !StateObjectSeeds.refreshes(copy.input, in: bodies, file),
                  let s = types[copy.type].properties.firstIndex(where: { $0.name == copy.input }) else { continue }
            types[copy.type].properties[s].seedsStateOnAppear = true
            if copy.whole { types[copy.type].properties[s].seedsState = true } else { types[copy.type].properties[s].seedsStateMember = true }
        }
    }
}
