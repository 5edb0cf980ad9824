import SwiftTokens

/// A whole labeled argument of a call to a capitalized name, `Row(label: value)`: what a view or a
/// type's initializer is handed under which label.
enum LabeledArgument {
    /// `Row(label: value)`: the label's token and the call's name token, when `first...last` is one
    /// whole labeled argument of a call to a capitalized name (a view or a type's initializer).
    static func around(_ file: SourceFile, _ first: Int, _ last: Int) -> (label: Int, call: Int)? {
        let t = file.tokens
        guard let colon = file.previous(before: first), t[colon].kind == .colon,
              let label = file.previous(before: colon), t[label].kind == .identifier,
              let after = file.next(after: last), t[after].kind == .comma || t[after].kind == .rightParen,
              let paren = file.tree.enclosing(first), t[paren].kind == .leftParen,
              let name = file.previous(before: paren), name == paren - 1, t[name].kind == .identifier,
              file.bytes[t[name].start] >= 0x41 && file.bytes[t[name].start] <= 0x5A else { return nil }
        return (label, name)
    }
}
