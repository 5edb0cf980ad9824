import SwiftTokens

/// Project code that hides a list's scroll background for its callers: the `ViewModifier` types
/// and `View` extension methods whose bodies call `.scrollContentBackground(…)`
/// (`.modifier(HideListBackground())`, `.clearListBackground()`). `list-background` reads them so
/// that a chain using one is not reported.
public enum BackgroundHiders {
    /// Token `i` is the identifier `scrollContentBackground`: records the enclosing type's name
    /// and the enclosing function's, whether the call sits under `if #available`, and whether it
    /// modifies something other than a `List` or `Form` (`below`): the setting is an environment
    /// value, so it then hides the background of every list inside that view.
    static func record(_ file: SourceFile, at i: Int, typeName: String?, into names: inout [UInt64], guarded: inout Bool,
                       below: inout Bool) {
        if let typeName { add(NameHash.of(Array(typeName.utf8)[...]), &names) }
        if let base = chainBase(file, modifier: i), !file.isIdentifier(base, "List") && !file.isIdentifier(base, "Form") { below = true }
        if chainBase(file, modifier: i) == nil { below = true }
        var scope = file.tree.enclosing(i)
        var steps = 0
        while let open = scope, steps < 24 {
            steps += 1
            if file.tokens[open].kind == .leftBrace {
                if let name = functionName(file, body: open) { add(NameHash.of(file.bytes[file.tokens[name].range]), &names) }
                if isAvailabilityBranch(file, open) { guarded = true }
            }
            scope = file.tree.enclosing(open)
        }
    }

    /// The first token of the modifier chain that the modifier named at `i` ends: `List` in
    /// `List { … }.padding().scrollContentBackground(.hidden)`, `self` or `content` in a helper.
    /// Nil when the chain cannot be read.
    static func chainBase(_ file: SourceFile, modifier i: Int) -> Int? {
        let t = file.tokens
        guard let dot = file.previous(before: i), t[dot].kind == .period else { return nil }
        var j = file.previous(before: dot)
        var steps = 0
        while let p = j, steps < 128 {
            steps += 1
            switch t[p].kind {
            case .rightParen, .rightBrace, .rightBracket:
                guard let open = file.tree.match(p) else { return nil }
                j = file.previous(before: open)
            case .identifier, .keyword:
                guard let before = file.previous(before: p), t[before].kind == .period else { return p }
                j = file.previous(before: before)
            default:
                return nil
            }
        }
        return nil
    }

    /// The name of `func name(…) … {` whose body opens at `open`.
    static func functionName(_ file: SourceFile, body open: Int) -> Int? {
        let t = file.tokens
        var j = file.previous(before: open)
        var steps = 0
        while let p = j, steps < 32 {
            steps += 1
            if t[p].kind == .leftBrace || t[p].kind == .rightBrace || t[p].kind == .semicolon { return nil }
            if t[p].kind == .rightParen, let o = file.tree.match(p), let name = file.previous(before: o),
               let keyword = file.previous(before: name), file.isKeyword(keyword, "func") {
                return name
            }
            j = t[p].kind == .rightParen ? file.tree.match(p).flatMap { file.previous(before: $0) } : file.previous(before: p)
        }
        return nil
    }

    /// Whether the brace opens the body of `if #available(…)`.
    static func isAvailabilityBranch(_ file: SourceFile, _ open: Int) -> Bool {
        let t = file.tokens
        var j = file.previous(before: open)
        var steps = 0
        while let p = j, steps < 24 {
            steps += 1
            if t[p].kind == .poundKeyword, file.tokenIs(p, "#available") { return true }
            if t[p].kind == .leftBrace || t[p].kind == .rightBrace || file.isKeyword(p, "if") { return false }
            j = t[p].kind == .rightParen ? file.tree.match(p).flatMap { file.previous(before: $0) } : file.previous(before: p)
        }
        return false
    }

    static func add(_ hash: UInt64, _ names: inout [UInt64]) {
        if !names.contains(hash) { names.append(hash) }
    }
}
