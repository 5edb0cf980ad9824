import SwiftTokens

/// A view's input that its `init` builds a `@StateObject` from (`init(item: Item)` with
/// `_model = StateObject(wrappedValue: ItemModel(item: item))`), or copies into a `@State`
/// (`_name = State(initialValue: item.name)`). SwiftUI evaluates that autoclosure, or keeps that
/// initial value, once, for the view's first `init`, and keeps the object or the state for the
/// view's life: a later `item` reaches the view, never the object or the state.
enum StateObjectSeeds {
    /// Marks `seedsStateObject` on the stored properties of `types` named like an `init` parameter
    /// (by its label) that an `init` of the type reads inside `StateObject(wrappedValue: …)`, and
    /// `seedsState` on those it copies whole into `State(initialValue: …)` (or `.init(initialValue:)`), and
    /// `seedsStateMember` on those it copies a member of (other than its `id`). Only a struct with a `@StateObject` or a `@State` is read.
    static func mark(_ types: inout [TypeDecl], in file: SourceFile) {
        let t = file.tokens
        for k in types.indices where types[k].kind == .struct && !types[k].isLocal {
            // A `@State` seeded in `init` may be declared with a placeholder value too
            // (`@State private var count: Int = 0`, then `_count = State(initialValue: …)`): the walk
            // reads only the type's own members, and only an `init`'s body within them.
            guard types[k].properties.contains(where: { $0.wrapper == "StateObject" || $0.wrapper == "State" }) else { continue }
            var seeds: Set<String> = []
            /// The inputs copied into a `@State`: true when the whole value is, false for a member only.
            var stateSeeds: [String: Bool] = [:]
            var inits = 0
            var j = types[k].open + 1
            while j < types[k].close {
                defer { j = file.skipGroup(j) }
                guard file.isKeyword(j, "init") else { continue }
                inits += 1
                guard let (open, close) = initBody(file, at: j, limit: types[k].close),
                      let parameters = file.functionParameters(ofBody: open), !parameters.isEmpty else { continue }
                for i in (open + 1)..<close where t[i].kind == .identifier || file.isKeyword(i, "init") {
                    // `self.count = item.count` (or `count = …`) assigns a `@State`'s first value as `_count = State(…)` would.
                    if let value = stateAssignment(file, at: i, in: types[k]) {
                        for p in parameters {
                            guard let label = label(of: p, in: file) else { continue }
                            for a in value {
                                let copy = copies(p, at: a, in: file)
                                if copy == .whole { stateSeeds[label] = true } else if copy == .member, stateSeeds[label] == nil { stateSeeds[label] = false }
                            }
                        }
                        continue
                    }
                    let isState: Bool
                    if file.tokenIs(i, "StateObject") {
                        isState = false
                    } else if file.tokenIs(i, "State") || isStateShorthand(file, i, in: types[k]) {
                        isState = true
                    } else {
                        continue
                    }
                    guard let paren = file.next(after: i), t[paren].kind == .leftParen, let end = file.tree.match(paren) else { continue }
                    for p in parameters {
                        guard let label = label(of: p, in: file) else { continue }
                        if !isState {
                            if (paren + 1..<end).contains(where: { reads(p, at: $0, in: file) }) { seeds.insert(label) }
                            continue
                        }
                        for a in paren + 1..<end {
                            let copy = copies(p, at: a, in: file)
                            if copy == .whole { stateSeeds[label] = true } else if copy == .member, stateSeeds[label] == nil { stateSeeds[label] = false }
                        }
                    }
                }
            }
            // Another `init` may make the view without the object built from the input; and a view
            // that refreshes the object itself (`.onChange(of: item)`, `.task(id: item)`) keeps it current.
            guard inits == 1 else { continue }
            // The view's own body and its extensions' in this file: where a refresh is written.
            let bodies = types.filter { $0.name == types[k].name }.map { ($0.open, $0.close) }
            seeds = seeds.filter { !refreshes($0, in: bodies, file) }
            stateSeeds = stateSeeds.filter { !refreshes($0.key, in: bodies, file) }
            guard !seeds.isEmpty || !stateSeeds.isEmpty else { continue }
            for s in types[k].properties.indices where types[k].properties[s].isStored && !types[k].properties[s].isStatic
                && (types[k].properties[s].wrapper == nil || types[k].properties[s].wrapper == "ObservedObject") {
                // An observed object's row reads its changes, but not the copy its `init` made of them.
                let name = types[k].properties[s].name
                if seeds.contains(name) { types[k].properties[s].seedsStateObject = true }
                if let whole = stateSeeds[name] {
                    if whole { types[k].properties[s].seedsState = true } else { types[k].properties[s].seedsStateMember = true }
                }
            }
        }
    }

    /// Whether the token at `i` reads the parameter named at `p` as a whole value: not a label
    /// (`Player(song: nil)`), a member (`x.song`), nor one of its members (`Model(id: item.id)`,
    /// `ImageLoader(url: photo.url)`, which may well stay the row's while the rest changes).
    static func reads(_ p: Int, at i: Int, in file: SourceFile) -> Bool {
        let t = file.tokens
        guard t[i].kind == .identifier, file.bytes[t[i].range].elementsEqual(file.bytes[t[p].range]),
              file.previous(before: i).map({ t[$0].kind != .period }) ?? true else { return false }
        guard let next = file.next(after: i) else { return true }
        return t[next].kind != .colon && t[next].kind != .period
    }

    /// What of an input a `State(initialValue: …)` argument copies.
    enum Copy { case none, whole, member }

    /// What the token at `i` copies of the parameter named at `p` into a state: the value itself,
    /// or a member of it other than its `id` (`item.name`, which changes while the row stays).
    static func copies(_ p: Int, at i: Int, in file: SourceFile) -> Copy {
        let t = file.tokens
        guard t[i].kind == .identifier, file.bytes[t[i].range].elementsEqual(file.bytes[t[p].range]),
              file.previous(before: i).map({ t[$0].kind != .period }) ?? true else { return .none }
        guard let next = file.next(after: i) else { return .whole }
        if t[next].kind == .colon { return .none }
        guard t[next].kind == .period else { return .whole }
        return file.next(after: next).map { file.tokenIs($0, "id") ? .none : .member } ?? .none
    }

    /// `_name = .init(initialValue: …)` (or `self._name`) where `name` is one of the type's `@State`
    /// properties, with `i` the `init`.
    /// The tokens of the value `name = …` or `self.name = …` assigns at `i` to a `@State` property of
    /// `type` (in an `init`, the property's first value); nil for anything else.
    static func stateAssignment(_ file: SourceFile, at i: Int, in type: TypeDecl) -> ClosedRange<Int>? {
        let t = file.tokens
        guard t[i].kind == .identifier, let eq = file.next(after: i), t[eq].kind == .operator, file.tokenIs(eq, "="),
              file.isBinaryOperator(eq), let value = file.next(after: eq) else { return nil }
        if let dot = file.previous(before: i), t[dot].kind == .period {
            guard let owner = file.previous(before: dot), file.isKeyword(owner, "self") else { return nil }
        }
        let name = file.text(i)
        guard type.properties.contains(where: { $0.name == name && $0.wrapper == "State" }) else { return nil }
        let end = file.statementEnd(startingAt: value, limit: t.count)
        return value <= end ? value...end : nil
    }

    static func isStateShorthand(_ file: SourceFile, _ i: Int, in type: TypeDecl) -> Bool {
        guard file.isKeyword(i, "init"), let dot = file.previous(before: i), file.tokens[dot].kind == .period,
              let eq = file.previous(before: dot), file.tokenIs(eq, "="), let target = file.previous(before: eq) else { return false }
        let text = file.text(target)
        guard text.hasPrefix("_") else { return false }
        let name = String(text.dropFirst())
        return type.properties.contains { $0.name == name && $0.wrapper == "State" }
    }

    /// Whether the type's code (its body and its extensions', `bodies`) refreshes its object when
    /// `input` changes: `.onChange(of: input` or `.task(id: input`.
    static func refreshes(_ input: String, in bodies: [(Int, Int)], _ file: SourceFile) -> Bool {
        let t = file.tokens
        for (open, close) in bodies {
            for i in (open + 1)..<close where t[i].kind == .identifier && (file.tokenIs(i, "onChange") || file.tokenIs(i, "task")) {
                guard let paren = file.next(after: i), t[paren].kind == .leftParen, let label = file.next(after: paren),
                      file.tokenIs(label, "of") || file.tokenIs(label, "id"), let colon = file.next(after: label), t[colon].kind == .colon,
                      let value = file.next(after: colon) else { continue }
                var v = value
                if file.isKeyword(v, "self"), let dot = file.next(after: v), t[dot].kind == .period, let n = file.next(after: dot) { v = n }
                if file.tokenIs(v, input) { return true }
            }
        }
        return false
    }

    /// The `{` and `}` of the body of the `init` at `keyword`.
    static func initBody(_ file: SourceFile, at keyword: Int, limit: Int) -> (Int, Int)? {
        guard let body = DeclarationScanner.functionSignature(file, name: keyword, limit: limit).body,
              let close = file.tree.match(body) else { return nil }
        return (body, close)
    }

    /// The argument label of the parameter whose inner name is at `name`: the word before it
    /// (`for item: Item`), or the name itself; nil for `_`.
    static func label(of name: Int, in file: SourceFile) -> String? {
        let t = file.tokens
        if let before = file.previous(before: name), t[before].kind == .identifier || t[before].kind == .keyword,
           let start = file.previous(before: before), t[start].kind == .leftParen || t[start].kind == .comma {
            let text = file.text(before)
            return text == "_" ? nil : text
        }
        return file.text(name)
    }
}
