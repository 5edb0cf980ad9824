import SwiftTokens

/// Rows over the positions of a filtered copy of Y that read Y at those positions:
/// `ForEach(features.filter { $0.isVisible }.indices, id: \.self) { i in Text(features[i].title) }`,
/// or the same over a getter or `let` of the view that filters Y. Position i of the copy is another
/// element of Y wherever the filter leaves one out before it: a row shows an element the filter
/// hides, and the last shown ones are dropped.
struct FilteredPositionRead {
    /// The first read `Y[i]` (its tokens), Y as written, and the copy the positions are of.
    var first: Int
    var last: Int
    var source: String
    var shown: String
    var index: String
    /// How many times the row reads Y by the position.
    var reads: Int

    /// Every such rows call of the file, at its first read. `loops`: the file's rows over a
    /// collection's positions (a getter's or a local's); rows over an inline filter are found here.
    static func all(in context: RuleContext, loops: [IndexLoop]) -> [FilteredPositionRead] {
        let file = context.file
        var out: [FilteredPositionRead] = []
        // Over a getter or a local: its derivation is asked only where the row reads another collection
        // by the position, which few rows do.
        for loop in loops where !loop.usage.shadowed && loop.usage.others.contains(where: { !$0.isBinding && $0.collection != nil }) {
            guard let owner = context.enclosingType(of: loop.call.nameToken),
                  let derived = DerivedRows(data: loop.collection.first, loop.collection.last, owner: owner, in: context),
                  derived.how == "a filtered" else { continue }
            let source = derived.source.joined(separator: ".")
            let reads = loop.usage.others.filter { !$0.isBinding && $0.collection == source && !readsALocal($0.first, context) }
            guard let read = reads.first else { continue }
            out.append(FilteredPositionRead(first: read.first, last: read.last, source: source, shown: derived.shown,
                                            index: loop.indexName, reads: reads.count))
        }
        for call in context.listCalls where call.kind == .forEach {
            guard let (first, last) = call.dataTokens(file), let base = positionsBase(file, first, last),
                  let path = MemberPath.parse(file, at: base.first, through: base.last, subscripts: false), path.last < base.last,
                  let derived = DerivedRows.inline(path, file), derived.how == "a filtered",
                  MemberPath.onlyMembers(["filter", "compactMap"], after: derived.sourceTokens?.last ?? path.last, through: base.last, in: file),
                  let closure = call.content else { continue }
            if let id = call.id {
                guard let member = file.keyPathMember(of: id), file.isKeyword(member, "self") else { continue }
            }
            let index: String
            if let signature = file.closureSignature(of: closure) {
                guard signature.parameters.count == 1 else { continue }
                index = file.text(signature.parameters[0])
            } else {
                index = "$0"
            }
            let usage = IndexLoop.usage(file, closure: closure, start: file.closureBodyStart(of: closure), index: index,
                                        collection: derived.source)
            // A closure inside the row that names its own parameter like the index reads another value.
            guard !usage.shadowed else { continue }
            let reads = usage.uses.compactMap { use -> (Int, Int)? in
                if case .element(let a, let b) = use, !readsALocal(a, context) { return (a, b) } else { return nil }
            }
            guard let (a, b) = reads.first else { continue }
            out.append(FilteredPositionRead(first: a, last: b, source: derived.source.joined(separator: "."),
                                            shown: derived.shown, index: index, reads: reads.count))
        }
        return out
    }

    /// Whether the read's root at `i` is a local of the code around it (`let chores = pending` in the
    /// body, `let features = self.features.filter { … }` in the row): then it is not the source.
    static func readsALocal(_ i: Int, _ context: RuleContext) -> Bool {
        let file = context.file
        guard !file.isKeyword(i, "self"), file.tokens[i].kind == .identifier else { return false }
        return DataOrigin.local(file.text(i), at: i, in: context) != nil
    }

    /// The collection whose positions the rows are: `C` of `C.indices` and `0..<C.count`.
    static func positionsBase(_ file: SourceFile, _ first: Int, _ last: Int) -> (first: Int, last: Int)? {
        let t = file.tokens
        guard let period = file.previous(before: last), t[period].kind == .period, let end = file.previous(before: period) else { return nil }
        if file.isIdentifier(last, "indices") { return (first, end) }
        guard file.isIdentifier(last, "count"), t[first].kind == .integerLiteral, file.tokenIs(first, "0"),
              let op = file.next(after: first), t[op].kind == .operator, file.tokenIs(op, "..<"), let start = file.next(after: op) else { return nil }
        return (start, end)
    }
}
