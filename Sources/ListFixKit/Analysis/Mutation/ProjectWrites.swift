import SwiftTokens

/// The member names a file writes outside initializers, as `NameHash`es, each with its `Changes`:
/// `x.name = …`, `name += …`, `$x.name` (a binding a control writes through), `&x.name`,
/// `x.name.append(…)`, `x.name.remove(at: i)`. Recorded by the declaration scan's single walk.
/// A `var` that no file of the project writes after initialisation cannot change, so an `id`
/// read from it is stable (`mutable-id`). Names, not types: a write to any `name` counts, which
/// errs towards reporting; a bare write (`items.remove(at: i)` in a type's own method) is kept with
/// its type (`BareWrite`).
enum ProjectWrites {
    /// Records what token `i` writes, if it starts or is a write. Called for every operator and
    /// every identifier that starts with `$` by the declaration scan's single walk.
    /// `properties`: the names of the enclosing type's properties read so far; a bare `name = …`
    /// writes a property when the type has one of that name (else it is a local). A name not
    /// declared so far goes to `bare` with `owner`, the enclosing type or extended type: the
    /// property may be declared further down or in another part of the type.
    static func record(_ file: SourceFile, at i: Int, into log: inout WriteLog, properties: [PropertyDecl],
                       owner: String? = nil) {
        let t = file.tokens
        let first = file.bytes[t[i].start]
        if t[i].kind == .identifier {
            // `$name`, `$x.name.other`: every name of the path can be written through the binding,
            // by a control that may insert, remove or move elements (`List($items, editActions: .all)`).
            guard first == 0x24, t[i].length > 1, !(0x30...0x39).contains(file.bytes[t[i].start + 1]),
                  !WriteSyntax.namesClosureParameter(file, at: i) else { return }
            if let value = WriteSyntax.bindingValue(file, at: i) {
                let presented = WriteSyntax.presentationWrites(file, at: i)
                if presented == .cleared { return log.add(file, value, .cleared) }
                // Handed to another view (`Editor(items: $items)`), the binding is written by that view,
                // whose own writes to its `@Binding` property the scan sees. SwiftUI's own views write it
                // themselves: a `TextField` gives it new values, `List` and `ForEach` move elements
                // (`editActions:`).
                if WriteSyntax.handedToView(file, at: i) {
                    // `items: $items`, the type's own property (the scan names the owner only for a
                    // binding so handed, `WriteSyntax.mayBeHanded`), kept with the type: only that type's
                    // property of the name is handed (`Declarations.ownChanges(of:in:)`), not every type's.
                    if value == t[i].start + 1..<t[i].end, let owner {
                        log.bare.append(BareWrite(type: owner, name: NameHash.of(file.bytes[value]), changes: .handed))
                    }
                    return log.add(file, value, .handed)
                }
                if WriteSyntax.bindsRowsWithoutEditing(file, at: i) {
                    if WriteSyntax.rowsUseElementBinding(file, at: i) { log.add(file, value, .elementWritten) }
                    return
                }
                // `$review.comment` gives the member new values and changes the values that hold it in
                // place, as `review.comment = …` does: none of their other members moves.
                let root = t[i].start + 1..<t[i].end
                if value == root {
                    log.add(file, root, .assignedWhole)
                } else {
                    log.add(file, root, .elementWritten)
                    recordPath(file, after: i, into: &log, .elementWritten, all: true)
                    log.add(file, value, .assignedWhole)
                }
                // A presentation's wrapper gives it a value as a whole: no control inserts or moves.
                if presented != nil { return }
                log.add(file, value, .bound)
                // `TextField(text: $group.name)` with `group` declared `DeviceGroup`: that type's `name`.
                if !properties.isEmpty, let member = file.next(after: i).flatMap({ file.next(after: $0) }), t[member].range == value,
                   let type = declaredType(of: file.bytes[root], in: properties, handedIn: true), !WriteSyntax.declaredLocally(i, file) {
                    log.bare.append(BareWrite(type: type, name: NameHash.of(file.bytes[value]), changes: .assignedWhole))
                }
                // `text: $query`: a text or search field writes it on every keystroke.
                if let colon = file.previous(before: i), t[colon].kind == .colon, let label = file.previous(before: colon),
                   file.tokenIs(label, "text") {
                    log.add(file, value, .typed)
                }
            } else {
                recordElementBinding(file, at: i, into: &log)
            }
            return
        }
        guard t[i].kind == .operator else { return }
        if t[i].length == 1 && first == 0x26 { // `&x.name`: passed inout, to anything
            if let n = file.next(after: i), t[n].kind == .identifier,
               !recordPath(file, after: n, into: &log, .unseen, all: false) {
                log.add(file, t[n].range, .unseen)
            }
            return
        }
        guard WriteSyntax.isAssignment(file, i), let target = WriteSyntax.assignedName(file, before: i) else { return }
        // `items[a..<b] = …` replaces a range in place, which shifts the elements after it.
        let whole: Changes = WriteSyntax.isRangeWrite(file, i) ? [.assignedWhole, .inserted, .removed] : .assignedWhole
        // A bare `name = …` writes a property only if the type has one of that name; else a local.
        // Checked before the walk up to an initializer: most bare names are locals.
        // The property a bare name writes, found once: the refill check below asks its type.
        var bareProperty: Int?
        if file.previous(before: target).map({ t[$0].kind != .period }) ?? true {
            let bytes = file.bytes[t[target].range]
            bareProperty = declared(properties, bytes)
            guard bareProperty != nil else {
                // Perhaps a property declared further down or in another part of the type. Most such
                // names are locals, so the walk up to an initializer is skipped: a write in an
                // initializer above its property's declaration counts, which errs towards reporting.
                // Not for `id`, whose writes `mutable-id` reads as new identities: `id = try c.decode(…)`
                // in an extension's `init(from:)` gives the first value.
                if let owner {
                    if let change = WriteSyntax.elementChange(file, i) { log.add(file, t[target].range, change) }
                    else if bytes.count != 2 || !file.tokenIs(target, "id") || !log.inInitializer(i, file) {
                        log.bare.append(BareWrite(type: owner, name: NameHash.of(bytes), changes: whole))
                    }
                }
                return
            }
        }
        guard !log.inInitializer(i, file), !WriteSyntax.inCaptureList(file, i) else { return }
        if t[i].length == 1, let owner, t[target].kind == .identifier, let (name, made) = WriteSyntax.remadeElement(file, i), name == target,
           declares(properties, file.bytes[t[name].range]) {
            log.remade.append((owner, file.text(name), made))
        }
        // `items = loaded.map { Item(…) }` or `self.items = try decoder.decode([Item].self, …)`: the type's
        // own collection refilled with values made anew.
        // Only a property declared as an array is asked what its value is made of: reading every
        // assignment's value cost 0.5% more instructions. `self?.items = …` in a `[weak self]` handler
        // is the type's own too.
        if t[i].length == 1, let owner, file.previous(before: i) == target,
           let k = bareProperty ?? (isOwnMember(file, target) || isWeakSelfMember(file, target)
                                     ? declared(properties, file.bytes[t[target].range]) : nil),
           properties[k].type?.utf8.first == UInt8(ascii: "[") {
            recordRefill(file, at: i, target: target, bare: bareProperty != nil, into: &log, owner: owner)
        }
        if let collection = WriteSyntax.elementOwner(file, member: target) { log.add(file, t[collection].range, .elementWritten) }
        // `items[i] = item` replaces an element where it is: no element moves.
        let change = WriteSyntax.elementChange(file, i) ?? whole
        log.add(file, t[target].range, change)
        // `id = …` or `self.id = …` in a method of the type: kept with the type too, a new id proven to be
        // its own, where the name alone could be any type's (`mutable-id`). Only `id`: keeping every own
        // write with its type costs the scan more than it finds.
        if t[target].length == 2, let owner, file.tokenIs(target, "id"), isOwnMember(file, target),
           file.previous(before: target).map({ t[$0].kind == .period }) == true || !WriteSyntax.declaredLocally(target, file) {
            log.bare.append(BareWrite(type: owner, name: NameHash.of(file.bytes[t[target].range]), changes: change))
        }
        if t[i].length == 1, inBindingSetter(file, i), splitsText(file, after: i) {
            // `editedAction.tags = $0.split(…)` with `editedAction` declared `Action`: `Action`'s `tags`, not
            // every member of that name (a take's tags added one by one without repeats).
            if let type = receiverType(file, member: target, properties: properties) {
                log.bare.append(BareWrite(type: type, name: NameHash.of(file.bytes[t[target].range]), changes: .splitPieces))
            } else {
                log.add(file, t[target].range, .splitPieces)
            }
        }
    }

    /// A view's write of one of its `@State`s (`name = …`, `self.name = …`), at the assignment `i`,
    /// kept with the view as well as by name: no other value holds a view's state, so these are its
    /// own writes (`Declarations.ownChanges`). The scan asks in views only: looking up every type's
    /// writes through `self.` cost more than it found.
    /// Also a view's write through a value handed in to be edited (`group.name = …` with
    /// `@ObservedObject var group: DeviceGroup`), kept with the value's type (`mutable-id`).
    static func recordOwnStateWrite(_ file: SourceFile, at i: Int, into log: inout WriteLog, properties: [PropertyDecl], owner: String) {
        let t = file.tokens
        guard WriteSyntax.isAssignment(file, i), let target = WriteSyntax.assignedName(file, before: i) else { return }
        if let type = editedValueType(file, member: target, properties: properties), !log.inInitializer(i, file) {
            let change = WriteSyntax.elementChange(file, i) ?? (WriteSyntax.isRangeWrite(file, i) ? [.assignedWhole, .inserted, .removed] : .assignedWhole)
            log.bare.append(BareWrite(type: type, name: NameHash.of(file.bytes[t[target].range]), changes: change))
            return
        }
        guard isOwnMember(file, target), let k = declared(properties, file.bytes[t[target].range]), properties[k].wrapper == "State",
              !log.inInitializer(i, file), !WriteSyntax.inCaptureList(file, i) else { return }
        let change: Changes = WriteSyntax.elementChange(file, i)
            ?? (WriteSyntax.isRangeWrite(file, i) ? [.assignedWhole, .inserted, .removed] : .assignedWhole)
        log.bare.append(BareWrite(type: owner, name: NameHash.of(file.bytes[t[target].range]), changes: change))
    }

    /// `items = loaded.map { Item(…) }` at the `=` at `i`, `target` the type's own array property.
    /// Kept out of line: inlined, it cost every assignment's scan more than its own work.
    @inline(never)
    static func recordRefill(_ file: SourceFile, at i: Int, target: Int, bare: Bool, into log: inout WriteLog, owner: String) {
        // A bare name may be a local or a parameter of the member (`var items = [Item]()`, `inout items`).
        guard let made = WriteSyntax.refilledValue(file, i), !bare || !WriteSyntax.declaredLocally(target, file) else { return }
        log.refilled.append((owner, file.text(target), made))
    }

    /// `self?.items`, in a `[weak self]` closure (a completion handler's refill): the type's own member.
    static func isWeakSelfMember(_ file: SourceFile, _ target: Int) -> Bool {
        guard let dot = file.previous(before: target), file.tokens[dot].kind == .period, let mark = file.previous(before: dot),
              file.tokenIs(mark, "?"), let receiver = file.previous(before: mark) else { return false }
        return file.isKeyword(receiver, "self")
    }

    /// Whether the member named at `target` is the enclosing type's own: bare (`name`) or `self.name`.
    static func isOwnMember(_ file: SourceFile, _ target: Int) -> Bool {
        guard let dot = file.previous(before: target), file.tokens[dot].kind == .period else { return true }
        guard let receiver = file.previous(before: dot), file.isKeyword(receiver, "self") else { return false }
        return file.previous(before: receiver).map { file.tokens[$0].kind != .period } ?? true
    }

    /// The declared type of `x` in `x.name`, where `x` is a property of the enclosing type read so far
    /// with a written type (`@State private var editedAction: Action`): its nominal name, or nil.
    static func receiverType(_ file: SourceFile, member: Int, properties: [PropertyDecl]) -> String? {
        let t = file.tokens
        guard let dot = file.previous(before: member), t[dot].kind == .period, let receiver = file.previous(before: dot),
              t[receiver].kind == .identifier, file.previous(before: receiver).map({ t[$0].kind != .period }) ?? true else { return nil }
        return declaredType(of: file.bytes[t[receiver].range], in: properties)
    }

    /// The nominal type the property named by `bytes` is declared with, among `properties`; nil when it
    /// has none written, or a structural one. `handedIn`: only a value a parent hands in to be edited
    /// (`@ObservedObject`, `@Bindable`, `@Binding`), whose edits are the parent's value's.
    static func declaredType(of bytes: ArraySlice<UInt8>, in properties: [PropertyDecl], handedIn: Bool = false) -> String? {
        guard let k = properties.lastIndex(where: { $0.name.utf8.count == bytes.count && sameBytes($0.name, bytes) }),
              !handedIn || properties[k].wrapper.map(editedWrappers.contains) == true,
              let type = properties[k].type, case let nominal = TypeResolver.nominal(type), !TypeResolver.isStructural(nominal) else { return nil }
        return nominal
    }

    /// Wrappers of a value a parent hands in for its view to edit: only views declare them.
    static let editedWrappers: Set<String> = ["ObservedObject", "Bindable", "Binding"]

    /// `receiverType`, for a receiver handed in to be edited (`declaredType(of:in:handedIn:)`).
    /// `group.name` or `self.group.name`; nil where a local or a closure's parameter of that name stands
    /// for the property (`var note = Book(…)`, `{ $item in … }`).
    static func editedValueType(_ file: SourceFile, member: Int, properties: [PropertyDecl]) -> String? {
        let t = file.tokens
        guard !properties.isEmpty, let dot = file.previous(before: member), t[dot].kind == .period, let receiver = file.previous(before: dot),
              t[receiver].kind == .identifier else { return nil }
        var isSelf = false
        if let p = file.previous(before: receiver), t[p].kind == .period {
            guard let s = file.previous(before: p), file.isKeyword(s, "self"),
                  file.previous(before: s).map({ t[$0].kind != .period }) ?? true else { return nil }
            isSelf = true
        }
        guard let type = declaredType(of: file.bytes[t[receiver].range], in: properties, handedIn: true) else { return nil }
        return isSelf || !WriteSyntax.declaredLocally(receiver, file) ? type : nil
    }

    /// `$model.items[i].done`: a binding to one element's member. The path up to the subscript is
    /// changed in place, one element at a time; the members after it are written.
    static func recordElementBinding(_ file: SourceFile, at i: Int, into log: inout WriteLog) {
        let t = file.tokens
        log.add(file, t[i].start + 1..<t[i].end, .elementWritten)
        var j = i
        var inElement = false
        var steps = 0
        while steps < 16, let next = file.next(after: j) {
            steps += 1
            if t[next].kind == .leftBracket, let close = file.tree.match(next) {
                inElement = true
                j = close
                continue
            }
            guard t[next].kind == .period, let member = file.next(after: next), t[member].kind == .identifier else { break }
            log.add(file, t[member].range, inElement ? .assignedWhole : .elementWritten)
            j = member
        }
    }

    /// `x.name.append(…)`, `name.toggle()`, `name.removeAll { … }`: token `i` names one of
    /// `MutatingMethods` (the scan has checked its length and first byte); the name it is called on
    /// is written, with the method's changes.
    /// `properties` and `type`: as for `record`. A bare receiver (`names.remove(at: i)`) the type
    /// has read no property of is most often a local `var`: it goes to `bare`, a write only if the
    /// type declares a property of that name somewhere.
    /// `setValue(v, forKey: "name")` on `self` (or bare) in a type's code: key-value coding writes the
    /// type's member the literal key names (Core Data's `willSave` sets a timestamp so), which a
    /// generated managed object class may declare where listfix cannot read it: kept with `owner`.
    /// A key that is not one literal string is unknown.
    static func recordKeyValueWrite(_ file: SourceFile, at i: Int, into log: inout WriteLog, owner: String?) {
        let t = file.tokens
        guard file.tokenIs(i, "setValue"), let open = file.next(after: i), t[open].kind == .leftParen,
              case let arguments = file.arguments(of: open), arguments.count == 2,
              let label = arguments[1].label, file.tokenIs(label, "forKey"),
              let key = arguments[1].valueFirst, key == arguments[1].valueLast, t[key].kind == .stringSegment,
              t[key].length > 2, file.bytes[t[key].start] == 0x22, file.bytes[t[key].end - 1] == 0x22 else { return }
        // Only on `self`: on another receiver the key names a member of a type listfix cannot tell
        // (`UserDefaults.standard.setValue(…, forKey: "lastOpened")` writes a default, no member).
        let name = t[key].start + 1..<t[key].end - 1
        let receiver = file.previous(before: i).flatMap { t[$0].kind == .period ? file.previous(before: $0) : nil }
        guard let owner, receiver.map({ file.isKeyword($0, "self") }) ?? true else { return }
        log.bare.append(BareWrite(type: owner, name: NameHash.of(file.bytes[name]), changes: .assignedWhole))
    }

    static func recordMutatingCall(_ file: SourceFile, at i: Int, into log: inout WriteLog, properties: [PropertyDecl] = [],
                                   type: String? = nil, typeOpen: Int? = nil) {
        let t = file.tokens
        guard t[i].kind == .identifier, let changes = MutatingMethods.changes(file, method: i), !changes.isEmpty,
              // `items.removeAll { … }` and `items.sort { … }` take a trailing closure.
              let call = file.next(after: i), t[call].kind == .leftParen || t[call].kind == .leftBrace,
              let dot = file.previous(before: i), t[dot].kind == .period,
              // `rules?.remove(at:)`: the optional's value is written.
              let owner = file.previous(before: dot).flatMap({ WriteSyntax.isUnwrap(file, $0) ? file.previous(before: $0) : $0 }),
              t[owner].kind == .identifier,
              !log.inInitializer(i, file) else { return }
        // `recipes[i].isFavorite.toggle()`, `items[i].tags.append(t)`: an element changed where it stands.
        if let collection = WriteSyntax.elementOwner(file, member: owner) { log.add(file, t[collection].range, .elementWritten) }
        // Growing at the end moves no element, whoever's property it is.
        if changes == .appended {
            if let type, let typeOpen { recordRepeatable(file, method: i, collection: owner, into: &log, type: type, typeOpen: typeOpen) }
            return log.add(file, t[owner].range, .appended)
        }
        // `names.remove(at:)` or `self.names.remove(at:)`: the enclosing type's own property, or a local.
        let before = file.previous(before: owner)
        let isSelf = before.map { t[$0].kind == .period } == true
            && before.flatMap { file.previous(before: $0) }.map { file.isKeyword($0, "self") } == true
        if isSelf || before.map({ t[$0].kind != .period }) ?? true {
            let bytes = file.bytes[t[owner].range]
            // At file level (a free function) a bare name is a local or a global, never a member. In a
            // type, a name it has read no property of so far is most often a local; either way the write
            // is the type's, resolved once every declaration is known (`Declarations.changes(of:in:)`).
            if let type { log.bare.append(BareWrite(type: type, name: NameHash.of(bytes), changes: changes)) }
            // A property read so far is written: anything that asks only whether it changes sees it.
            // How it changes stays with the type, in `bare`.
            if declares(properties, bytes) { log.add(file, t[owner].range, .assignedWhole) }
            return
        }
        log.add(file, t[owner].range, changes)
    }

    /// `cards.append("")` or `notes.append(self.config.newNoteText)`: one literal, or a name or member
    /// path, appended to a collection in a member of `type`. Kept as a candidate: the end of the scan
    /// keeps a path only where this file binds its last name as a field's text, and then looks for a
    /// check for an equal value (`repeatableAppend`). Kept out of line: most appends are of other values.
    @inline(never)
    static func recordRepeatable(_ file: SourceFile, method i: Int, collection owner: Int, into log: inout WriteLog, type: String, typeOpen: Int) {
        let t = file.tokens
        guard t[i].length == 6, file.tokenIs(i, "append"), let open = file.next(after: i), t[open].kind == .leftParen,
              let close = file.tree.match(open), let first = file.next(after: open), first < close,
              let last = file.previous(before: close) else { return }
        let typed: UInt64?
        if first == last, t[first].kind == .stringSegment || t[first].kind == .integerLiteral || t[first].kind == .floatLiteral {
            typed = nil
        } else if let path = MemberPath.exactly(file, first, last), let name = path.components.last, t[name].kind == .identifier,
                  !file.isKeyword(name, "self"), !DeclarationScanner.isUppercaseStart(file, name) {
            typed = NameHash.of(file.bytes[t[name].range])
        } else {
            return
        }
        log.repeatable.append(RepeatableAppend(type: type, typeOpen: typeOpen, collection: owner, value: (first, last), typed: typed))
    }

    /// Whether the code around an append checks for an equal value first: a name in the appending
    /// member that looks one up (`contains`, `firstIndex`, `first(where:)`, a `filter`, a `Set`, …),
    /// or, anywhere in the file, a lookup in the collection itself (`tags.firstIndex(of: tagText)` in a
    /// getter that disables the add button).
    /// `looked`: whether the file looks up in each collection name, by its hash, found once per name.
    static func checksBeforeAppend(_ file: SourceFile, _ append: RepeatableAppend, looked: inout [UInt64: Bool]) -> Bool {
        let t = file.tokens
        let body = append.member(in: file)
        guard t[body].kind == .leftBrace, let end = file.tree.match(body) else { return true }
        for k in body..<end where t[k].kind == .identifier && t[k].length <= 18 && repeatChecks.contains(file.text(k)) {
            // `first` and `last` only as lookups (`first(where:)`, `first { … }`), not `offsets.first`.
            guard file.tokenIs(k, "first") || file.tokenIs(k, "last") else { return true }
            if let n = file.next(after: k), t[n].kind == .leftParen || t[n].kind == .leftBrace { return true }
        }
        let name = t[append.collection].range
        let hash = NameHash.of(file.bytes[name])
        if let known = looked[hash] { return known }
        var found = false
        for k in t.indices where t[k].kind == .identifier && t[k].length == name.count && file.bytes[t[k].range] == file.bytes[name] {
            if let dot = file.next(after: k), t[dot].kind == .period, let m = file.next(after: dot), t[m].kind == .identifier,
               t[m].length <= 18, repeatChecks.contains(file.text(m)) {
                found = true
                break
            }
        }
        looked[hash] = found
        return found
    }

    /// Whether the collection named at `i` is a local of the member around it: bare, and declared there.
    static func isLocalCollection(_ file: SourceFile, _ i: Int) -> Bool {
        guard file.previous(before: i).map({ file.tokens[$0].kind != .period }) ?? true else { return false }
        return WriteSyntax.declaredLocally(i, file)
    }

    /// Whether the append fills a collection once, as sample data is built: in a `static` member
    /// (`static var sample: Deck { … deck.cards.append("Ace") … }`), or beside an append of another
    /// literal to the same collection in the same member ("Ace", "King", "Queen"), which no tap repeats.
    static func buildsOnce(_ file: SourceFile, _ append: RepeatableAppend, among all: [RepeatableAppend]) -> Bool {
        let t = file.tokens
        let body = append.member(in: file)
        let name = t[append.collection].range
        if append.typed == nil, all.contains(where: { other in
            other.typed == nil && other.collection != append.collection && file.bytes[t[other.collection].range] == file.bytes[name]
                && (body...(file.tree.match(body) ?? body)).contains(other.value.first)
                && file.text(tokens: other.value.first, through: other.value.last) != file.text(tokens: append.value.first, through: append.value.last)
        }) {
            return true
        }
        // The member's declaration: back from its body to the keyword that starts it, then its modifiers.
        var k = file.previous(before: body)
        while let j = k, j > append.typeOpen, !(file.isKeyword(j, "var") || file.isKeyword(j, "func") || file.isKeyword(j, "init")
                                                || file.isKeyword(j, "subscript")) {
            k = file.previous(before: j)
        }
        while let j = k.flatMap({ file.previous(before: $0) }), j > append.typeOpen, t[j].kind == .keyword || t[j].kind == .identifier {
            if file.isKeyword(j, "static") || file.isKeyword(j, "class") { return true }
            // Modifiers only: `private static`, `nonisolated`; a name or a `}` ends the declaration before.
            guard ["private", "fileprivate", "public", "internal", "open", "final", "nonisolated", "override", "mutating", "lazy"]
                    .contains(file.text(j)) else { break }
            k = j
        }
        return false
    }

    /// Names that show code may check for an equal value before it appends one.
    static let repeatChecks: Set<String> = ["contains", "firstIndex", "lastIndex", "first", "last", "filter", "allSatisfy", "Set",
                                            "removeAll", "uniqued", "removingDuplicates", "removeDuplicates", "reduce", "OrderedSet",
                                            "NSOrderedSet", "unique"]

    /// Whether the value assigned by the `=` at `i` is the pieces of a split string
    /// (`text.split(separator: ",")`, `text.components(separatedBy: ",")`, then perhaps mapped) with
    /// nothing that removes repeats (`Set(…)`, `NSOrderedSet`, `uniqued()`, a `filter`, `reduce`).
    static func splitsText(_ file: SourceFile, after i: Int) -> Bool {
        let t = file.tokens
        guard let value = file.next(after: i) else { return false }
        let end = file.statementEnd(startingAt: value, limit: t.count)
        var splits = false
        var j = value
        while j <= end {
            if t[j].kind == .identifier {
                if file.tokenIs(j, "split") || file.tokenIs(j, "components"), let open = file.next(after: j), t[open].kind == .leftParen {
                    if file.tokenIs(j, "split") { splits = true } else if let label = file.next(after: open), file.tokenIs(label, "separatedBy") { splits = true }
                } else if file.tokenIs(j, "Set") || file.tokenIs(j, "NSOrderedSet") || file.tokenIs(j, "uniqued")
                            || file.tokenIs(j, "filter") || file.tokenIs(j, "reduce") || file.tokenIs(j, "removingDuplicates") {
                    return false
                }
            }
            j += 1
        }
        return splits
    }

    /// Whether token `i` stands directly in a binding's setter (`Binding(get: …, set: { text in … })`):
    /// the text split there is what a user types into the field the binding is given to. (A command's
    /// output listing names, split by lines, repeats only if the names do.) Asked of every assignment:
    /// the nearest block only.
    static func inBindingSetter(_ file: SourceFile, _ i: Int) -> Bool {
        let t = file.tokens
        guard let open = file.tree.enclosing(i), t[open].kind == .leftBrace, let colon = file.previous(before: open),
              t[colon].kind == .colon, let label = file.previous(before: colon) else { return false }
        return file.tokenIs(label, "set")
    }

    /// Whether `properties` has one named by `bytes`.
    static func declares(_ properties: [PropertyDecl], _ bytes: ArraySlice<UInt8>) -> Bool {
        declared(properties, bytes) != nil
    }

    /// The index of the property named by `bytes`, if `properties` has one (lengths first: most names
    /// differ in length).
    static func declared(_ properties: [PropertyDecl], _ bytes: ArraySlice<UInt8>) -> Int? {
        properties.firstIndex { $0.name.utf8.count == bytes.count && sameBytes($0.name, bytes) }
    }

    /// Whether `name`'s UTF-8 is `bytes` (of the same length), compared through buffers: stepping a
    /// string's UTF-8 view against a slice costs several times as much.
    static func sameBytes(_ name: String, _ bytes: ArraySlice<UInt8>) -> Bool {
        name.utf8.withContiguousStorageIfAvailable { a in
            bytes.withUnsafeBufferPointer { b in
                for k in 0..<b.count where a[k] != b[k] { return false }
                return true
            }
        } ?? name.utf8.elementsEqual(bytes)
    }

    /// Records the members after token `i` (`.a.b`, past subscripts): all of them, or only the
    /// last one unless it is a method called. Whether it found a member.
    @discardableResult
    static func recordPath(_ file: SourceFile, after i: Int, into log: inout WriteLog, _ changes: Changes, all: Bool) -> Bool {
        let t = file.tokens
        var j = i
        var last: Int?
        var steps = 0
        while steps < 16, let dot = file.next(after: j) {
            steps += 1
            if t[dot].kind == .leftBracket, let close = file.tree.match(dot) { j = close; continue }
            guard t[dot].kind == .period, let member = file.next(after: dot), t[member].kind == .identifier else { break }
            if all, let l = last { log.add(file, t[l].range, changes) }
            last = member
            j = member
        }
        if let last, all || file.next(after: j).map({ t[$0].kind != .leftParen }) ?? true { log.add(file, t[last].range, changes) }
        return last != nil
    }
}

/// What one file writes, by member name hash, as the declaration scan records it.
struct WriteLog: Sendable {
    /// The changes made to each member name, written through any value or as the enclosing type's
    /// own property once it is declared, in the order first written. A file writes few names: a
    /// list searched from its end beats hashing each write, up to `WriteLog.indexed` names, past
    /// which an index by name keeps a file of many writes linear.
    var entries: [(name: UInt64, changes: Changes)] = []
    private var index: [UInt64: Int]?
    static let indexed = 32

    /// The changes by name.
    var changes: [UInt64: Changes] {
        Dictionary(entries.map { ($0.name, $0.changes) }, uniquingKeysWith: { $0.union($1) })
    }
    /// Bare writes (`items = …`, `items.remove(at: i)` in a method) whose property is declared below
    /// them, in another part of the type, or not at all (a local).
    var bare: [BareWrite] = []
    /// Elements of the enclosing type's own collection replaced by values made anew
    /// (`WriteSyntax.remadeElement`): the type, the collection's name and the made type's.
    var remade: [(type: String, name: String, made: String)] = []
    /// The enclosing type's own collections given a whole array of values made anew
    /// (`WriteSyntax.refilledValue`): the type, the collection's name and the made type's.
    var refilled: [(type: String, name: String, made: String)] = []
    /// Values appended that may equal one already there (`ProjectWrites.recordRepeatable`).
    var repeatable: [RepeatableAppend] = []
    /// The bodies of the initializers the scan has met that may still hold the tokens it visits,
    /// outermost first (a local type's `init` inside an initializer nests).
    private var initializers: [(open: Int, close: Int)] = []

    /// Keeps the body of an initializer the scan meets (`WriteSyntax.initializerBody`).
    mutating func enterInitializer(_ body: (open: Int, close: Int)) {
        while let top = initializers.last, body.open > top.close { initializers.removeLast() }
        initializers.append(body)
    }

    /// Whether token `i`, at or after every token asked about before, is inside an initializer's
    /// body (where a `let` or `var` gets its first value), not in a closure there that runs later.
    mutating func inInitializer(_ i: Int, _ file: SourceFile) -> Bool {
        while let top = initializers.last, i > top.close { initializers.removeLast() }
        guard let body = initializers.last, i > body.open else { return false }
        return !WriteSyntax.runsLater(file, i, within: body.open)
    }

    mutating func add(_ file: SourceFile, _ range: Range<Int>, _ change: Changes) {
        let name = NameHash.of(file.bytes[range])
        if let index {
            if let k = index[name] { entries[k].changes.formUnion(change) } else {
                self.index![name] = entries.count
                entries.append((name, change))
            }
            return
        }
        if let k = entries.lastIndex(where: { $0.name == name }) {
            entries[k].changes.formUnion(change)
            return
        }
        entries.append((name, change))
        if entries.count > WriteLog.indexed {
            index = Dictionary(entries.indices.map { (entries[$0].name, $0) }, uniquingKeysWith: { $1 })
        }
    }
}

/// A value appended in a member of `type` that may equal one already there (`cards.append("")`,
/// `notes.append(newNoteText)`): kept while the file is scanned, decided at its end.
struct RepeatableAppend: Sendable {
    var type: String
    /// The `{` of the type's body: the appending member is the outermost brace inside it.
    var typeOpen: Int
    /// The collection's name token (`cards`).
    var collection: Int
    /// The value's tokens.
    var value: (first: Int, last: Int)
    /// The hash of the value's last name, which a field of the file must bind as its text; nil for a literal.
    var typed: UInt64?

    /// The appending member's body: the outermost bracket inside the type's (a `{` for a member).
    func member(in file: SourceFile) -> Int {
        var body = value.first
        while let up = file.tree.enclosing(body), up > typeOpen { body = up }
        return body
    }
}

/// A bare write in a member of `type` (or an extension of it): a write of `type.name` if the type
/// declares a property `name` anywhere, else of a local.
package struct BareWrite: Sendable, Hashable {
    package var type: String
    package var name: UInt64
    package var changes: Changes

    /// Package-wide: the cache's decoder (ListFixProject) makes them.
    package init(type: String, name: UInt64, changes: Changes) {
        self.type = type
        self.name = name
        self.changes = changes
    }
}
