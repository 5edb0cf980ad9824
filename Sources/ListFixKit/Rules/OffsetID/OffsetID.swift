import SwiftTokens

/// `ForEach(X.enumerated(), id: \.offset)` keys rows by position; the fix keys them by `\.element.id`.
struct OffsetID: Rule {
    let metadata = RuleMetadata(
        id: "offset-id",
        fixSafety: .sometimes,
        triggers: ["offset", "zip", "enumerated"])

    init() {}

    func findings(in context: RuleContext) -> [Finding] {
        let file = context.file
        // `enumerated` is a trigger for `id: \.0`, and most files that say it show no list: its rows'
        // calls are found only where one is.
        guard context.mentions("ForEach") || context.mentions("List") else { return [] }
        let resolver = TypeResolver(context)
        var out: [Finding] = []
        for call in context.listCalls {
            if let finding = zipFinding(call, context, resolver) {
                out.append(finding)
                continue
            }
            guard let id = call.id, let idFirst = id.valueFirst, let idLast = file.keyPathMember(of: id),
                  // `\.0` is the same member of `enumerated()`'s tuple as `\.offset`.
                  file.isIdentifier(idLast, "offset") || file.tokenIs(idLast, "0"),
                  let (first, last) = call.dataTokens(file), let data = EnumeratedData.parse(file, first, last) else { continue }
            let base = file.text(tokens: data.baseFirst, through: data.baseLast)
            guard let say = statement(call, data: (data.baseFirst, data.baseLast), text: base, context,
                                      keyed: "`\(call.kind.rawValue)` keyed by `\\.\(file.text(idLast))` ties each row's identity to its position") else { continue }
            let element = data.elementPath(file).flatMap { resolver.elementType(of: $0) }
            let range = file.range(from: idFirst, through: idLast)
            var found: Finding?
            // `.id(offset)` on the row keys it by its position again: keyed by ids in the `ForEach`,
            // the row's own modifier would still undo the migration.
            if let offset = OffsetID.explicitIDName(call, in: file) {
                found = say(range, nil).map { blocked($0, "the row's `.id(\(offset))` keys it by its position again (and is what `scrollTo` finds); key it by the element's id there too") }
                if let found { out.append(found) }
                continue
            }
            switch element.map({ resolver.rowKey(of: $0, data: data.basePath) }) {
            case .key(let member, _, let applicability)?:
                let edit = FixEdits.replacing(idLast, with: "element.\(member)", in: file)
                found = say(range, Fix(message: "Key rows by `\\.element.\(member)`", edits: [edit], applicability: applicability))
            case .noFix(let why)?:
                found = say(range, nil).map { blocked($0, why) }
            case .unknown?, nil:
                let reason = element.map { "whether `\($0)` has an `id` is unknown" } ?? "the element type of `\(base)` is unknown"
                let edit = FixEdits.replacing(idLast, with: "element.id", in: file)
                found = say(range, Fix(message: "Key rows by `\\.element.id`", edits: [edit], applicability: .unsafe(reason: reason)))
            }
            // A migration to ids made anew at each refill trades positions for ids that do not last.
            if let found, found.severity == .note, let element, resolver.keysChangeAtEachRefill(of: element, data: data.basePath) { continue }
            if let found { out.append(found) }
        }
        return out
    }

    /// What the rule says of rows of `call` keyed by the position in `data`: given the finding's
    /// range and its fix (nil: none), a hazard's finding, a migration's note (only with a safe fix),
    /// or nothing; nil when position is the rows' identity.
    func statement(_ call: RowsCall, data: (first: Int, last: Int), text: String, _ context: RuleContext,
                   keyed: String) -> ((Range<Int>, Fix?) -> Finding?)? {
        let dataName = (data.first...data.last).last { context.file.tokens[$0].kind == .identifier }.map { context.file.text($0) }
        switch PositionKeyedRows.evidence(call, data: data, edited: false, keyOnly: !keepsOffset(call, data: dataName, in: context.file),
                                          in: context) {
        case .positionIsIdentity:
            return nil
        case .noHazardShown(let origin):
            // A `List(selection:)` selects by these positions: keyed by ids, it would match no row.
            if PositionKeyedRows.selectedByPosition(call, in: context.file, owners: ["List"]) { return nil }
            let message = keyed + "; keyed by their elements' ids, rows keep their identity when `\(text)` changes ("
                + PositionKeyedRows.noChangeShown(origin, text) + ")"
            return { range, fix in fix.flatMap { metadata.migration(range: range, message: message, fix: $0) } }
        case .hazard(let hazard):
            let message = keyed + ": " + consequence(hazard, text)
            if PositionKeyedRows.selectedByPosition(call, in: context.file, owners: ["List"]) {
                return { range, _ in metadata.finding(range: range, message: message, fix: Fix.blocked(
                    "the list's selection holds these positions; keyed by the elements' ids it would match no row: select by id first")) }
            }
            return { range, fix in metadata.finding(range: range, message: message, fix: fix) }
        }
    }

    /// Whether the row keeps its offset past the body: the closure's position parameter read in a
    /// closure of the row that runs later (a task, a sheet's content, a call listfix cannot read),
    /// or a row closure whose parameters listfix does not read as `offset, element` (one tuple).
    /// A tap's action that uses the offset on `data` at once (`Button { items.remove(at: index) }`)
    /// does not keep it: the tap meets the rows of the last body, whose offsets are current.
    func keepsOffset(_ call: RowsCall, data: String?, in file: SourceFile) -> Bool {
        guard let open = call.content, let close = file.tree.match(open), let signature = file.closureSignature(of: open) else { return true }
        guard signature.parameters.count == 2, let offset = signature.parameters.first else { return true }
        if file.tokenIs(offset, "_") { return false }
        let t = file.tokens
        let name = file.text(offset)
        return (signature.inKeyword + 1..<close).contains { i in
            guard t[i].kind == .identifier, file.tokenIs(i, name), !file.isMemberName(i) else { return false }
            // Inside a brace of its own that is not a view's content: an action, a task.
            var scope = file.tree.enclosing(i)
            var tapped = false
            while let inner = scope, inner != open {
                if PositionKeyedRows.isTapAction(inner, in: file) {
                    tapped = true
                } else if file.isStatementBody(inner) {
                    // A loop's or a branch's body runs where its statement does.
                } else if t[inner].kind == .leftBrace, var callee = file.previous(before: inner) {
                    // `HStack(spacing: 8) {`: the callee is the name before the arguments.
                    if t[callee].kind == .rightParen, let paren = file.tree.match(callee), let name = file.previous(before: paren) { callee = name }
                    if !BuiltinViews.isUnary(file, callee) || file.tokenIs(callee, "Button") { return true }
                }
                scope = file.tree.enclosing(inner)
            }
            // Handed to a method in the tap (`viewModel.removeImage(at: index)`), it is used when tapped, on
            // the current offsets; whether the method keeps it is unknown, which proves nothing.
            // Compared with a position when tapped (`btns[j].isSelected = i == j`), it is compared with one
            // of the current offsets.
            return tapped && !(data.map { usesAtOnce(i, on: $0, in: file) } ?? false) && !isCallArgument(i, in: file)
                && !isCompared(i, in: file)
        }
    }

    /// Whether the token at `i` is an operand of a comparison (`i == j`, `index < count`).
    func isCompared(_ i: Int, in file: SourceFile) -> Bool {
        [file.previous(before: i), file.next(after: i)].contains { k in
            guard let k, file.tokens[k].kind == .operator else { return false }
            return ["==", "!=", "<", ">", "<=", ">="].contains(file.text(k))
        }
    }

    /// Whether the token at `i` is a whole argument of a call (`remove(at: i)`, `select(i)`).
    func isCallArgument(_ i: Int, in file: SourceFile) -> Bool {
        let t = file.tokens
        guard let previous = file.previous(before: i), let next = file.next(after: i),
              t[next].kind == .rightParen || t[next].kind == .comma,
              let paren = file.tree.enclosing(i), t[paren].kind == .leftParen,
              let callee = file.previous(before: paren), t[callee].kind == .identifier else { return false }
        return previous == paren || t[previous].kind == .comma || t[previous].kind == .colon
    }

    /// Whether the offset read at `i` indexes `data` where it stands: `data[i]`, `data.remove(at: i)`,
    /// `data.insert(x, at: i)`, `data.swapAt(i, i - 1)`.
    func usesAtOnce(_ i: Int, on data: String, in file: SourceFile) -> Bool {
        let t = file.tokens
        guard let previous = file.previous(before: i), let next = file.next(after: i) else { return false }
        if t[previous].kind == .leftBracket, t[next].kind == .rightBracket, let receiver = file.previous(before: previous) {
            return file.tokenIs(receiver, data)
        }
        // `photos.remove(at: index)`, `photos.swapAt(index, index - 1)`, `photos.insert(p, at: index + 1)`: the
        // position, or a neighbour of it, handed to a method that changes the data.
        guard let paren = file.tree.enclosing(i), t[paren].kind == .leftParen, let method = file.previous(before: paren),
              t[method].kind == .identifier, MutatingMethods.changes(file, method: method) != nil,
              let period = file.previous(before: method), t[period].kind == .period,
              let receiver = file.previous(before: period), file.tokenIs(receiver, data),
              t[previous].kind == .leftParen || t[previous].kind == .comma || t[previous].kind == .colon else { return false }
        if t[next].kind == .rightParen || t[next].kind == .comma { return true }
        guard t[next].kind == .operator, file.tokenIs(next, "+") || file.tokenIs(next, "-"), let step = file.next(after: next),
              t[step].kind == .integerLiteral, let end = file.next(after: step) else { return false }
        return t[end].kind == .rightParen || t[end].kind == .comma
    }

    /// The row closure's position parameter when the row gives it to an `.id(…)` modifier.
    static func explicitIDName(_ call: RowsCall, in file: SourceFile) -> String? {
        guard let open = call.content, let close = file.tree.match(open), let signature = file.closureSignature(of: open),
              signature.parameters.count == 2, case let name = file.text(signature.parameters[0]), name != "_" else { return nil }
        for j in open..<close where file.tokens[j].kind == .identifier && file.tokenIs(j, name) && IndexLoop.isExplicitID(file, j) {
            return name
        }
        return nil
    }

    /// `finding` without a fix, its message saying `why`.
    func blocked(_ finding: Finding, _ why: String) -> Finding {
        var out = finding
        out.message += Fix.blocked(why).sentence
        return out
    }

    /// What goes wrong with rows keyed by position over `data`, as the message says it.
    func consequence(_ hazard: PositionKeyedRows.Hazard, _ data: String) -> String {
        switch hazard {
        case .shifting: return "inserting, removing or reordering \(data) resets row state and animates the wrong rows"
        case .statefulReplacement: return "when \(data) is replaced, each row's state stays with its position and shows beside another element"
        case .editedReplacement:
            return "when \(data) is replaced, a row that edits through its index can run past a shorter array or edit the element now at its position"
        }
    }

    /// `ForEach(Array(zip(X.indices, X)), id: \.0)`: the same position identity, spelled with `zip`.
    /// The fix iterates `X.enumerated()` keyed by `\.element.id`; the row's tuple is unchanged.
    func zipFinding(_ call: RowsCall, _ context: RuleContext, _ resolver: TypeResolver) -> Finding? {
        let file = context.file
        let t = file.tokens
        guard let id = call.id, let idFirst = id.valueFirst, let idLast = file.keyPathMember(of: id), file.tokenIs(idLast, "0"),
              let (first, last) = call.dataTokens(file), file.isIdentifier(first, "Array"),
              let open = file.next(after: first), t[open].kind == .leftParen, file.tree.match(open) == last,
              let zip = file.next(after: open), file.isIdentifier(zip, "zip"),
              let zipOpen = file.next(after: zip), t[zipOpen].kind == .leftParen, let zipClose = file.tree.match(zipOpen),
              file.next(after: zipClose) == last else { return nil }
        let arguments = file.arguments(of: zipOpen)
        // `(model.items).indices` and `(model.items)`: parentheses around a path change nothing.
        func path(_ first: Int, _ last: Int) -> MemberPath? {
            if t[first].kind == .leftParen, file.tree.match(first) == last, let a = file.next(after: first), let b = file.previous(before: last) {
                return path(a, b)
            }
            return MemberPath.exactly(file, first, last)
        }
        guard arguments.count == 2, arguments.allSatisfy({ $0.label == nil }),
              let aFirst = arguments[0].valueFirst, let aLast = arguments[0].valueLast, file.isIdentifier(aLast, "indices"),
              let period = file.previous(before: aLast), t[period].kind == .period, let pathLast = file.previous(before: period),
              let indicesOf = path(aFirst, pathLast),
              let bFirst = arguments[1].valueFirst, let bLast = arguments[1].valueLast,
              let base = path(bFirst, bLast), indicesOf.names(file) == base.names(file) else { return nil }
        let x = base.text(file)
        let range = file.range(from: idFirst, through: idLast)
        guard let say = statement(call, data: (base.first, base.last), text: x, context,
                                  keyed: "`\(call.kind.rawValue)` keyed by `\\.0` of `zip(\(x).indices, \(x))` ties each row's identity to its position")
        else { return nil }
        // Indices equal offsets only for arrays: a slice's indices do not start at 0.
        guard let type = resolver.type(of: base), let element = TypeResolver.arrayElement(type),
              !type.hasPrefix("ArraySlice") else {
            return say(range, nil).map { blocked($0, "listfix cannot tell that `\(x)` is an array") }
        }
        func fix(_ member: String, _ applicability: Applicability) -> Fix {
            let edits = [Edit(range: file.range(from: first, through: last), replacement: EnumeratedSupport(context.target).rowData(x)),
                         Edit(range: file.range(from: idFirst, through: idLast), replacement: "\\.element.\(member)")]
            return Fix(message: "Iterate `\(x).enumerated()` keyed by `\\.element.\(member)`", edits: edits, applicability: applicability)
        }
        switch resolver.rowKey(of: element, data: base) {
        case .key(let member, _, let applicability):
            return say(range, fix(member, applicability))
        case .noFix(let why):
            return say(range, nil).map { blocked($0, why) }
        case .unknown:
            return say(range, fix("id", .unsafe(reason: "whether `\(element)` has an `id` is unknown")))
        }
    }
}
