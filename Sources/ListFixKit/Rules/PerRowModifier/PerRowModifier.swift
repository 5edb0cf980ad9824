import SwiftTokens

/// `.task`, `.onAppear`, `.onChange(of:)` or a presentation (`.alert`, `.sheet`) written on a
/// `ForEach`: SwiftUI attaches a modifier of a `ForEach` to each view it makes, so list-level work
/// runs once per row, and a list-level presentation is presented by every row.
struct PerRowModifier: Rule {
    let metadata = RuleMetadata(
        id: "per-row-modifier",
        fixSafety: .none,
        triggers: ["ForEach", "navigationDestination"],
        hints: ["navigationDestination"])

    init() {}

    /// Modifiers that run an action, which every row then runs. (`onDelete`, `onMove` and
    /// `onInsert` belong to the `ForEach` itself.)
    static let actions: Set<String> = ["task", "onAppear", "onDisappear", "onChange", "onReceive"]

    func findings(in context: RuleContext) -> [Finding] {
        let file = context.file
        var out: [Finding] = []
        // Cheapest first: most files declare no destination.
        if context.mentions("navigationDestination") { out = destinationFindings(context) }
        for call in context.calls where call.kind == .forEach {
            for modifier in file.modifierChain(after: file.callEnd(from: call.nameToken)) {
                let name = file.text(modifier.name)
                // A presentation on a `ForEach` is one per row, all bound to the same state: each row
                // presents it, and one row's dismissal can take down what another shows.
                if Presentation.presenters.contains(name) {
                    out.append(metadata.finding(
                        range: file.range(from: modifier.name, through: modifier.name),
                        message: "`.\(name)` on a `ForEach` is attached to every row it makes: each row presents it when its state is set, "
                            + "and SwiftUI shows one of them, which another row's presentation can dismiss at once; attach it to the view around the `ForEach`"))
                    continue
                }
                guard PerRowModifier.actions.contains(name), !PerRowModifier.onlySetsConstants(modifier, file) else { continue }
                let when = name == "onChange" || name == "onReceive" ? "on each change" : name == "onDisappear" ? "as each row goes" : "as each row appears"
                out.append(metadata.finding(
                    range: file.range(from: modifier.name, through: modifier.name),
                    message: "`.\(name)` on a `ForEach` is attached to every row it makes, so its action runs once per row \(when), "
                        + "not once for the list (the closure cannot see the row, so each run does the same work); attach it to the view around the `ForEach`"))
            }
        }
        return out
    }

    /// `.navigationDestination` in the rows of a lazy container (`DestinationInLazyRows`).
    func destinationFindings(_ context: RuleContext) -> [Finding] {
        let file = context.file
        var out: [Finding] = []
        var destinations: Set<Int> = []
        for call in context.calls where call.kind != .table {
            // A nested `ForEach` in a list's row finds its parent's destinations again: one finding each.
            for name in DestinationInLazyRows.names(in: call, file) where destinations.insert(name).inserted {
                let container = DestinationInLazyRows.containerName(of: call, file)
                out.append(metadata.finding(
                    range: file.range(from: name, through: name),
                    message: "`.navigationDestination` in the rows of a `\(container)`: a lazy container makes a row's views only while the row is on "
                        + "screen, so the navigation stack sees this destination only while its row is shown, and every row shown declares it again; "
                        + "a value pushed while no such row is on screen finds no destination; attach it outside the `\(container)`"))
            }
        }
        return out
    }

    /// Whether the action only sets properties to constants (`focused = .option(0)`): run once
    /// per row, it leaves what one run leaves.
    static func onlySetsConstants(_ modifier: Modifier, _ file: SourceFile) -> Bool {
        let t = file.tokens
        guard let open = modifier.trailingClosures.first?.open ?? modifier.arguments.flatMap({ a in
            file.arguments(of: a).last?.valueFirst.flatMap { t[$0].kind == .leftBrace ? $0 : nil }
        }), let close = file.tree.match(open) else { return false }
        let statements = file.statements(inBody: open)
        guard !statements.isEmpty else { return false }
        for s in statements {
            guard let equals = (s.first...s.last).first(where: { file.tree.enclosing($0) == open && file.tokenIs($0, "=") }),
                  let value = file.next(after: equals), value <= s.last else { return false }
            for j in value...s.last where !t[j].kind.isTrivia {
                switch t[j].kind {
                case .identifier:
                    // `.option(0)`: a case of the type the property holds; any other name reads something.
                    guard let p = file.previous(before: j), t[p].kind == .period else { return false }
                case .keyword:
                    guard file.tokenIs(j, "true") || file.tokenIs(j, "false") || file.tokenIs(j, "nil") else { return false }
                case .integerLiteral, .floatLiteral, .stringSegment, .period, .leftParen, .rightParen, .comma, .colon,
                     .leftBracket, .rightBracket:
                    continue
                case .operator:
                    // `-1`: a negative literal.
                    guard file.tokenIs(j, "-"), let n = file.next(after: j), t[n].kind == .integerLiteral || t[n].kind == .floatLiteral else { return false }
                default:
                    return false
                }
            }
        }
        return close > open
    }
}
