import SwiftTokens

/// A hand-made empty state as a branch of a view writes it: a `Text`, an `Image` and one or two
/// `Text`s, or a `Label` and a `Text`, alone or in one `VStack` (a `ZStack` of one), with `Spacer()`s and modifiers
/// that only style them (what `ContentUnavailableView` lays out and styles itself).
struct EmptyStateView {
    /// Each `Text(…)` call, without its modifiers: the title, then the description.
    var texts: [Statement] = []
    /// `Image(systemName: "tray")` or `Image("asset")`: the argument's label for
    /// `ContentUnavailableView` (`systemImage` or `image`) and the name as written.
    var image: (label: String, name: String)?
    /// `Label("Title", systemImage: "tray")`: its title and image as written.
    var label: (title: String, image: (label: String, name: String))?
    /// Whether it takes the space it is given, as the system's view does: a `Spacer()` beside its
    /// views or a `.frame(maxWidth: .infinity, …)`. Text alone that does neither is a caption in a
    /// stack's flow, which the system's full-size view would not be.
    var fills = false

    /// Modifiers that style or place a view and do nothing else: dropped in the migration.
    static let styling: Set<String> = [
        "font", "fontWeight", "bold", "italic", "foregroundColor", "foregroundStyle", "padding", "frame",
        "multilineTextAlignment", "imageScale", "resizable", "scaledToFit", "scaledToFill", "aspectRatio", "opacity",
        "symbolRenderingMode", "textCase", "lineLimit", "fixedSize", "minimumScaleFactor", "kerning", "tracking",
        "fontDesign", "fontWidth", "monospacedDigit",
    ]

    /// The empty state made by `statements`, the body of a branch; nil for anything else.
    static func read(_ file: SourceFile, _ statements: [Statement]) -> EmptyStateView? {
        var views = statements.filter { !isSpacer(file, $0) }
        var out = EmptyStateView()
        out.fills = views.count < statements.count || views.contains { fillsFrame(file, $0) }
        // One `VStack { … }` around them, or a `ZStack { … }` around one of them (which lays it out
        // as it would be alone).
        if views.count == 1, file.isIdentifier(views[0].first, "VStack") || file.isIdentifier(views[0].first, "ZStack"),
           let body = stackBody(file, views[0]) {
            let all = file.statements(inBody: body)
            let inner = all.filter { !isSpacer(file, $0) }
            guard file.isIdentifier(views[0].first, "VStack") || inner.count == 1 else { return nil }
            if inner.count < all.count || inner.contains(where: { fillsFrame(file, $0) }) { out.fills = true }
            views = inner
        }
        for view in views {
            guard let call = styledCall(file, view) else { return nil }
            let name = file.text(view.first)
            let arguments = file.arguments(of: call.open)
            switch name {
            case "Text":
                out.texts.append(Statement(first: view.first, last: call.close))
            case "Image":
                guard out.image == nil, out.label == nil, arguments.count == 1, let image = imageName(file, arguments[0]) else { return nil }
                out.image = image
            case "Label":
                guard out.label == nil, out.image == nil, out.texts.isEmpty, arguments.count == 2,
                      arguments[0].label == nil, let title = plainString(file, arguments[0]),
                      let image = imageName(file, arguments[1]) else { return nil }
                out.label = (title, image)
            default:
                return nil
            }
        }
        let titles = out.label == nil ? 1 : 0
        guard !out.texts.isEmpty || out.label != nil, out.texts.count <= titles + 1 else { return nil }
        return out
    }

    /// `systemName: "x"` or an unlabeled `"x"` (an asset), or `systemImage:`/`image:` of a `Label`.
    static func imageName(_ file: SourceFile, _ argument: Argument) -> (label: String, name: String)? {
        guard let name = plainString(file, argument) else { return nil }
        guard let label = argument.label else { return ("image", name) }
        switch file.text(label) {
        case "systemName", "systemImage": return ("systemImage", name)
        case "image": return ("image", name)
        default: return nil
        }
    }

    /// The argument's value when it is one plain string literal, quotes included.
    static func plainString(_ file: SourceFile, _ argument: Argument) -> String? {
        guard let first = argument.valueFirst, argument.valueLast == first, file.tokens[first].kind == .stringSegment else { return nil }
        return file.text(first)
    }

    /// Whether the statement's last modifiers include a `.frame` that reaches `.infinity`.
    static func fillsFrame(_ file: SourceFile, _ s: Statement) -> Bool {
        var k = s.last
        while k > s.first {
            guard let open = file.tree.match(k), file.tokens[k].kind == .rightParen || file.tokens[k].kind == .rightBrace,
                  let name = file.previous(before: open) else { return false }
            if file.tokens[k].kind == .rightParen, file.isIdentifier(name, "frame"),
               (open..<k).contains(where: { file.tokens[$0].kind == .identifier && file.tokenIs($0, "infinity") }) { return true }
            guard let period = file.previous(before: name), file.tokens[period].kind == .period,
                  let before = file.previous(before: period) else { return false }
            k = before
        }
        return false
    }

    static func isSpacer(_ file: SourceFile, _ s: Statement) -> Bool {
        guard file.isIdentifier(s.first, "Spacer"), let open = file.next(after: s.first), file.tokens[open].kind == .leftParen,
              let close = file.tree.match(open) else { return false }
        return close == s.last || file.modifierChain(after: close).last?.end == s.last
    }

    /// A modifier that only styles: one of `styling`, with arguments of literals, `.member`s and
    /// labels only (`.font(.headline)`, `.padding(8)`); `.opacity(isLoading ? 0 : 1)` reads state.
    static func isStyling(_ file: SourceFile, _ modifier: Modifier) -> Bool {
        guard styling.contains(file.text(modifier.name)), modifier.trailingClosures.isEmpty else { return false }
        guard let open = modifier.arguments, let close = file.tree.match(open) else { return true }
        let t = file.tokens
        for k in (open + 1)..<close where t[k].kind == .identifier || (t[k].kind == .operator && file.tokenIs(k, "?")) {
            if t[k].kind == .operator { return false }
            let afterPeriod = file.previous(before: k).map { t[$0].kind == .period } ?? false
            let label = file.next(after: k).map { t[$0].kind == .colon } ?? false
            if !afterPeriod && !label { return false }
        }
        return true
    }

    /// `Name(…)` with only styling modifiers after it, the whole statement: its parentheses.
    static func styledCall(_ file: SourceFile, _ s: Statement) -> (open: Int, close: Int)? {
        guard file.tokens[s.first].kind == .identifier, let open = file.next(after: s.first), open == s.first + 1,
              file.tokens[open].kind == .leftParen, let close = file.tree.match(open),
              file.trailingClosures(after: close).isEmpty else { return nil }
        let chain = file.modifierChain(after: close)
        guard (chain.last?.end ?? close) == s.last,
              chain.allSatisfy({ isStyling(file, $0) }) else { return nil }
        return (open, close)
    }

    /// The `{` of `VStack(…) { … }` followed by styling modifiers only.
    static func stackBody(_ file: SourceFile, _ s: Statement) -> Int? {
        var end = s.first
        if let open = file.next(after: s.first), file.tokens[open].kind == .leftParen, let close = file.tree.match(open) { end = close }
        guard let closure = file.trailingClosures(after: end).first, file.trailingClosures(after: end).count == 1 else { return nil }
        let chain = file.modifierChain(after: closure.close)
        guard (chain.last?.end ?? closure.close) == s.last,
              chain.allSatisfy({ isStyling(file, $0) }) else { return nil }
        return closure.open
    }
}
