import SwiftTokens

/// `Table(rows, sortOrder: $order)` with nothing that sorts `rows` when `order` changes: the
/// headers show a sort, and the rows stay where they were.
struct TableSort: Rule {
    let metadata = RuleMetadata(
        id: "table-sort",
        fixSafety: .unsafe,
        triggers: ["sortOrder"])

    init() {}

    func findings(in context: RuleContext) -> [Finding] {
        let file = context.file
        let t = file.tokens
        var out: [Finding] = []
        for call in context.calls where call.kind == .table {
            guard let (first, last) = call.dataTokens(file), let rows = MemberPath.exactly(file, first, last),
                  let sort = call.arguments.first(where: { $0.label.map { file.tokenIs($0, "sortOrder") } ?? false }),
                  let s = sort.valueFirst, sort.valueLast == s, case let binding = file.text(s), binding.hasPrefix("$"),
                  let type = context.enclosingType(of: call.nameToken) else { continue }
            let order = String(binding.dropFirst())
            // A header sorts only when its column says how: with no such column, `order` never changes.
            guard hasSortableColumn(call, in: file), !resorts(file, order: order, in: type) else { continue }
            let x = rows.text(file)
            let range = file.range(from: call.nameToken, through: call.close)
            let message = "`Table` does not sort itself: clicking a column header changes `\(order)`, and nothing re-sorts `\(x)`, so the rows stay where they were"
            let names = rows.names(file)
            // Rows computed by a property of another part of the type (another file's extension)
            // may sort by the order themselves, in a getter this file does not show: unknown.
            if names.count == 1, !type.properties.contains(where: { $0.name == names[0] }),
               let declared = context.declarations.info(type.name)?.properties.first(where: { $0.name == names[0] }),
               !declared.isStored || declared.isAmbiguous {
                continue
            }
            guard names.count == 1, let property = type.properties.first(where: { $0.name == names[0] }),
                  property.wrapper == "State" || property.wrapper == "Binding",
                  let typeText = property.type, TypeResolver.arrayElement(typeText) != nil else {
                out.append(metadata.finding(range: range, message: message + "; sort `\(x)` with `sort(using: \(order))` when `\(order)` changes"))
                continue
            }
            let end = file.callEnd(from: call.nameToken)
            let chainEnd = file.modifierChain(after: end).last?.end ?? end
            let indent = file.indentation(ofLineContaining: t[call.nameToken].start)
            let modern = context.target.allPlatforms(atLeast: Availability.onChangeWithInitial) != false
            let closure = modern ? "{ _, newOrder in \(x).sort(using: newOrder) }" : "{ newOrder in \(x).sort(using: newOrder) }"
            let edit = FixEdits.modifiers([".onChange(of: \(order)) \(closure)"], after: chainEnd, in: file, indent: indent,
                                          newline: context.layout.newline)
            out.append(metadata.finding(range: range, message: message,
                                        fix: Fix(message: "Re-sort `\(x)` when `\(order)` changes", edits: [edit],
                                                 applicability: .unsafe(reason: "it reorders `\(x)` itself, which other code may rely on"))))
        }
        return out
    }

    /// Whether a `TableColumn` among the table's columns can sort: it gives `value:` (a key path the
    /// column sorts by), `sortUsing:` or `comparator:`. `TableColumn("Title") { … }` cannot. Columns
    /// built elsewhere are unknown: no proof of a sortable one.
    func hasSortableColumn(_ call: RowsCall, in file: SourceFile) -> Bool {
        let t = file.tokens
        let end = file.callEnd(from: call.nameToken)
        var j = call.open
        while j < end {
            if t[j].kind == .identifier, file.tokenIs(j, "TableColumn"), let open = file.next(after: j), t[open].kind == .leftParen,
               file.arguments(of: open).contains(where: { argument in
                   argument.label.map { file.tokenIs($0, "value") || file.tokenIs($0, "sortUsing") || file.tokenIs($0, "comparator") } ?? false
               }) {
                return true
            }
            j += 1
        }
        return false
    }

    /// Whether the type already reacts to the sort order: `onChange(of: order…)`, or
    /// `sort(using:)`/`sorted(using:)` whose arguments read it.
    func resorts(_ file: SourceFile, order: String, in type: TypeDecl) -> Bool {
        let t = file.tokens
        for j in type.open..<type.close where t[j].kind == .identifier {
            if file.tokenIs(j, "onChange") || file.tokenIs(j, "sort") || file.tokenIs(j, "sorted"),
               let open = file.next(after: j), t[open].kind == .leftParen, let close = file.tree.match(open),
               (open..<close).contains(where: { t[$0].kind == .identifier && (file.tokenIs($0, order) || file.tokenIs($0, "$" + order)) }) {
                return true
            }
        }
        return false
    }
}
