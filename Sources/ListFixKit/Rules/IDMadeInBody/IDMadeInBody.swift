import SwiftTokens

/// Row data built in the view, `ForEach(titles.map { Item(title: $0) })`, from a type whose `id`
/// defaults to `UUID()`, or `.id(UUID())` on rows or around them: every evaluation makes new ids.
struct IDMadeInBody: Rule {
    let metadata = RuleMetadata(
        id: "id-made-in-body",
        fixSafety: .none,
        triggers: ["ForEach", "List", "Table"],
        facts: [.madeValues, .sceneRoots],
        // The scenes' names: the first pass looks for a window's root view only in files that name one.
        hints: ["UUID"] + SceneRoots.hintWords)

    init() {}

    func findings(in context: RuleContext) -> [Finding] {
        let file = context.file
        var out: [Finding] = []
        // Tables too: a row made anew is replaced there as in a list.
        for call in context.calls {
            guard let (first, last) = call.dataTokens(file) else { continue }
            if let replaced = replacedFindings(call, context) ?? remadeElsewhereFindings(call, context) {
                out.append(replaced)
                continue
            }
            let made = madeData(first, last, context)
            if let made, let written = MadeValues.type(file, made.first, made.last),
               case let type = context.declarations.resolve(written, in: context.enclosingType(of: first)?.name),
               let id = context.declarations.property("id", of: type), id.isNewUUID {
                // A stored `let` of the view is made again only when a parent makes the view again: rows
                // lose something then only where the code shows they keep state, animate, are deleted or
                // selected; a row view listfix cannot read proves nothing.
                // A selection keeps an id: new ones match nothing (`List(features, selection: $picked)`, or a
                // row that reads its element's `id`).
                let kept = context.declarations.hasOwnEquality(type) ? nil : keptElement(call, file)
                if isStoredValue(first, last, context), kept == nil, !newIDsAreSeen(call, first, last, context) { continue }
                // A chart's marks are drawn again from their values on every body: with nothing that
                // animates them, new ids change nothing on screen, wherever the values are made. An
                // animation anywhere in the view may follow what the values are made from (`totals`, not
                // the marks' `bars`): then the marks may move, and new ids swap them instead.
                if kept == nil, PositionKeyedRows.isChartContent(callNamed: call.nameToken, in: file),
                   newIDsGoUnseen(call, first, last, context), !viewAnimates(around: first, context) { continue }
                let keeps = kept.map { ", and `\($0)`, which a row sets to its element and compares with `==`, matches none of the new ones" } ?? ""
                out.append(metadata.finding(range: file.range(from: first, through: last),
                                            message: "the rows of this `\(call.kind.rawValue)` are made here, and `\(type).id` defaults to `UUID()`: every evaluation of the view makes new ids, so every update replaces every row\(keeps); create the `\(type)` values once, in the model or in `@State`"))
            } else if let (holder, property, written) = madeOneMemberAway(first, last, context)
                        // `let backups = backupManager.listBackups()` in the body: the call its value makes.
                        ?? made.flatMap({ $0.first == first && $0.last == last ? nil : madeOneMemberAway($0.first, $0.last, context) })
                        ?? accumulatedByOwnGetter(first, last, context),
                      case let type = context.declarations.resolve(written, in: holder),
                      let id = context.declarations.property("id", of: type), id.isNewUUID,
                      (!context.declarations.hasOwnEquality(type) && keptElement(call, file) != nil) || newIDsAreSeen(call, first, last, context) || IdentityChange.shows(call, context) {
                out.append(metadata.finding(range: file.range(from: first, through: last),
                                            message: "`\(holder).\(property)` makes new `\(type)` values on every \(property.hasSuffix(")") ? "call" : "read"), and `\(type).id` defaults to `UUID()`: every evaluation of the view gives these rows new ids, so every update replaces every row; create the `\(type)` values once and keep them (\(holder == context.enclosingType(of: first)?.name ? "" : "a stored `let` of `\(holder)`, ")the model, or `@State`)"))
            }
        }
        for modifier in DataIdentityModifier.all(in: context) {
            out.append(metadata.finding(range: file.range(from: modifier.name, through: modifier.close),
                                        message: "`.id(\(modifier.data))` makes the rows' own data\(modifier.data == modifier.rows ? "" : " (`\(modifier.rows)`)") the list's identity, and \(modifier.why): each change \(modifier.data == modifier.rows ? "" : "that changes this value ")gives the list a new identity, so SwiftUI throws it away with every row and builds it again, losing scroll position, row state and the change's animation; drop the `.id`, the rows already follow their data"))
        }
        for modifier in ChangingIdentityModifier.all(in: context) {
            out.append(metadata.finding(range: file.range(from: modifier.name, through: modifier.close),
                                        message: "this row's `.id(…)` reads `\(modifier.element).\(modifier.member)`, which the project writes: each write while the row is shown gives it a new identity, so SwiftUI removes it and inserts another, and its state, hover and animations are lost; drop the `.id`, the `ForEach` already identifies the row by its element"))
        }
        for modifier in context.mentions("UUID") ? FreshIdentityModifier.all(in: file, calls: context.calls) : [] {
            let message = modifier.isRow
                ? "`.id(UUID())` gives each row a new identity on every evaluation of the body: SwiftUI replaces every row on every update, losing its state and animations; drop it, the `ForEach` already identifies its rows"
                : "`.id(UUID())` gives this view a new identity on every evaluation of the body: SwiftUI throws away the rows inside and builds them again on every update, losing their state, selection and scroll position; drop it, or give it a value that changes only when the content must be replaced"
            out.append(metadata.finding(range: file.range(from: modifier.name, through: modifier.name + 4), message: message))
        }
        return out
    }

    /// Where the rows' data is made each time the view is: the data itself, or, when it is one name,
    /// the value of a local `let` of the body or builder (`let rows = cards.map { Row($0) }`) or the
    /// one expression of a computed property of the view (`var rows: [Row] { … }`), which every read
    /// makes again.
    func madeData(_ first: Int, _ last: Int, _ context: RuleContext) -> (first: Int, last: Int)? {
        let file = context.file
        let t = file.tokens
        var name = first
        if file.isKeyword(first, "self"), let p = file.next(after: first), t[p].kind == .period, let n = file.next(after: p) { name = n }
        guard name == last, t[name].kind == .identifier else { return (first, last) }
        let text = file.text(name)
        guard let owner = context.enclosingType(of: first) else { return nil }
        // `let options = [Option(…), …]`, a stored property of the view with its value: a view is made
        // again by every evaluation of its parent's body, and its values with it. `@State` keeps them.
        // Any other stored property is handed in or kept: nothing to follow. Asked before locals: most
        // rows' data is a stored property, and a local of the same name is rare.
        if let property = owner.properties.first(where: { $0.name == text }), property.isStored {
            guard !property.isStatic, property.hasInitialValue, property.wrapper == nil,
                  // A window's root view is made by its scene, again only when the app's own state changes.
                  !context.declarations.isSceneRoot(TypeResolver.lastName(owner.name)) else { return nil }
            return DeclarationScanner.storedValue(of: text, in: owner, file)
        }
        if name == first, let local = DataOrigin.local(text, at: name, in: context) {
            // Made again by every evaluation only in code SwiftUI evaluates: a `body`, a view property or
            // method. A function that builds a view to render it once (`ImageRenderer`) makes it once.
            guard file.tokens[local.keyword].kind != .leftBrace, madeInViewCode(local.keyword, file) else { return nil }
            return local.value
        }
        for decl in context.fileTypes(named: owner.name) where DeclarationScanner.accessorBody(of: text, in: decl, file: file) != nil {
            return DeclarationScanner.getterExpression(of: text, in: decl, file: file)
        }
        return nil
    }

    /// Whether rows given new ids lose nothing a user sees: they keep nothing (only built-in views
    /// that hold no state), nothing animates them or deletes or moves them, no selection keeps an
    /// id, and no row reads its element's `id`. SwiftUI builds them again, and the screen is the same.
    func newIDsGoUnseen(_ call: RowsCall, _ first: Int, _ last: Int, _ context: RuleContext) -> Bool {
        let file = context.file
        return PositionKeyedRows.rowsKnownStateless(call, in: context) && !PositionKeyedRows.animates(call, data: (first, last), in: file)
            && call.editsRows(file) == nil && IdentityChange.selectionContainer(file, call) == nil && !rowsReadTheirID(call, file)
    }

    /// Whether the code shows that rows given new ids lose something a user sees: a row view that
    /// keeps state, an animation over the rows, a delete or move, a selection that keeps an id, or a
    /// row that reads its element's `id`.
    func newIDsAreSeen(_ call: RowsCall, _ first: Int, _ last: Int, _ context: RuleContext) -> Bool {
        let file = context.file
        return PositionKeyedRows.rowsHoldState(call, context) || PositionKeyedRows.animates(call, data: (first, last), in: file)
            || call.editsRows(file) != nil || IdentityChange.selectionContainer(file, call) != nil || rowsReadTheirID(call, file)
    }

    /// Whether the row closure reads its element's `id` (`picked = feature.id`, `.tag(feature.id)`).
    func rowsReadTheirID(_ call: RowsCall, _ file: SourceFile) -> Bool {
        guard let open = call.content, let close = file.tree.match(open), let signature = file.closureSignature(of: open),
              let element = signature.parameters.first else { return true }
        return (open + 1..<close).contains { i in
            guard file.tokens[i].kind == .identifier, file.tokenIs(i, "id"), let dot = file.previous(before: i),
                  file.tokens[dot].kind == .period, let owner = file.previous(before: dot) else { return false }
            return file.tokenIs(owner, file.text(element))
        }
    }

    /// What the row closure keeps its element in and compares it with (`selectedSort = option` …
    /// `selectedSort == option`): a selection by value, whose synthesized `==` compares the `id` too,
    /// so the kept value matches no element made again.
    func keptElement(_ call: RowsCall, _ file: SourceFile) -> String? {
        guard let open = call.content, let close = file.tree.match(open), let signature = file.closureSignature(of: open),
              let element = signature.parameters.first else { return nil }
        let t = file.tokens
        let name = file.text(element)
        var kept: Set<String> = []
        var compared: [String] = []
        let isComparison = { (k: Int) in file.tokenIs(k, "==") || file.tokenIs(k, "!=") }
        for i in (open + 1)..<close where t[i].kind == .identifier && file.tokenIs(i, name) {
            // The element whole: `= option` ends there (`option.title` is not the element).
            let after = file.next(after: i)
            if let after, t[after].kind == .period || t[after].kind == .leftParen || t[after].kind == .leftBracket { continue }
            if let after, t[after].kind == .operator, isComparison(after), let other = file.next(after: after), t[other].kind == .identifier {
                compared.append(file.text(other))
            }
            guard let before = file.previous(before: i), t[before].kind == .operator,
                  let other = file.previous(before: before), t[other].kind == .identifier else { continue }
            if file.tokenIs(before, "=") { kept.insert(file.text(other)) }
            if isComparison(before) { compared.append(file.text(other)) }
        }
        return compared.first { kept.contains($0) }
    }

    /// Whether the rows' data is one name, a stored property of the view given its value where it is
    /// declared (`let features = [Feature(…), …]`).
    func isStoredValue(_ first: Int, _ last: Int, _ context: RuleContext) -> Bool {
        let file = context.file
        var name = first
        if file.isKeyword(first, "self"), let p = file.next(after: first), file.tokens[p].kind == .period, let n = file.next(after: p) { name = n }
        guard name == last, file.tokens[name].kind == .identifier, let owner = context.enclosingType(of: first) else { return false }
        return owner.properties.contains { $0.name == file.text(name) && $0.isStored && $0.hasInitialValue }
    }

    /// Whether token `i` lies in a `var` or `func` that returns a view (`some View`, `AnyView`), or in
    /// code outside any such declaration; false inside a function that returns something else.
    func madeInViewCode(_ i: Int, _ file: SourceFile) -> Bool {
        var scope = file.tree.enclosing(i)
        while let open = scope {
            if file.tokens[open].kind == .leftBrace, let name = RowContainer.declaredName(ofBody: open, in: file) {
                for k in name..<open where file.isIdentifier(k, "View") || file.isIdentifier(k, "AnyView") { return true }
                return false
            }
            scope = file.tree.enclosing(open)
        }
        return true
    }

    /// Whether the type around token `i` names an animation anywhere (`withAnimation`, `.animation(…)`,
    /// `.transition(…)`).
    func viewAnimates(around i: Int, _ context: RuleContext) -> Bool {
        let file = context.file
        guard let owner = context.enclosingType(of: i), let close = file.tree.match(owner.open) else { return true }
        return (owner.open..<close).contains { k in
            file.tokens[k].kind == .identifier
                && (file.tokenIs(k, "withAnimation") || file.tokenIs(k, "animation") || file.tokenIs(k, "transition"))
        }
    }

    /// Where the data `first...last` ends before a fallback that makes no row (`member ?? []`), or `last`.
    func dataEnd(_ first: Int, _ last: Int, _ file: SourceFile) -> Int {
        let t = file.tokens
        guard t[last].kind == .rightBracket, let open = file.tree.match(last), file.next(after: open) == last,
              let operation = file.previous(before: open), file.tokenIs(operation, "??"), let before = file.previous(before: operation),
              before >= first else { return last }
        return before
    }

    /// The view's own computed property as the data (`servers`, `servers ?? []`), whose getter fills a
    /// local only by appending values it makes and returns it (`MadeValues.accumulated`): the holder
    /// (the view), the property and the type made. Read here, for the rows that name one, rather than
    /// in the first pass over every getter.
    func accumulatedByOwnGetter(_ first: Int, _ last: Int, _ context: RuleContext) -> (holder: String, property: String, made: String)? {
        let file = context.file
        let t = file.tokens
        var name = first
        if file.isKeyword(first, "self"), let p = file.next(after: first), t[p].kind == .period, let n = file.next(after: p) { name = n }
        guard name == dataEnd(first, last, file), t[name].kind == .identifier, let owner = context.enclosingType(of: first) else { return nil }
        let text = file.text(name)
        // Cheapest first: a computed property of the view of an array type, its getter read only then.
        guard owner.properties.contains(where: { $0.name == text && !$0.isStored && $0.type?.utf8.first == UInt8(ascii: "[") }),
              name != first || DataOrigin.local(text, at: name, in: context) == nil else { return nil }
        for decl in context.fileTypes(named: owner.name) {
            guard let body = DeclarationScanner.accessorBody(of: text, in: decl, file: file),
                  let made = DeclarationScanner.accumulated(file, body: body.open) else { continue }
            return (owner.name, text, made)
        }
        return nil
    }

    /// A member whose every read or call makes new values (`Declarations.madeValues(named:)`: a computed
    /// property or method, in any file, whose returns are `[T(…), …]`, `….map { T(…) }` or `[]`), as the
    /// data: `holder.member` or `holder.member(…)` where `holder` is a property of the view of a type the
    /// project declares, `Type.member(…)`, or the view's own `member` or `member(…)`. The holder type, the
    /// member as written and the type made.
    func madeOneMemberAway(_ first: Int, _ last: Int, _ context: RuleContext) -> (holder: String, property: String, made: String)? {
        let file = context.file
        let t = file.tokens
        let last = dataEnd(first, last, file)
        var start = first
        var ownMember = false
        if file.isKeyword(first, "self"), let p = file.next(after: first), t[p].kind == .period, let n = file.next(after: p) {
            (start, ownMember) = (n, true)
        }
        guard t[start].kind == .identifier else { return nil }
        var member = start
        if !ownMember, let dot = file.next(after: start), t[dot].kind == .period, let m = file.next(after: dot), t[m].kind == .identifier {
            member = m
        }
        // The member is the whole data, read or called: `listBackups()` ends at its `)`.
        var call: Int?
        if member != last {
            guard let open = file.next(after: member), t[open].kind == .leftParen, file.tree.match(open) == last else { return nil }
            call = open
        }
        // Cheapest first: most members make nothing, answered by name before the view is looked for.
        // A method by its full name (`list(drafts:)`; `static` on a type's own, `Catalog.samples()`).
        let typeHolder = member != start && file.text(start).first?.isUppercase == true
        let key = call.map { open in
            MadeValues.methodKey(file.text(member), labels: file.arguments(of: open).map { $0.label.map { file.text($0) } ?? "_" },
                                 isStatic: typeHolder)
        } ?? file.text(member)
        let made = context.declarations.madeValues(named: key)
        guard !made.isEmpty, let owner = context.enclosingType(of: first) else { return nil }
        let holderType: String
        if member == start {
            // The view's own member, not a local or parameter of that name, nor a stored property of it.
            guard ownMember || DataOrigin.local(file.text(start), at: start, in: context) == nil,
                  call != nil || !owner.properties.contains(where: { $0.name == file.text(start) && $0.isStored }) else { return nil }
            holderType = owner.name
        } else if typeHolder {
            holderType = context.declarations.resolve(file.text(start), in: owner.name)
        } else {
            guard let holder = owner.properties.first(where: { $0.name == file.text(start) && !$0.isStatic }),
                  let written = holder.type else { return nil }
            holderType = context.declarations.resolve(written, in: owner.name)
        }
        guard let type = made[holderType], !type.isEmpty else { return nil }
        let arguments = call.map { file.next(after: $0) == last ? "()" : "(…)" } ?? ""
        return (holderType, file.text(member) + arguments, type)
    }

}
