import SwiftTokens

/// A view's `@Binding` text that the view binds to a field (`TextField("Search", text: $text)`,
/// `.searchable(text: $text)`): a parent that hands its state to it (`SearchBar(text: $query)`, in
/// any file) runs its own body again on every keystroke.
enum TypedBindings {
    /// The calls whose `text:` argument a user types into.
    static let fields: Set<String> = ["TextField", "TextEditor", "SecureField", "searchable"]

    /// Marks `bindsTypedText` on each `@Binding` string property of a struct in `types` that the
    /// struct's own body hands as `text: $name` to a field. Only structs with such a property are read.
    static func mark(_ types: inout [TypeDecl], in file: SourceFile) {
        let t = file.tokens
        for k in types.indices where types[k].kind == .struct {
            let candidates = types[k].properties.indices.filter {
                let p = types[k].properties[$0]
                return p.wrapper == "Binding" && !p.isStatic && (p.type == "String" || p.type == nil)
            }
            guard !candidates.isEmpty else { continue }
            var bound: Set<String> = []
            // A type nested in this one binds its own properties, not this one's.
            let nested = types.filter { $0.open > types[k].open && $0.close < types[k].close }.map { $0.open...$0.close }
            for i in types[k].open..<types[k].close where t[i].kind == .identifier && file.bytes[t[i].start] == UInt8(ascii: "$") {
                // `text: $text` or `text: self.$text`.
                var start = i
                if let dot = file.previous(before: i), t[dot].kind == .period, let s = file.previous(before: dot), file.isKeyword(s, "self") {
                    start = s
                }
                guard let colon = file.previous(before: start), t[colon].kind == .colon, let label = file.previous(before: colon),
                      file.tokenIs(label, "text"), let paren = file.tree.enclosing(i), t[paren].kind == .leftParen,
                      let callee = file.previous(before: paren), fields.contains(file.text(callee)),
                      !nested.contains(where: { $0.contains(i) }) else { continue }
                bound.insert(String(file.text(i).dropFirst()))
            }
            for c in candidates where bound.contains(types[k].properties[c].name) { types[k].properties[c].bindsTypedText = true }
        }
    }
}
