import SwiftTokens

/// How the project hides lists' scroll backgrounds. `.scrollContentBackground` is an environment
/// value: set on a view other than a `List` or `Form` (a sheet's content, a scene, `content` in a
/// `ViewModifier`, `self` in a `View` method), it hides the background of every list inside that
/// view, which listfix cannot follow; `list-background` is then silent. A call under
/// `if #available` tells that the project builds for systems without it.
enum BackgroundHiders {
    /// AppKit's table views, which draw a `List`'s background on macOS.
    static let tableViews: Set<String> = ["NSTableView", "NSOutlineView"]

    /// Whether one of `types` is an extension of an AppKit table view that clears its background
    /// for the whole app: in an `override func` of it (`viewDidMoveToWindow`), the table's own
    /// `backgroundColor = .clear` or its scroll view's `drawsBackground = false` (swiftDialog). Then
    /// every `List` on macOS is transparent. UIKit's `UITableView` no longer draws a `List` since
    /// iOS 16, so it is not one.
    static func clearTableBackgrounds(_ types: [TypeDecl], in file: SourceFile) -> Bool {
        let t = file.tokens
        for decl in types where decl.kind == .extension && tableViews.contains(decl.name) {
            for i in decl.open + 1..<decl.close where t[i].kind == .identifier {
                let color = file.tokenIs(i, "backgroundColor")
                guard color || file.tokenIs(i, "drawsBackground"), let n = file.next(after: i), t[n].kind == .operator,
                      file.tokenIs(n, "="), let value = file.next(after: n), isOverrideBody(file, around: i) else { continue }
                // Whose property: the table's own (bare or `self.`), or its enclosing scroll view's.
                let owner = file.previous(before: i).flatMap { p -> Int? in t[p].kind == .period ? file.previous(before: p) : nil }
                let own: Bool
                if let owner {
                    // `enclosingScrollView?.` and `enclosingScrollView!.`
                    let unwraps = file.tokenIs(owner, "?") || file.tokenIs(owner, "!")
                    let through = unwraps ? file.previous(before: owner) : owner
                    own = file.isKeyword(owner, "self") || through.map { file.tokenIs($0, "enclosingScrollView") } == true
                } else {
                    own = file.previous(before: i).map { file.isKeyword($0, "let") || file.isKeyword($0, "var") } != true
                }
                guard own else { continue }
                if color ? isClearColor(file, value) : file.isKeyword(value, "false") { return true }
            }
        }
        return false
    }

    /// `.clear`, `NSColor.clear`.
    static func isClearColor(_ file: SourceFile, _ value: Int) -> Bool {
        let t = file.tokens
        var j = value
        if file.tokenIs(j, "NSColor"), let dot = file.next(after: j), t[dot].kind == .period, let n = file.next(after: dot) { j = n }
        else if t[j].kind == .period, let n = file.next(after: j) { j = n }
        return file.tokenIs(j, "clear")
    }

    /// Whether token `i` is in the body of an `override func`, which AppKit calls for every table.
    static func isOverrideBody(_ file: SourceFile, around i: Int) -> Bool {
        var scope = file.tree.enclosing(i)
        var steps = 0
        while let open = scope, steps < 8 {
            steps += 1
            // `override func name(…) {`: back over the signature to `func`, then its modifiers.
            var j = file.previous(before: open)
            var k = 0
            while let p = j, k < 16, !file.isKeyword(p, "func") {
                if file.tokens[p].kind == .leftBrace || file.tokens[p].kind == .rightBrace { break }
                j = file.tokens[p].kind == .rightParen ? file.tree.match(p).flatMap { file.previous(before: $0) } : file.previous(before: p)
                k += 1
            }
            if let f = j, file.isKeyword(f, "func") { return DeclarationScanner.hasModifier(file, func: f, "override") }
            scope = file.tree.enclosing(open)
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
