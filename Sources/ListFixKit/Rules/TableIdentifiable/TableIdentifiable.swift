import SwiftTokens

/// `Table(rows)` without `id:` over a type the project declares without `Identifiable`: it does
/// not compile.
struct TableIdentifiable: Rule {
    let metadata = RuleMetadata(
        id: "table-identifiable",
        fixSafety: .none,
        triggers: ["Table"],
        level: .error)

    init() {}

    func findings(in context: RuleContext) -> [Finding] {
        let file = context.file
        let resolver = TypeResolver(context)
        let d = context.declarations
        var out: [Finding] = []
        for call in context.calls where call.kind == .table && call.id == nil {
            guard !call.arguments.contains(where: { $0.label.map { file.tokenIs($0, "of") } ?? false }),
                  let (first, last) = call.dataTokens(file), let path = MemberPath.exactly(file, first, last),
                  let type = resolver.type(of: path), let element = TypeResolver.arrayElement(type), !TypeResolver.isStructural(element)
            else { continue }
            let name = TypeResolver.nominal(element)
            // `@Model class Item` is Identifiable through the macro's `PersistentModel`: a macro proves no lack.
            guard d.isKnown(name), !d.conforms(name, to: "Identifiable"), d.info(name)?.kind != .protocol,
                  !d.hasAttachedMacro(name) else { continue }
            out.append(metadata.finding(range: file.range(from: call.nameToken, through: last),
                                        message: "`Table(\(path.text(file)))` needs Identifiable rows, and `\(name)` is not: this does not compile; declare `\(name): Identifiable` (it \(d.property("id", of: name) != nil ? "already has an `id`" : "needs a stable `id`")) or pass `id:`"))
        }
        return out
    }
}
