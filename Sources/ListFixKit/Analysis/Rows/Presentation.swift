import SwiftTokens

/// A presentation modifier bound to a flag: `.alert("Title", isPresented: $showAlert) { … }`,
/// `.sheet(isPresented: $model.showEditor) { … }`. What it shows is in its arguments and
/// closures (`content`).
struct Presentation {
    /// The modifier's name token (`alert`).
    var name: TokenIndex
    /// The `$` name the flag's binding starts from, without the `$` (`showAlert`, `model`).
    var flagRoot: String
    /// The flag as written (`$model.showEditor`), for messages.
    var flag: String
    /// From the modifier's `(` through its last trailing closure.
    var content: ClosedRange<TokenIndex>

    /// Modifiers that present their content while a `Bool` binding is true.
    static let presenters: Set<String> = [
        "alert", "confirmationDialog", "sheet", "fullScreenCover", "popover", "navigationDestination", "inspector",
    ]

    /// The presentations in `range` bound by `isPresented:` to a `$name` or a `$name.member` path
    /// (not a subscript, a call or a `Binding(get:set:)`, which may be the row's own). One inside
    /// another's content, or in a `NavigationLink`'s destination, is shown one at a time, and is
    /// left out.
    static func all(in range: Range<TokenIndex>, _ file: SourceFile) -> [Presentation] {
        all(at: range, file, below: range.lowerBound)
    }

    /// The presentations labelled at any of `candidates` (`all(in:_:)`), below the token `top`.
    /// `flagRoots`: the roots asked for, if not every one.
    static func all<S: Sequence<Int>>(at candidates: S, _ file: SourceFile, below top: TokenIndex = 0,
                                      flagRoots: Set<String>? = nil) -> [Presentation] {
        let t = file.tokens
        var out: [Presentation] = []
        for k in candidates where t[k].kind == .identifier && t[k].length == 11 && file.isIdentifier(k, "isPresented") {
            guard let colon = file.next(after: k), t[colon].kind == .colon,
                  let paren = file.tree.enclosing(k), t[paren].kind == .leftParen,
                  let name = file.previous(before: paren), presenters.contains(file.text(name)),
                  let period = file.previous(before: name), t[period].kind == .period,
                  let argument = file.arguments(of: paren).first(where: { $0.label == k }),
                  let first = argument.valueFirst, let last = argument.valueLast,
                  t[first].kind == .identifier, file.bytes[t[first].start] == UInt8(ascii: "$"), t[first].length > 1,
                  (first...last).allSatisfy({ t[$0].kind == .identifier || t[$0].kind == .period || t[$0].kind.isTrivia }) else { continue }
            let root = String(file.text(first).dropFirst())
            guard flagRoots?.contains(root) ?? true, !shownOneAtATime(paren, below: top, file) else { continue }
            out.append(Presentation(name: name, flagRoot: root, flag: file.text(tokens: first, through: last),
                                    content: paren...file.callEnd(from: name)))
        }
        return out
    }

    /// Whether a bracket around `i`, below `top`, holds another presentation's content or a
    /// `NavigationLink`'s destination: views made only while that one is shown, not where `i`'s
    /// list shows them.
    static func shownOneAtATime(_ i: TokenIndex, below top: TokenIndex, _ file: SourceFile) -> Bool {
        let t = file.tokens
        var inner = i
        var scope = file.tree.enclosing(i)
        while let open = scope, open > top {
            if let owner = callName(owning: open, file) {
                let name = file.text(owner.name)
                if presenters.contains(name), let p = file.previous(before: owner.name), t[p].kind == .period { return true }
                if name == "NavigationLink" {
                    // `NavigationLink(destination: Detail())`: the argument `inner` stands in.
                    if owner.isDestination { return true }
                    if t[open].kind == .leftParen,
                       let label = file.arguments(of: open).first(where: { $0.tokenRange.contains(inner) })?.label,
                       file.isIdentifier(label, "destination") { return true }
                }
            }
            inner = open
            scope = file.tree.enclosing(open)
        }
        return false
    }

    /// The call whose arguments or trailing closure `open` is, and whether it is a
    /// `NavigationLink`'s destination (a `destination:` labeled closure, or the trailing closure
    /// `isLinkDestination` names).
    static func callName(owning open: TokenIndex, _ file: SourceFile) -> (name: TokenIndex, isDestination: Bool)? {
        let t = file.tokens
        if t[open].kind == .leftParen {
            guard let name = file.previous(before: open), t[name].kind == .identifier else { return nil }
            return (name, false)
        }
        guard t[open].kind == .leftBrace, let before = file.previous(before: open) else { return nil }
        switch t[before].kind {
        case .rightParen:
            guard let paren = file.tree.match(before), let name = file.previous(before: paren), t[name].kind == .identifier else { return nil }
            return (name, isLinkDestination(open, name, file))
        case .identifier:
            return (before, isLinkDestination(open, before, file))
        case .colon:
            guard let label = file.previous(before: before) else { return nil }
            let isDestination = file.isIdentifier(label, "destination")
            if let p = file.previous(before: label), t[p].kind == .rightBrace, let first = file.tree.match(p) {
                return callName(owning: first, file).map { ($0.name, isDestination) }
            }
            if let paren = file.tree.enclosing(open), t[paren].kind == .leftParen, let name = file.previous(before: paren) {
                return (name, isDestination)
            }
            return nil
        default:
            return nil
        }
    }

    /// Whether the brace at `open` is a link's destination: the first trailing closure of
    /// `NavigationLink { … } label: { … }`, or the one of `NavigationLink("Title") { … }`, whose first
    /// argument is the title (with `value:` or `destination:` the closure is the label).
    static func isLinkDestination(_ open: TokenIndex, _ callee: TokenIndex, _ file: SourceFile) -> Bool {
        guard file.isIdentifier(callee, "NavigationLink") else { return false }
        if let close = file.tree.match(open), let label = file.next(after: close), file.tokenIs(label, "label") { return true }
        guard let paren = file.next(after: callee), file.tokens[paren].kind == .leftParen, file.tree.match(paren).map({ $0 < open }) == true else { return false }
        return file.arguments(of: paren).first.map { $0.label == nil } ?? false
    }

    /// The names the content reads (as `firstRead` counts a read), a binding's without its `$`; at
    /// most 48, which is more than a presentation's content names.
    func readNames(_ file: SourceFile) -> [String] {
        let hidden = declaredNames(file)
        var out: [String] = []
        for k in content where out.count < 48 && isRead(k, file) {
            var name = file.text(k)
            if name.hasPrefix("$") { name.removeFirst() }
            if !name.isEmpty, !hidden.contains(name), !out.contains(name) { out.append(name) }
        }
        return out
    }

    /// The first token in the content that reads one of `names`; none of a name the content
    /// declares itself (`if let item = chosen`, `{ item in …}`), which hides the row's.
    func firstRead(of names: Set<String>, _ file: SourceFile) -> TokenIndex? {
        let hidden = declaredNames(file)
        return content.first { isRead($0, file) && !hidden.contains(file.text($0)) && names.contains(file.text($0)) }
    }

    /// The names the content declares: after `let`, `var` or `case`, and closures' parameters.
    func declaredNames(_ file: SourceFile) -> Set<String> {
        let t = file.tokens
        var out: Set<String> = []
        for k in content {
            if t[k].kind == .keyword, file.isKeyword(k, "let") || file.isKeyword(k, "var"),
               let n = file.next(after: k), t[n].kind == .identifier {
                out.insert(file.text(n))
            } else if t[k].kind == .leftBrace, let signature = file.closureSignature(of: k) {
                for p in signature.parameters { out.insert(file.text(p)) }
            }
        }
        return out
    }

    /// Whether token `k` reads a name: an identifier not after a `.` (other than `self.`) and not
    /// an argument label.
    func isRead(_ k: TokenIndex, _ file: SourceFile) -> Bool {
        let t = file.tokens
        guard t[k].kind == .identifier else { return false }
        if let p = file.previous(before: k), t[p].kind == .period,
           !(file.previous(before: p).map { file.isKeyword($0, "self") } ?? false) { return false }
        if let n = file.next(after: k), t[n].kind == .colon { return false }
        return true
    }
}
