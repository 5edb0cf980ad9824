import SwiftTokens

/// `ForEach(items, id: \.self)` over an Identifiable struct: every diff hashes the whole value,
/// and any edit changes the row's identity.
struct SelfID: Rule {
    let metadata = RuleMetadata(
        id: "self-id",
        fixSafety: .safe,
        triggers: ["ForEach", "List"])

    init() {}

    func findings(in context: RuleContext) -> [Finding] {
        let file = context.file
        let resolver = TypeResolver(context)
        let d = context.declarations
        var out: [Finding] = []
        for call in context.listCalls {
            if let typed = keyTypedByTheRow(call, context) {
                out.append(typed)
                continue
            }
            guard let id = call.id, let a = id.valueFirst, let b = file.keyPathMember(of: id),
                  let (path, wholeElement) = keyedData(call, key: b, from: a, in: file),
                  // Indices and ranges are integers; dictionaries' keys and values are not arrays.
                  !file.isIdentifier(path.last, "indices"), !file.isIdentifier(path.last, "keys"),
                  !file.isIdentifier(path.last, "values"), let type = resolver.type(of: path),
                  let element = TypeResolver.arrayElement(type) ?? TypeResolver.realmElement(type), !TypeResolver.isStructural(element)
            else { continue }
            let name = TypeResolver.nominal(element)
            let key = file.text(tokens: a, through: b)
            if wholeElement == nil, let note = realmObjectNote(context, call, id, path, name: name, range: file.range(from: a, through: b)) {
                out.append(note)
                continue
            }
            // A type the project declares shadows the standard one of that name (an app's `struct Character`).
            guard d.isKnown(name), d.info(name)?.kind == .struct,
                  // A hand-written `==` or `hash(into:)` chose the type's identity: `\.self` is then cheap and stable.
                  !d.hasOwnEquality(name) else { continue }
            let range = file.range(from: a, through: b)
            // This view's own state, whose elements this file replaces or edits in place: each edited
            // row's identity changes while it is shown. Proven, so a warning.
            if let edited = editedInPlace(path, context), IdentityChange.shows(call, context) {
                let message = "`id: \(key)` keys each row by the whole `\(name)` value, and this view changes elements of `\(edited)` in place (through an index, or a binding to one): each changed row gets a new identity, so SwiftUI removes it and inserts another, and its state, focus and animation are lost; key the rows by a property that lasts"
                var fix = identifiableFix(context, call, id, path, element: element, name: name, wholeElement: wholeElement)
                if IdentityChange.selectionContainer(file, call) != nil && !everyRowTagged(file, call) { fix = nil }
                out.append(metadata.finding(range: range, message: message, fix: fix))
                continue
            }
            // Only an edit changes a `\.self` id: the value must have a stored `var` (a value of `let`s only
            // is never edited in place, and its `\.self` key is stable).
            guard d.info(name)?.properties.contains(where: { $0.isStored && !$0.isStatic && !$0.isLet }) == true else { continue }
            // Whether an edit happens while the rows are shown is matched by member name only, which
            // proves nothing of this type: every finding is a migration, made only where its fix is safe.
            if d.conforms(name, to: "Identifiable") {
                let message = "`id: \(key)` keys rows of the Identifiable `\(name)` by the whole value: every update hashes every field, and an edit would change the row's identity and lose its state; `\(name).id` is the key"
                guard let drop = keyEdit(call, id, wholeElement: wholeElement, in: file) else { continue }
                // Only an `id` that lasts proves the rows' identity.
                var applicability: Applicability
                switch resolver.rowKey(of: element, data: path) {
                case .key(_, true, let proven): applicability = proven
                case .noFix: continue
                default: applicability = .unsafe(reason: "whether `\(name).id` lasts (is stored, or computed from stored `let`s) is unknown")
                }
                if let selection = IdentityChange.selectionContainer(file, call), !everyRowTagged(file, call) {
                    applicability = .unsafe(reason: "inside \(selection), `ForEach` tags each row with its id: a selection of `\(name)` values would stop matching `\(name).ID` tags")
                }
                if let note = metadata.migration(range: range, message: message,
                                                 fix: Fix(message: "Key rows by `\(name).id`", edits: [drop], applicability: applicability)) {
                    out.append(note)
                }
            }
            // A stored `id` of a type that is not Identifiable may not be unique: no safe fix, so nothing to say.
        }
        return out
    }

    /// Rows keyed by `\.self` over a Realm object class the project declares `ObjectKeyIdentifiable`
    /// (`class Book: Object, ObjectKeyIdentifiable`): Realm's equality of two frozen copies of one
    /// object (what `@ObservedResults` and `@ObservedRealmObject` hand out) holds only within one
    /// version of the database, so every write gives every row a new identity; the object-key `id`
    /// is the same for every copy. A migration: its fix drops `id: \.self`.
    func realmObjectNote(_ context: RuleContext, _ call: RowsCall, _ id: Argument, _ path: MemberPath, name: String,
                         range: Range<Int>) -> Finding? {
        let d = context.declarations
        guard d.info(name)?.kind == .class, d.conforms(name, to: "ObjectKeyIdentifiable"),
              d.conforms(name, to: "Object") || d.conforms(name, to: "EmbeddedObject"),
              // An `id` the class declares replaces the object-key one, and proves nothing of its own.
              d.property("id", of: name) == nil else { return nil }
        let file = context.file
        guard let data = call.data, let drop = FixEdits.removing(id, after: data, in: file) else { return nil }
        var applicability = Applicability.safe
        if let selection = IdentityChange.selectionContainer(file, call), !everyRowTagged(file, call) {
            applicability = .unsafe(reason: "inside \(selection), `ForEach` tags each row with its id: a selection of `\(name)` objects would stop matching `\(name).ID` tags")
        }
        let message = "`id: \\.self` keys rows of the Realm object `\(name)` by Realm's equality, which for the frozen copies "
            + "`@ObservedResults` and `@ObservedRealmObject` hand out holds only within one version of the database: each write "
            + "gives every row a new identity; `\(name)` is `ObjectKeyIdentifiable`, whose `id` is the same for every copy of an object"
        return metadata.migration(range: range, message: message,
                                  fix: Fix(message: "Key rows by `\(name).id`", edits: [drop], applicability: applicability))
    }

    /// The name of the rows' data when it is a `@State` property of the view around the call that
    /// the view's own code writes element by element (`items[i] = …`, `items[i].done = true`, `$items[i]`).
    func editedInPlace(_ path: MemberPath, _ context: RuleContext) -> String? {
        let file = context.file
        var names = path.names(file)
        if names.first == "self" { names.removeFirst() }
        guard names.count == 1, let owner = context.enclosingType(of: path.first),
              let property = owner.properties.first(where: { $0.name == names[0] }), property.wrapper == "State",
              writesElements(names[0], of: owner, context) else { return nil }
        return names[0]
    }

    /// Whether the type's own code (its parts in this file) writes an element of its property `name`
    /// in place: `name[i] = …`, `name[i].done = true`, `self.name[i].tags.append(…)`, `$name[i]`; not
    /// a local or parameter of that name, nor another value's member.
    func writesElements(_ name: String, of owner: TypeDecl, _ context: RuleContext) -> Bool {
        let file = context.file
        let t = file.tokens
        let length = name.utf8.count
        for part in context.fileTypes(named: owner.name) {
            for k in part.open..<part.close where t[k].kind == .identifier && (t[k].length == length || t[k].length == length + 1) {
                let bound = t[k].length == length + 1
                guard file.bytes[t[k].range].elementsEqual(((bound ? "$" : "") + name).utf8),
                      let open = file.next(after: k), t[open].kind == .leftBracket, let close = file.tree.match(open) else { continue }
                if let p = file.previous(before: k), t[p].kind == .period,
                   !(file.previous(before: p).map { file.isKeyword($0, "self") } ?? false) { continue }
                if file.previous(before: k).map({ t[$0].kind != .period }) ?? true, DataOrigin.local(name, at: k, in: context) != nil { continue }
                if bound || IndexWrite.written(file, base: k, close: close)?.isCertain == true { return true }
            }
        }
        return false
    }

    /// The rows' data as a member path, for rows keyed by the whole element: `\.self` of the data
    /// (`wholeElement` nil), or `\.element` or `\.1` of `Array(X.enumerated())`, with the key's
    /// token (X's path then).
    func keyedData(_ call: RowsCall, key: Int, from start: Int, in file: SourceFile) -> (MemberPath, wholeElement: Int?)? {
        if file.isKeyword(key, "self") {
            guard let (first, last) = call.dataTokens(file) else { return nil }
            return MemberPath.exactly(file, first, last).map { ($0, nil) }
        }
        // `\.element` alone: a path of one member after the key path's root.
        guard file.isIdentifier(key, "element") || file.tokenIs(key, "1"), let dot = file.previous(before: key),
              file.previous(before: dot) == start, let (first, last) = call.dataTokens(file),
              let data = EnumeratedData.parse(file, first, last), let path = data.basePath else { return nil }
        return (path, key)
    }

    /// The edit that keys the rows by the element's `id`: drop `id: \.self`, or make `\.element`
    /// `\.element.id`.
    func keyEdit(_ call: RowsCall, _ id: Argument, wholeElement: Int?, in file: SourceFile) -> Edit? {
        if let key = wholeElement { return FixEdits.replacing(key, with: file.text(key) + ".id", in: file) }
        guard let data = call.data else { return nil }
        return FixEdits.removing(id, after: data, in: file)
    }

    /// The migration's fix (drop `id: \.self`, or key by `\.element.id`) where the element is
    /// Identifiable by an `id` that lasts.
    func identifiableFix(_ context: RuleContext, _ call: RowsCall, _ id: Argument, _ path: MemberPath, element: String, name: String,
                         wholeElement: Int?) -> Fix? {
        guard context.declarations.conforms(name, to: "Identifiable"),
              let drop = keyEdit(call, id, wholeElement: wholeElement, in: context.file),
              case .key(_, true, let proven) = TypeResolver(context).rowKey(of: element, data: path) else { return nil }
        return Fix(message: "Key rows by `\(name).id`", edits: [drop], applicability: proven)
    }

    /// Whether the row's one view carries `.tag(…)`.
    func everyRowTagged(_ file: SourceFile, _ call: RowsCall) -> Bool {
        guard let closure = call.content else { return false }
        let row = RowBody(file, closure: closure)
        guard case .single(let s) = row.shape else { return false }
        return file.modifierChain(after: file.callEnd(from: s.first)).contains { file.tokenIs($0.name, "tag") }
    }
}
