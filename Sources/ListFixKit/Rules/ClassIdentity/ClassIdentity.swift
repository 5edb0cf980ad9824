import SwiftTokens

/// A class that is Identifiable without an `id`: its identity is `ObjectIdentifier`, which is
/// reused once the object is freed.
struct ClassIdentity: Rule {
    let metadata = RuleMetadata(
        id: "class-identity",
        fixSafety: .none,
        triggers: ["Identifiable"],
        level: .note,
        declarationFilter: .questionableID,
        isDefault: false,
        facts: .rowElementTypes)

    init() {}

    func findings(in context: RuleContext) -> [Finding] {
        let file = context.file
        let t = file.tokens
        var out: [Finding] = []
        let d = context.declarations
        for type in context.fileTypes where type.kind == .class && d.conforms(type.name, to: "Identifiable") {
            // `@Model` classes get their id from SwiftData; a superclass may declare one.
            if hasAttribute(file, before: type.open, named: "@Model") { continue }
            if d.property("id", of: type.name) != nil { continue }
            // Only objects shown as rows can hand a freed row's state to a new one.
            if !d.isRowElement(type.name) { continue }
            // A singleton lives as long as the app: its object identity never repeats.
            if d.info(type.name)?.properties.contains(where: { $0.isStatic && $0.name == "shared" }) == true { continue }
            // Once per class hierarchy: a subclass of a class that is itself Identifiable is its parent's finding.
            if (d.info(type.name)?.conformances ?? []).contains(where: { d.info($0)?.kind == .class && d.conforms($0, to: "Identifiable") }) {
                continue
            }
            // An adopted protocol or superclass may declare the `id`.
            if (d.info(type.name)?.conformances ?? []).contains(where: { d.property("id", of: $0) != nil })
                || d.undeclaredAdoptions(of: type.name).contains(where: { $0 != "Identifiable" }) {
                continue
            }
            guard let keyword = (0..<type.open).last(where: { file.isKeyword($0, "class") }),
                  let name = file.next(after: keyword) else { continue }
            out.append(metadata.finding(range: t[name].range,
                                        message: "`\(type.name)` is an Identifiable class without an `id`, so its id is `ObjectIdentifier(self)`: once an object is freed, a new one can get the same id and show the old row's state; give it a stable `let id`"))
        }
        return out
    }

    /// Whether an attribute with this text stands among the tokens of the declaration header before `open`.
    func hasAttribute(_ file: SourceFile, before open: Int, named name: StaticString) -> Bool {
        var j = file.previous(before: open)
        var steps = 0
        while let p = j, steps < 64 {
            if file.tokens[p].kind == .attribute, file.tokenIs(p, name) { return true }
            if file.tokens[p].kind == .rightBrace || file.tokens[p].kind == .leftBrace || file.tokens[p].kind == .semicolon { return false }
            j = file.previous(before: p)
            steps += 1
        }
        return false
    }
}
