import SwiftTokens

/// A view's input that its `init` builds a `@StateObject` from (`init(item: Item)` with
/// `_model = StateObject(wrappedValue: ItemModel(item: item))`). SwiftUI evaluates that
/// autoclosure once, for the view's first `init`, and keeps the object for the view's life: a
/// later `item` reaches the view, never the object.
enum StateObjectSeeds {
    /// Marks `seedsStateObject` on the stored properties of `types` named like an `init` parameter
    /// (by its label) that an `init` of the type reads inside `StateObject(wrappedValue: …)`. Asked
    /// only of a file that calls `StateObject(`: the declaration scan notes one as it passes.
    static func mark(_ types: inout [TypeDecl], in file: SourceFile) {
        let t = file.tokens
        for k in types.indices where types[k].kind == .struct && !types[k].isLocal {
            guard types[k].properties.contains(where: { $0.wrapper == "StateObject" }) else { continue }
            var seeds: Set<String> = []
            var j = types[k].open + 1
            while j < types[k].close {
                defer { j = file.skipGroup(j) }
                guard file.isKeyword(j, "init"), let (open, close) = initBody(file, at: j, limit: types[k].close),
                      let parameters = file.functionParameters(ofBody: open), !parameters.isEmpty else { continue }
                for i in (open + 1)..<close where t[i].kind == .identifier && file.tokenIs(i, "StateObject") {
                    guard let paren = file.next(after: i), t[paren].kind == .leftParen, let end = file.tree.match(paren) else { continue }
                    for p in parameters where (paren + 1..<end).contains(where: {
                        t[$0].kind == .identifier && file.bytes[t[$0].range].elementsEqual(file.bytes[t[p].range])
                            && file.previous(before: $0).map { t[$0].kind != .period } ?? true
                    }) {
                        if let label = label(of: p, in: file) { seeds.insert(label) }
                    }
                }
            }
            guard !seeds.isEmpty else { continue }
            for s in types[k].properties.indices where types[k].properties[s].isStored && !types[k].properties[s].isStatic
                && types[k].properties[s].wrapper == nil && seeds.contains(types[k].properties[s].name) {
                types[k].properties[s].seedsStateObject = true
            }
        }
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
