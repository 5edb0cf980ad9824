import SwiftTokens

/// A `List` or `ScrollView` refreshed by a hand-made pull: a `DragGesture` or a scroll offset read
/// through a preference that calls a load method once pulled past a threshold. `.refreshable`
/// (iOS 15, macOS 12) gives the system's pull, spinner and accessibility action.
struct Refreshable: Rule {
    let metadata = RuleMetadata(
        id: "refreshable",
        fixSafety: .none,
        triggers: ["DragGesture", "onPreferenceChange"],
        level: .note)

    init() {}

    /// The iOS that pulls a `List` (15) or a `ScrollView` (16) to refresh with `.refreshable`. Only iOS
    /// (and iPadOS) has the pull: on macOS the modifier adds no gesture.
    static func pullsToRefresh(_ container: String) -> Version { container == "List" ? Version([15]) : Version([16]) }

    func findings(in context: RuleContext) -> [Finding] {
        let file = context.file
        let t = file.tokens
        guard let iOS = context.target.deploymentTargets?[.iOS] else { return [] }
        var out: [Finding] = []
        var reported: Set<Int> = []
        for i in t.indices where t[i].kind == .identifier && (file.tokenIs(i, "DragGesture") || file.tokenIs(i, "onPreferenceChange")) {
            guard let type = context.enclosingType(of: i), !reported.contains(type.open), type.conformances.contains("View"),
                  let container = scrollingContainer(file, in: type), iOS >= Refreshable.pullsToRefresh(container),
                  !file.mentions("refreshable", in: type) else { continue }
            let isDrag = file.tokenIs(i, "DragGesture")
            // A preference pulls only when it is a scroll offset (`OffsetKey`, `ScrollOffsetPreference`),
            // not a size.
            if !isDrag, !namesScrollOffset(file, i) { continue }
            let closures = isDrag ? gestureClosures(file, after: i) : actionClosures(file, of: i)
            guard let load = closures.lazy.compactMap({ pullCall(file, in: $0, vertical: isDrag) }).first else { continue }
            reported.insert(type.open)
            let how = isDrag ? "a `DragGesture`" : "a scroll offset read through `onPreferenceChange`"
            let message = "this hand-made pull to refresh (\(how) that calls `\(load)()` once pulled past a threshold) can be "
                + "`.refreshable` on the `\(container)`, calling `\(load)()`: the system's pull, spinner and accessibility action"
            out.append(metadata.finding(range: t[i].range, message: message))
        }
        return out
    }

    /// The one kind of `List` or `ScrollView` in this part of the type; nil when it has none, or
    /// both (which one the pull is on is not read).
    func scrollingContainer(_ file: SourceFile, in type: TypeDecl) -> String? {
        let t = file.tokens
        var found: String?
        for k in type.open..<type.close where t[k].kind == .identifier && (file.tokenIs(k, "List") || file.tokenIs(k, "ScrollView")) {
            guard let next = file.next(after: k), t[next].kind == .leftParen || t[next].kind == .leftBrace else { continue }
            let name = file.text(k)
            if let found, found != name { return nil }
            found = name
        }
        return found
    }

    /// Whether `.onPreferenceChange(Key.self)` names a key whose name says it is a scroll offset.
    func namesScrollOffset(_ file: SourceFile, _ i: Int) -> Bool {
        guard let open = file.next(after: i), file.tokens[open].kind == .leftParen, let close = file.tree.match(open) else { return false }
        return ((open + 1)..<close).contains { k in
            file.tokens[k].kind == .identifier && ["offset", "scroll"].contains { file.text(k).lowercased().contains($0) }
        }
    }

    /// The closures of `.onChanged { … }` and `.onEnded { … }` chained on `DragGesture(…)`.
    func gestureClosures(_ file: SourceFile, after i: Int) -> [(Int, Int)] {
        file.modifierChain(after: file.callEnd(from: i)).filter { file.tokenIs($0.name, "onEnded") || file.tokenIs($0.name, "onChanged") }
            .flatMap { modifier -> [(Int, Int)] in
                let closures = modifier.trailingClosures.map { ($0.open, $0.close) }
                guard closures.isEmpty, let open = modifier.arguments else { return closures }
                return file.arguments(of: open).compactMap { argument in
                    argument.valueFirst.flatMap { f in file.tokens[f].kind == .leftBrace ? file.tree.match(f).map { (f, $0) } : nil }
                }
            }
    }

    /// The action closure of `.onPreferenceChange(Key.self) { … }` (or `perform: { … }`).
    func actionClosures(_ file: SourceFile, of i: Int) -> [(Int, Int)] {
        guard let open = file.next(after: i), file.tokens[open].kind == .leftParen, let close = file.tree.match(open) else { return [] }
        let trailing = file.trailingClosures(after: close).map { ($0.open, $0.close) }
        if !trailing.isEmpty { return trailing }
        return file.arguments(of: open).compactMap { argument in
            argument.valueFirst.flatMap { f in file.tokens[f].kind == .leftBrace ? file.tree.match(f).map { (f, $0) } : nil }
        }
    }

    /// The load method a closure calls after a `>` or `>=` test (a pull down past a threshold):
    /// `refresh()`, `reload()`, `loadItems()`, `fetch()`; not a next page (`loadMore()`).
    func pullCall(_ file: SourceFile, in closure: (Int, Int), vertical: Bool) -> String? {
        let t = file.tokens
        let (open, close) = closure
        guard let test = (open..<close).first(where: { k in
            t[k].kind == .operator && (file.tokenIs(k, ">") || file.tokenIs(k, ">=")) && file.isBinaryOperator(k)
        }) else { return nil }
        // A drag pulls down: the test reads the translation's `height` (a `width` is a swipe).
        if vertical {
            guard let left = file.previous(before: test), file.isIdentifier(left, "height") else { return nil }
        }
        for k in test..<close where t[k].kind == .identifier {
            guard let paren = file.next(after: k), paren == k + 1, t[paren].kind == .leftParen else { continue }
            let name = file.text(k)
            // Whole words of the camel-cased name: `downloadThumbnail` is no `load`.
            let words = Refreshable.words(name)
            guard words.contains(where: { ["refresh", "reload", "load", "fetch"].contains($0) }),
                  !words.contains(where: { ["more", "next", "page", "older", "earlier", "previous", "history"].contains($0) })
            else { continue }
            // With its receiver: `feed.reload`.
            var start = k
            while let dot = file.previous(before: start), t[dot].kind == .period, let receiver = file.previous(before: dot),
                  t[receiver].kind == .identifier || file.isKeyword(receiver, "self") {
                start = receiver
            }
            return file.text(tokens: start, through: k)
        }
        return nil
    }

    /// The lower-cased words of a camel-cased name: `loadEarlierMessages` → load, earlier, messages.
    static func words(_ name: String) -> [String] {
        var out: [String] = []
        var word = ""
        for c in name {
            if c.isUppercase, !word.isEmpty {
                out.append(word)
                word = ""
            }
            if c.isLetter { word.append(Character(c.lowercased())) } else if !word.isEmpty {
                out.append(word)
                word = ""
            }
        }
        if !word.isEmpty { out.append(word) }
        return out
    }
}
