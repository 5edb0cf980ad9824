import SwiftTokens

/// Project code that hides a list's scroll background for its callers: the `ViewModifier` types
/// and `View` extension methods whose bodies call `.scrollContentBackground(…)`
/// (`.modifier(HideListBackground())`, `.clearListBackground()`). `list-background` reads them so
/// that a chain using one is not reported.
public enum BackgroundHiders {
    /// Token `i` is the identifier `scrollContentBackground`: records the enclosing type's name
    /// and the enclosing function's, and whether the call sits under `if #available`.
    static func record(_ file: SourceFile, at i: Int, typeName: String?, into names: inout [UInt64], guarded: inout Bool) {
        if let typeName { add(NameHash.of(Array(typeName.utf8)[...]), &names) }
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
