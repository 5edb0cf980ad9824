import SwiftTokens

/// The index of one collection binds into another (`ForEach(visible.indices) { i in
/// TextField("", text: $items[i].name) }`), so an edit lands on the wrong element.
struct FilteredIndexBinding: Rule {
    let metadata = RuleMetadata(
        id: "filtered-index-binding",
        fixSafety: .none,
        triggers: ["ForEach", "List"],
        level: .error)

    init() {}

    func findings(in context: RuleContext) -> [Finding] {
        let file = context.file
        var out: [Finding] = []
        let loops = IndexLoop.all(in: context)
        for loop in loops {
            let x = loop.collection.text(file)
            for other in loop.usage.others where other.isBinding {
                guard let y = other.collection else { continue }
                let (first, last) = (other.first, other.last)
                let derived = derivation(of: loop.collection, from: y, context)
                // Arrays of different elements indexed together (labels and their values) are parallel on
                // purpose; only X derived from Y, or holding Y's kind of element, makes one a view of the other.
                if derived == nil, !holdSameElements(loop.collection, y, at: first, context) { continue }
                let relation = derived.map { "`\(x)` is \($0) of `\(y)`" }
                    ?? "unless `\(x)` and `\(y)` always hold the same elements in the same order"
                let message = "`$\(y)[\(loop.indexName)]` uses a position in `\(x)` to edit `\(y)`: "
                    + (derived == nil ? "\(relation), " : "\(relation), so ")
                    + "position \(loop.indexName) names a different element in each and the edit lands on the wrong row. "
                    + "Iterate the elements of `\(x)` and bind to `\(y)` through the element's stable id, "
                    + "e.g. `Binding(get:set:)` that finds the element in `\(y)` by `id`"
                out.append(metadata.finding(range: file.range(from: first, through: last),
                                            message: message))
            }
        }
        // Reads: a row that shows `Y[i]` at a position of Y's filtered copy shows another element.
        for read in FilteredPositionRead.all(in: context, loops: loops) {
            let more = read.reads > 1 ? " (and \(read.reads - 1) more such read\(read.reads > 2 ? "s" : ""))" : ""
            let message = "`\(file.text(tokens: read.first, through: read.last))`\(more) reads `\(read.source)` at a position in "
                + "`\(read.shown)`, a filtered view of it: wherever the filter leaves an element out, position `\(read.index)` names "
                + "a later element of `\(read.source)`, so rows show elements the filter hides and drop the last ones it keeps; "
                + "iterate the elements of `\(read.shown)` instead of its positions"
            out.append(metadata.finding(range: file.range(from: read.first, through: read.last), message: message))
        }
        return out
    }

    /// Whether X and Y (`model.items`, read at token `at`) are arrays of one element type. A type
    /// listfix cannot tell proves nothing.
    func holdSameElements(_ x: MemberPath, _ y: String, at: Int, _ context: RuleContext) -> Bool {
        let resolver = TypeResolver(context)
        guard let ex = resolver.elementType(of: x),
              let ty = resolver.type(ofNames: y.split(separator: ".").map(String.init), at: at),
              let ey = TypeResolver.arrayElement(ty) else { return false }
        return TypeResolver.nominal(ex) == TypeResolver.nominal(ey)
    }

    /// "a filtered view" when X is a computed property whose getter filters or sorts Y.
    func derivation(of x: MemberPath, from y: String, _ context: RuleContext) -> String? {
        let file = context.file
        guard x.components.count == 1 || x.names(file).count == 1,
              let type = context.enclosingType(of: x.first) else { return nil }
        guard let accessor = DeclarationScanner.accessorBody(of: x.names(file)[0], in: type, file: file) else { return nil }
        let body = file.text(file.range(from: accessor.open, through: accessor.close))
        guard body.contains(y) else { return nil }
        if body.contains(".filter") { return "a filtered view" }
        if body.contains(".sorted") || body.contains(".sort") { return "a sorted view" }
        return "computed from"
    }
}
