import SwiftTokens

/// `ForEach(X.indices, id: \.self) { i in ... X[i] ... }` keys rows by position; iterate the
/// elements and key rows by their ids instead.
struct IndicesID: Rule {
    let metadata = RuleMetadata(
        id: "indices-id",
        fixSafety: .sometimes,
        triggers: ["ForEach", "List"],
        // A binding into another collection by the index is that rule's finding, not a second one here.
        yieldsTo: ["filtered-index-binding"])

    init() {}

    func findings(in context: RuleContext) -> [Finding] {
        let resolver = TypeResolver(context)
        return IndexLoop.all(in: context).compactMap { loop in
            var found = finding(loop, context, resolver)
            found?.scope = loop.call.extent(context.file)
            return found
        } + positionBoundFindings(in: context)
    }

    func finding(_ loop: IndexLoop, _ context: RuleContext, _ resolver: TypeResolver) -> Finding? {
        let file = context.file
        let x = loop.collection.text(file)
        let range = file.range(from: loop.call.nameToken, through: loop.call.close)
        let usage = loop.usage
        // `ForEach(0..<X.count) { i in … .tag(i) }`: the position is the selection; constant-range keys it.
        if loop.call.id == nil, loop.isTagged(file) { return nil }
        // Position is the right key for rows that never insert, remove or move (a fixed menu, weekday
        // symbols that repeat): only data proven to change, rows deleted or moved, or writes through
        // the index into data that shifts or is replaced make it a bug.
        // A call of a method listfix cannot read proves no write (`filters[i].toText()` from another package).
        // A write made in the row's tap, at once, meets the indices of the last body: it keeps none.
        let edited = loop.usage.hasBinding || loop.usage.writes.contains(where: { $0.isCertain && !loop.writesAtOnceInTap(file, $0) })
            || loop.call.editsRows(file) != nil
            || loop.writesThroughMethod(file)
        // A row that removes or inserts at its index (`X.remove(at: i)`), or hands the index to a view
        // with a binding to the data, keeps the index past the body: with no key to migrate to, that
        // is still the hazard to report.
        // A tap that removes or inserts at the index at once (`Button { X.remove(at: i) }`) meets the
        // rows of the last body, whose indices are current: it keeps nothing (as `offset-id` reads it).
        let tapsAtOnce = usage.hasStandalone && usage.uses.allSatisfy { use in
            guard case .standalone(let j) = use else { return true }
            return loop.changesAtOnceInTap(file, at: j)
        }
        // Rows that never read `X` through the index, and use it only as a number (a story's progress
        // capsules, `CGFloat(index)`), are their positions: nothing to key them by but the index.
        if !edited, usage.others.isEmpty, loop.usesIndexOnlyAsNumber(file) { return nil }
        let removesAtIndex = !edited && !tapsAtOnce && loop.changesByIndex(file)
        let handsIndex = removesAtIndex || (!edited && loop.handsIndexWithBinding(file, context.declarations))
        let keyed = "`\(loop.call.kind.rawValue)` over the indices of `\(x)` keys each row by its position"
        let message: String
        var severity = Severity.warning
        let hazard: PositionKeyedRows.Hazard?
        // Rows that only read the element through the index each time the body runs keep nothing of
        // it past the body; a standalone index or another collection's subscript is kept or can fail.
        let numbersOnly = usage.hasStandalone && loop.standaloneUsesAreNumbers(file)
        let keyOnly = !edited && !handsIndex && (!usage.hasStandalone || tapsAtOnce || numbersOnly) && usage.others.isEmpty
        var evidence = PositionKeyedRows.evidence(loop.call, data: (loop.collection.first, loop.collection.last), edited: edited || handsIndex,
                                                  keyOnly: keyOnly, in: context)
        // The row itself removes or inserts at its index (directly or through the view's methods): the
        // data shifts while shown, whatever else listfix can tell of where it comes from.
        if removesAtIndex, case .noHazardShown(let origin) = evidence, origin == .unknown { evidence = .hazard(.shifting) }
        // A tap that removes at the index shifts the data while shown too; what a user sees go wrong is
        // state a row keeps (a project view's `@State`) or an animation of the shift.
        if tapsAtOnce, !edited, loop.changesByIndex(file), case .noHazardShown(let origin) = evidence {
            let shown = PositionKeyedRows.rowsHoldState(loop.call, context)
                || PositionKeyedRows.animates(loop.call, data: (loop.collection.first, loop.collection.last), in: file)
            let removed = "the row removes `\(x)`'s elements by index"
            if case .changing = origin {} else { evidence = shown ? .hazard(.shifting) : .noHazardShown(.changing(removed)) }
        }
        switch evidence {
        case .positionIsIdentity:
            return nil
        case .noHazardShown(let origin):
            hazard = nil
            message = keyed + "; keyed by their elements' ids, rows keep their identity when `\(x)` changes ("
                + PositionKeyedRows.noChangeShown(origin, x) + ")"
        case .hazard(let shown):
            hazard = shown
            switch shown {
            case .shifting where edited || (usage.hasStandalone && !tapsAtOnce && !numbersOnly) || !usage.others.isEmpty:
                // The row keeps the index past the body (a binding, a write, a closure): it can outlive its element.
                message = keyed + ": removing an element can crash on a stale index, and inserting or moving one resets row state "
                    + "and animates the wrong rows"
                if edited { severity = .error }
            case .shifting:
                message = keyed + ": inserting, removing or moving an element resets row state and animates the wrong rows"
            case .statefulReplacement:
                message = keyed + ": when `\(x)` is replaced, each row's state stays with its position and shows beside another element"
            case .editedReplacement:
                message = keyed + ": when `\(x)` is replaced, a row that keeps its index can crash on a shorter array or edit the element now "
                    + "at its position"
                severity = .error
            }
        }
        // A migration with no safe fix has nothing to say; a hazard is reported with or without one.
        func report(_ fix: Fix) -> Finding? {
            guard hazard != nil else { return metadata.migration(range: range, message: message, fix: fix) }
            var found = metadata.finding(range: range, message: message, fix: fix)
            found.severity = severity
            return found
        }
        func noFix(_ why: String) -> Finding? {
            guard hazard != nil else { return nil }
            var found = metadata.finding(range: range, message: message, fix: Fix.blocked(why))
            found.severity = severity
            return found
        }
        if PositionKeyedRows.selectedByPosition(loop.call, in: file, owners: ["TabView", "Picker", "List"]) {
            return noFix("the rows' positions are their container's selection (`selection:`); keyed by element ids they would no longer match it")
        }
        // `.id(index)` on the row keys it by its position again, and is what a `scrollTo(index)` finds:
        // keyed by element ids in the `ForEach`, the row's own modifier would still undo it.
        if usage.uses.contains(where: { if case .standalone(let j) = $0 { return IndexLoop.isExplicitID(file, j) } else { return false } }) {
            return noFix("the row's `.id(\(loop.indexName))` keys it by its position again (and is what `scrollTo` finds); key it by the element's id there too")
        }
        if let other = usage.others.first {
            return noFix(other.collection.map { "the index also subscripts `\($0)`" } ?? "the index also subscripts another expression")
        }
        if usage.shadowed { return noFix("a closure in the row reuses the name `\(loop.indexName)`") }
        if usage.hasBinding && usage.hasStandalone {
            return noFix("the row uses the index both on its own and in a binding `$\(x)[\(loop.indexName)]`")
        }
        if loop.parameter == nil && (usage.hasStandalone || (usage.hasBinding && usage.uses.contains(where: isElement))) {
            return noFix("the row's shorthand closure uses `$0` as a number; name the parameter first")
        }
        if let p = loop.signature, p.parenthesized, file.tokens[loop.parameter!].kind == .identifier,
           let n = file.next(after: loop.parameter!), file.tokens[n].kind == .colon {
            return noFix("the index parameter has a type annotation")
        }

        // A row that writes through the index needs the binding form, `ForEach($X) { $x in }`.
        var binding = usage.hasBinding
        // A call of a method the project declares without `mutating` on the receiver's type reads.
        let collectionType = resolver.type(of: loop.collection)
        let elementType = collectionType.flatMap(TypeResolver.arrayElement)
        let writes = usage.writes.filter { write in
            guard let method = write.method, var receiver = elementType else { return true }
            for member in write.members {
                guard let next = context.declarations.memberType(member, of: TypeResolver.nominal(receiver)) else { return true }
                receiver = next
            }
            return !context.declarations.isNonMutating(method, of: TypeResolver.nominal(receiver))
        }.map(\.text)
        if let write = writes.first {
            if usage.hasStandalone {
                return noFix("the row writes `\(write)` through the index and also uses the index on its own")
            }
            guard loop.collection.hasBinding(in: context) else {
                return noFix("the row writes `\(write)` through the index, and `$\(loop.collection.bindingText(file))` is not available to write through the elements (make `\(loop.collection.bindingText(file))` `@State`, `@Binding` or a `var` of an observed object)")
            }
            binding = true
        }
        if loop.reversed && (binding || usage.hasStandalone) {
            return noFix("the rows run over `\(x).indices.reversed()` and use the index on its own or in a binding")
        }
        guard let type = collectionType else {
            return noFix("the type of `\(x)` is unknown")
        }
        guard let element = TypeResolver.arrayElement(type) else {
            return noFix("listfix cannot tell the element type of `\(x)` (`\(type)`)")
        }
        let key: (member: String, identifiable: Bool)
        let applicability: Applicability
        switch resolver.rowKey(of: element, data: loop.collection) {
        case .noFix(let why):
            // Rows that cannot be keyed otherwise and use the index on their own (level `i` of a
            // path), or are never edited: position is the row's meaning and the only key it has.
            guard edited || handsIndex || !usage.hasStandalone || (tapsAtOnce && hazard != nil) else { return nil }
            return noFix(why)
        case .unknown:
            key = ("id", false)
            applicability = .unsafe(reason: "whether `\(element)` is Identifiable or has an `id` is unknown")
        case .key(let member, let identifiable, let a):
            // A migration to ids made anew at each refill trades positions for ids that do not last.
            if hazard == nil, resolver.keysChangeAtEachRefill(of: element, data: loop.collection) { return nil }
            key = (member, identifiable)
            applicability = a
        }
        let used = usedNames(loop, context)
        var elementName = ElementName.choose(for: loop.collection.names(file).last(where: { !$0.hasPrefix("[") }) ?? x, isTaken: used.contains)
        var removals: [Edit] = []
        if !binding, let existing = existingElementBinding(loop, file) {
            elementName = existing.name
            removals.append(existing.removal)
        }
        let edits = rewrite(loop, file: file, element: elementName, key: key, binding: binding,
                            support: EnumeratedSupport(context.target))
            .filter { edit in !removals.contains { $0.range.lowerBound <= edit.range.lowerBound && edit.range.upperBound <= $0.range.upperBound } }
            + removals
        let fixMessage = usage.hasStandalone
            ? "Iterate `\(x).enumerated()` keyed by `\\.element.\(key.member)`"
            : "Iterate `\(binding ? "$" + loop.collection.bindingText(file) : x)` keyed by the element's id"
        return report(Fix(message: fixMessage, edits: edits, applicability: applicability))
    }

    func isElement(_ use: IndexLoop.Use) -> Bool { if case .element = use { return true } else { return false } }

    /// Names a new element name must not take: identifiers in the row and the type's properties.
    func usedNames(_ loop: IndexLoop, _ context: RuleContext) -> UsedNames {
        let file = context.file
        var used = UsedNames(file: file, tokens: loop.closure..<(file.tree.match(loop.closure) ?? loop.closure), extra: [loop.indexName])
        if let type = context.enclosingType(of: loop.call.nameToken) {
            used.properties = type.properties.map { $0.name } + (context.declarations.info(type.name)?.properties.map { $0.name } ?? [])
        }
        return used
    }

    /// `let user = users[index]` as a statement of the row: its name, and the edit that removes its line.
    func existingElementBinding(_ loop: IndexLoop, _ file: SourceFile) -> (name: String, removal: Edit)? {
        guard loop.parameter != nil, !loop.usage.hasBinding else { return nil }
        let t = file.tokens
        for statement in file.statements(inBody: loop.closure) {
            let s = statement.first
            guard file.isKeyword(s, "let"), let name = file.next(after: s), t[name].kind == .identifier,
                  let eq = file.next(after: name), file.tokenIs(eq, "="), let value = file.next(after: eq) else { continue }
            guard loop.usage.uses.contains(where: { if case .element(value, statement.last) = $0 { return true } else { return false } })
            else { continue }
            // Remove the whole line when the statement is alone on it.
            var k = statement.last + 1
            while k < t.count, t[k].kind == .whitespace { k += 1 }
            guard file.indentation(before: t[s].start) != nil, k < t.count, t[k].kind == .newline else { continue }
            return (file.text(name), Edit(range: file.lineStart(containing: t[s].start)..<t[k].end, replacement: ""))
        }
        return nil
    }

    func rewrite(_ loop: IndexLoop, file: SourceFile, element: String, key: (member: String, identifiable: Bool), binding: Bool,
                 support: EnumeratedSupport) -> [Edit] {
        let t = file.tokens
        let x = loop.collection.text(file)
        let usage = loop.usage
        var edits: [Edit] = []
        let dataRange = file.range(from: loop.dataFirst, through: loop.dataLast)
        let idArgument = loop.call.id
        let enumerated = usage.hasStandalone
        let newID: String? = enumerated ? "\\.element.\(key.member)" : (key.identifiable ? nil : "\\.\(key.member)")
        edits.append(Edit(range: dataRange, replacement: enumerated ? support.rowData(x)
                            : binding ? "$" + loop.collection.bindingText(file) : x + (loop.reversed ? ".reversed()" : "")))
        if let id = idArgument, let valueFirst = id.valueFirst, let valueLast = id.valueLast {
            if let newID {
                edits.append(Edit(range: file.range(from: valueFirst, through: valueLast), replacement: newID))
            } else {
                // Drop `, id: \.self` from the end of the data argument through the id value.
                edits.append(Edit(range: t[loop.dataLast].end..<t[valueLast].end, replacement: ""))
            }
        } else if let newID {
            edits.append(Edit(range: t[loop.dataLast].end..<t[loop.dataLast].end, replacement: ", id: \(newID)"))
        }
        if let parameter = loop.parameter, !file.tokenIs(parameter, "_") {
            let name = binding ? "$" + element : element
            edits.append(Edit(range: t[parameter].range, replacement: enumerated ? "\(loop.indexName), \(element)" : name))
        } else if let parameter = loop.parameter, enumerated {
            edits.append(Edit(range: t[parameter].range, replacement: "_, \(element)"))
        }
        let shorthand = loop.parameter == nil
        for use in usage.uses {
            switch use {
            case .element(let first, let last):
                edits.append(Edit(range: file.range(from: first, through: last), replacement: shorthand ? "$0" : element))
            case .binding(let first, let last):
                edits.append(Edit(range: file.range(from: first, through: last), replacement: shorthand ? "$0" : "$" + element))
            case .other, .standalone:
                break
            }
        }
        return edits
    }
}
