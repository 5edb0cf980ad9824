import SwiftTokens

extension IDMadeInBody {
    /// Rows over the view's own property whose element's `id` defaults to `UUID()`, where the view
    /// replaces an element with a value it builds (`results[index] = FileSearchResult(name: …)`)
    /// without handing it the old `id`: the edited row gets a new identity while it is shown. Only
    /// where that shows (a selection, row state, a control, a delete or move) is it a finding.
    func replacedFindings(_ call: RowsCall, _ context: RuleContext) -> Finding? {
        let file = context.file
        let t = file.tokens
        guard let (first, last) = call.dataTokens(file), let owner = context.enclosingType(of: call.nameToken),
              let path = MemberPath.exactly(file, first, last) else { return nil }
        var names = path.names(file)
        if names.first == "self" { names.removeFirst() }
        guard names.count == 1 else { return nil }
        // Cheapest first, from the project's index: the element's `id` defaults to `UUID()`.
        func newUUIDElements(_ property: PropertyDecl) -> String? {
            guard property.isStored, let element = property.type.flatMap(TypeResolver.arrayElement),
                  case let type = context.declarations.resolve(TypeResolver.nominal(element), in: owner.name),
                  context.declarations.property("id", of: type)?.isNewUUID == true else { return nil }
            return type
        }
        // The view's stored property, or the one a getter of the view filters or sorts (`sortedResults`).
        guard var found = owner.properties.first(where: { $0.name == names[0] }) else { return nil }
        if !found.isStored {
            guard let derived = DerivedRows(call, in: context, anywhere: true), derived.maker != nil, derived.source.count == 1,
                  let source = owner.properties.first(where: { $0.name == derived.source[0] && $0.isStored }) else { return nil }
            found = source
        }
        guard case let property = found, let type = newUUIDElements(property) else { return nil }
        // Rows keyed by another member (`id: \.key`) keep their identity whatever `id` the new value has.
        if let id = call.id, let member = file.keyPathMember(of: id), !file.tokenIs(member, "id") { return nil }
        let name = property.name
        let typeName = TypeResolver.lastName(type)
        // An initializer here that sets `id` (`init(renaming old: T) { …; self.id = old.id }`) may keep it.
        guard !initializerSetsID(of: type, context) else { return nil }
        let length = name.utf8.count
        for part in context.fileTypes(named: owner.name) {
            for k in part.open..<part.close where t[k].length == length && t[k].kind == .identifier && file.tokenIs(k, name) {
                // `name[i] = Type(…)`, or `self.name[i] = …`; not another value's member, nor a local.
                if let p = file.previous(before: k), t[p].kind == .period,
                   !(file.previous(before: p).map { file.isKeyword($0, "self") } ?? false) { continue }
                guard let open = file.next(after: k), t[open].kind == .leftBracket, let close = file.tree.match(open),
                      let equals = file.next(after: close), file.tokenIs(equals, "="), file.isBinaryOperator(equals),
                      let value = file.next(after: equals),
                      // `Type(…)` written here, or a local `let v = Type(…)` assigned.
                      let made = t[value].kind == .identifier && file.tokenIs(value, typeName) ? value
                        : t[value].kind == .identifier ? DataOrigin.local(file.text(value), at: k, in: context)?.value?.first : nil,
                      t[made].kind == .identifier, file.tokenIs(made, typeName),
                      let paren = file.next(after: isInit(file, made, of: typeName) ? made + 2 : made), t[paren].kind == .leftParen,
                      // Handed the old id (`Item(id: old.id, …)`, or `updated.id = old.id` before): the row keeps its identity.
                      !file.arguments(of: paren).contains(where: { $0.label.map { file.tokenIs($0, "id") } ?? false }),
                      made == value || !idAssigned(to: value, from: made, before: k, file),
                      DataOrigin.local(name, at: k, in: context) == nil else { continue }
                guard IdentityChange.selectionContainer(file, call) != nil || IdentityChange.shows(call, context) else { return nil }
                let message = "`\(name)[…]` is given a new `\(typeName)` here, and `\(typeName).id` defaults to `UUID()`: the replaced row gets "
                    + "a new identity while it is shown, so SwiftUI removes it and inserts another, and its selection, state and "
                    + "animation are lost; change the element's properties in place, or give the new value the old `id`"
                return metadata.finding(range: file.range(from: k, through: value), message: message)
            }
        }
        return nil
    }

    /// Rows over a member of another value (`vm.messages`, or `Array(vm.messages.enumerated())` keyed
    /// by `\.element.id`) whose elements that value's type replaces with values made anew
    /// (`messages[i] = Message(…)` in the model's stream handler, recorded by the declaration scan
    /// as `messages[]` beside the members that make values), where the element's `id` is a `let` that
    /// defaults to `UUID()`: no initializer can hand the new value the old id, so the replaced row
    /// gets a new identity while it is shown. Only where that shows, as for the view's own
    /// replacements. The view's own array is read in its file, above.
    func remadeElsewhereFindings(_ call: RowsCall, _ context: RuleContext) -> Finding? {
        let file = context.file
        guard let (first, last) = call.dataTokens(file) else { return nil }
        let enumerated = EnumeratedData.parse(file, first, last)
        guard let path = enumerated.map({ $0.basePath }) ?? MemberPath.exactly(file, first, last) else { return nil }
        var names = path.names(file)
        if names.first == "self" { names.removeFirst() }
        guard let member = names.last else { return nil }
        // Elements replaced one by one (`messages[]`; the view's own are read in its file, above), or
        // the whole collection refilled (`messages=`), by the view itself too.
        let remade = names.count >= 2 ? context.declarations.madeValues(named: member + "[]") : [:]
        let refilled = context.declarations.madeValues(named: member + "=")
        guard !remade.isEmpty || !refilled.isEmpty else { return nil }
        // Keyed by the element's `id`: by default, `\.id`, or `\.element.id` over enumerated rows.
        if let id = call.id {
            let byID = enumerated == nil
                ? file.keyPathMember(of: id).map { file.tokenIs($0, "id") } ?? false
                : IndicesID.keyedByElementMember(file, id) && id.valueLast.map { file.tokenIs($0, "id") } ?? false
            guard byID else { return nil }
        } else if enumerated != nil {
            return nil
        }
        let scope = context.enclosingType(of: call.nameToken)?.name
        let resolver = TypeResolver(context)
        // The holder's type makes the values, and they are the rows' elements.
        let holderType: String?
        if names.count >= 2 {
            holderType = resolver.type(ofNames: Array(names.dropLast()), at: first)
        } else {
            // The view's own stored property, not a local or a parameter of its name.
            holderType = context.enclosingType(of: first).flatMap { owner in
                owner.properties.contains { $0.name == member && $0.isStored } && DataOrigin.local(member, at: first, in: context) == nil
                    ? owner.name : nil
            }
        }
        guard let holder = holderType.map({ context.declarations.resolve(TypeResolver.nominal($0), in: scope) }),
              let made = remade[holder] ?? refilled[holder], let element = resolver.elementType(of: path),
              case let type = context.declarations.resolve(TypeResolver.nominal(element), in: scope),
              context.declarations.resolve(made, in: holder) == type,
              let id = context.declarations.property("id", of: type), id.isNewUUID, id.isLet,
              IdentityChange.selectionContainer(file, call) != nil || IdentityChange.shows(call, context) else { return nil }
        let typeName = TypeResolver.lastName(type)
        let text = path.text(file)
        if remade[holder] == nil {
            let who = names.count == 1 ? "this view" : "`\(TypeResolver.lastName(holder))`"
            let message = "\(who) fills `\(member)` again with new `\(typeName)` values (`\(member) = …`), and `\(typeName).id` is a `let` "
                + "that defaults to `UUID()`: each refill gives every row of `\(text)` a new identity, so SwiftUI removes every row and "
                + "inserts others, and their selection, state and animation are lost; give `\(typeName)` an `id` from the data it is "
                + "made from, or update the elements already shown in place"
            return metadata.finding(range: file.range(from: first, through: last), message: message)
        }
        let message = "`\(TypeResolver.lastName(holder))` replaces elements of `\(member)` with a new `\(typeName)` (`\(member)[…] = \(typeName)(…)`), and "
            + "`\(typeName).id` is a `let` that defaults to `UUID()`: each replaced row of `\(text)` gets a new identity while it is "
            + "shown, so SwiftUI removes it and inserts another, and its state and animation are lost; change the element's "
            + "properties in place (make them `var`), or give `\(typeName)` an initializer that takes the old `id`"
        return metadata.finding(range: file.range(from: first, through: last), message: message)
    }

    /// Whether `local.id = …` is written between the local's value (`made`) and its use at `use`.
    private func idAssigned(to local: Int, from made: Int, before use: Int, _ file: SourceFile) -> Bool {
        let t = file.tokens
        let name = file.text(local)
        for j in made..<use where t[j].kind == .identifier && file.tokenIs(j, name) {
            guard let dot = file.next(after: j), t[dot].kind == .period, let member = file.next(after: dot), file.tokenIs(member, "id"),
                  let equals = file.next(after: member), file.tokenIs(equals, "=") else { continue }
            return true
        }
        return false
    }

    /// Whether an `init` of the type in this file assigns `id` (`self.id = …`, `id = …`).
    private func initializerSetsID(of type: String, _ context: RuleContext) -> Bool {
        let file = context.file
        let t = file.tokens
        for part in context.fileTypes(named: type) {
            for j in part.open..<part.close where t[j].kind == .keyword && file.tokenIs(j, "init") {
                var k = j + 1
                while k < part.close, t[k].kind != .leftBrace { k = file.skipGroup(k) }
                guard k < part.close, let close = file.tree.match(k) else { continue }
                for i in k..<close where t[i].kind == .identifier && file.tokenIs(i, "id") {
                    if let equals = file.next(after: i), file.tokenIs(equals, "="), file.isBinaryOperator(equals) { return true }
                }
            }
        }
        return false
    }

    /// `Type.init` at `i`.
    private func isInit(_ file: SourceFile, _ i: Int, of type: String) -> Bool {
        guard let dot = file.next(after: i), file.tokens[dot].kind == .period,
              let member = file.next(after: dot) else { return false }
        return file.isKeyword(member, "init") && member == i + 2
    }
}
