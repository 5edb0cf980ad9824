import SwiftTokens

/// `.task`, `.onAppear`, `.onChange(of:)` written on a `ForEach`: SwiftUI attaches a modifier of a
/// `ForEach` to each view it makes, so list-level work runs once per row.
struct PerRowModifier: Rule {
    let metadata = RuleMetadata(
        id: "per-row-modifier",
        fixSafety: .none,
        triggers: ["ForEach"])

    init() {}

    /// Modifiers that run an action, which every row then runs. (`onDelete`, `onMove` and
    /// `onInsert` belong to the `ForEach` itself.)
    static let actions: Set<String> = ["task", "onAppear", "onDisappear", "onChange", "onReceive"]

    func findings(in context: RuleContext) -> [Finding] {
        let file = context.file
        var out: [Finding] = []
        for call in context.calls where call.kind == .forEach {
            for modifier in file.modifierChain(after: file.callEnd(from: call.nameToken)) {
                let name = file.text(modifier.name)
                guard PerRowModifier.actions.contains(name) else { continue }
                let when = name == "onChange" || name == "onReceive" ? "on each change" : name == "onDisappear" ? "as each row goes" : "as each row appears"
                out.append(metadata.finding(
                    range: file.range(from: modifier.name, through: modifier.name),
                    message: "`.\(name)` on a `ForEach` is attached to every row it makes, so its action runs once per row \(when), "
                        + "not once for the list (the closure cannot see the row, so each run does the same work); attach it to the view around the `ForEach`"))
            }
        }
        return out
    }
}
