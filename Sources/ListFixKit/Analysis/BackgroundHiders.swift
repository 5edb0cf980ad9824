import SwiftTokens

/// How the project hides lists' scroll backgrounds. `.scrollContentBackground` is an environment
/// value: set on a view other than a `List` or `Form` (a sheet's content, a scene, `content` in a
/// `ViewModifier`, `self` in a `View` method), it hides the background of every list inside that
/// view, which listfix cannot follow; `list-background` is then silent. A call under
/// `if #available` tells that the project builds for systems without it.
public enum BackgroundHiders {
    /// AppKit's table views, which draw a `List`'s background on macOS.
    static let tableViews: Set<String> = ["NSTableView", "NSOutlineView"]

    /// Whether one of `types` is an extension of an AppKit table view that clears its background
    /// for the whole app (`backgroundColor = .clear`, `drawsBackground = false` in an override of
    /// `viewDidMoveToWindow`): every `List` on macOS is then transparent (swiftDialog). UIKit's
    /// `UITableView` no longer draws a `List` since iOS 16, so it is not one.
    static func clearTableBackgrounds(_ types: [TypeDecl], in file: SourceFile) -> Bool {
        let t = file.tokens
        for decl in types where decl.kind == .extension && tableViews.contains(decl.name) {
            for i in decl.open + 1..<decl.close where t[i].kind == .identifier
                && (file.tokenIs(i, "backgroundColor") || file.tokenIs(i, "drawsBackground")) {
                if let n = file.next(after: i), t[n].kind == .operator, file.tokenIs(n, "=") { return true }
            }
        }
        return false
    }

    /// Token `i` is the identifier `scrollContentBackground`: notes whether the call sits under
    /// `if #available` (`guarded`) and whether it modifies something other than a list (`below`).
    static func record(_ file: SourceFile, at i: Int, guarded: inout Bool, below: inout Bool) {
        if let base = chainBase(file, modifier: i) {
            if !file.isIdentifier(base, "List") && !file.isIdentifier(base, "Form") { below = true }
        } else {
            below = true
        }
        var scope = file.tree.enclosing(i)
        var steps = 0
        while let open = scope, steps < 24, !guarded {
            steps += 1
            if file.tokens[open].kind == .leftBrace && isAvailabilityBranch(file, open) { guarded = true }
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
}
