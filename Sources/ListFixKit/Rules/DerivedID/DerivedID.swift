import SwiftTokens

/// A computed `id` that is exactly another stored `let`, or a conversion of it: values may repeat it.
struct DerivedID: Rule {
    let metadata = RuleMetadata(
        id: "derived-id",
        fixSafety: .none,
        triggers: ["Identifiable"],
        level: .note,
        declarationFilter: .questionableID,
        isDefault: false,
        facts: .rowElementTypes)

    init() {}

    func findings(in context: RuleContext) -> [Finding] {
        let file = context.file
        var out: [Finding] = []
        for decl in context.idDeclarations where decl.body != nil && context.declarations.conforms(decl.type.name, to: "Identifiable") {
            guard let source = decl.sourceProperty(file), source != "id",
                  let property = DeclarationScanner.properties(of: decl.type, in: file).first(where: { $0.name == source }),
                  property.isStored, property.isLet, !property.isStatic, !DerivedID.isKeyByName(source),
                  // Only a type shown as rows can show one row twice (not a `.sheet(item:)` payload).
                  context.declarations.isRowElement(decl.type.name),
                  // A dictionary's keys are unique: `Group(day: $0.key, …)` over `Dictionary(grouping:by:)`.
                  !context.declarations.isDictionaryKey(source, of: decl.type.name) else { continue }
            out.append(metadata.finding(range: file.range(from: decl.keyword, through: decl.last),
                                        message: "`\(decl.type.name).id` is derived from `\(source)`: two values with the same `\(source)` get the same id, and SwiftUI then shows one row twice or drops one; make sure `\(source)` is unique, or give `\(decl.type.name)` an id of its own"))
        }
        return out
    }

    /// A source whose name says it is a key already (`key`, `uuid`, `identifier`, `path`, `bundleID`,
    /// `file_path`): its uniqueness is its job, and a note asking about it is noise.
    static func isKeyByName(_ name: String) -> Bool {
        let lower = name.lowercased()
        if ["key", "uuid", "identifier", "path"].contains(lower) { return true }
        if name.hasSuffix("ID") || name.hasSuffix("Id") || name.hasSuffix("Key") || name.hasSuffix("Identifier")
            || name.hasSuffix("Path") || lower.hasSuffix("_id") || lower.hasSuffix("_path") || lower.hasSuffix("_key") {
            return true
        }
        return false
    }
}
