// Rows: the calls that make rows (`RowsCall`) and what surrounds them: the container that shows
// them (`RowContainer`), the row closure (`RowBody`), rows over indices (`IndexLoop`), menu items
// (`MenuItems`), and rows over a filtered or sorted copy (`DerivedRows`).

import SwiftTokens

/// Rows whose positions are not the positions of the collection they come from: the data is a
/// filtered, sorted, reversed or otherwise re-ordered copy of a property, written inline
/// (`notes.filter { … }`) or as a computed property of the view whose getter makes it
/// (`var visibleNotes: [Note] { notes.filter { … } }`, in any part of the type in this file).
struct DerivedRows {
    /// The source's names (`["store", "notes"]`).
    var source: [String]
    /// How the rows' order differs from the source's: "a filtered", "a sorted", …
    var how: String
    /// The rows' data as written (`visibleNotes`, `notes.filter { … }` is shown as `notes.filter`).
    var shown: String
    /// For a getter that chooses by a `switch` or `if`, the names its choice reads (`scope`): a
    /// handler that reads them too may apply the offsets to X only where the rows are X.
    var chosenBy: Set<String> = []
    /// The source's tokens where the derivation is written (`notes` of `notes.filter { … }`).
    var sourceTokens: (first: Int, last: Int)?
    /// The view's member whose body makes the rows: a computed property (`visibleNotes`) or a
    /// method (`visibleNotes()`, `notes(in: folder)`); nil for rows written inline.
    var maker: Maker?
    /// `source`, and what it is made from in turn where it is a getter of the type
    /// (`filteredStuffs.filter(\.isPinned)`, where `filteredStuffs` sorts `stuffs`): the rows'
    /// positions are none of these collections' positions.
    var lineage: [[String]] = []

    /// A member of the view that makes the rows.
    struct Maker {
        var name: String
        var isMethod: Bool
        /// A method called with arguments: what they are where the rows are made is not known elsewhere.
        var hasArguments: Bool
        /// The `{` and `}` of its body.
        var open: Int
        var close: Int
        /// "computed property" or "method", for messages.
        var kind: String { isMethod ? "method" : "computed property" }
    }

    /// Derivations that change which element stands at a position. `map` keeps every position, and
    /// `prefix` the positions it keeps: offsets into them are offsets into the source.
    static let reordering: [String: String] = [
        "filter": "a filtered", "sorted": "a sorted", "reversed": "a reversed", "compactMap": "a filtered",
        "dropFirst": "a shifted", "suffix": "a shifted", "shuffled": "a shuffled",
    ]

    /// `anywhere`: the getter may have several statements, and any derivation of a property in it
    /// counts (`guard query.isEmpty else { return items.filter { … } }`): enough to say the getter
    /// does that work, not which element stands at a position.
    init?(_ call: RowsCall, in context: RuleContext, anywhere: Bool = false) {
        guard let (first, last) = call.dataTokens(context.file), let owner = context.enclosingType(of: call.nameToken) else { return nil }
        self.init(data: first, last, owner: owner, in: context, anywhere: anywhere)
    }

    /// The rows' data written from `first` through `last` in a member of `owner`.
    init?(data first: Int, _ last: Int, owner: TypeDecl, in context: RuleContext, anywhere: Bool = false) {
        let file = context.file
        var (first, last) = (first, last)
        // `Array(X.enumerated())`, `X.enumerated()`: X's work, whatever wraps it.
        if anywhere, let enumerated = EnumeratedData.parse(file, first, last) { (first, last) = (enumerated.baseFirst, enumerated.baseLast) }
        guard let path = MemberPath.parse(file, at: first, through: last, subscripts: false) else { return nil }
        if var derived = DerivedRows.inline(path, file) {
            // What the source is made from matters only to where offsets are applied (exact rows).
            if !anywhere {
                (derived.lineage, derived.chosenBy) = DerivedRows.lineage(of: derived.source, owner: owner, chosenBy: derived.chosenBy, in: context)
            }
            self = derived
            return
        }
        // `visibleNotes` or `self.visibleNotes`, a computed property of the view; or a call of its
        // method, `visibleNotes()`, `notes(in: folder)`.
        var names = path.names(file)
        if names.first == "self" { names.removeFirst() } else if names.count == 1, let local = DataOrigin.local(names[0], at: first, in: context) {
            // `let pinned = filteredStuffs.filter(\.isPinned)` in the body: its value's work, named.
            if !anywhere, path.last == last, file.isKeyword(local.keyword, "let"), let value = local.value,
               var derived = DerivedRows(data: value.first, value.last, owner: owner, in: context) {
                derived.shown = names[0]
                derived.maker = nil
                self = derived
                return
            }
            // `ForEach(orders)` in `func orderRows(_ orders: [Order])`: the parameter, not the property.
            return nil
        }
        var callOpen: Int?
        if path.last != last, let open = file.next(after: path.last), file.tokens[open].kind == .leftParen, file.tree.match(open) == last {
            callOpen = open
        }
        guard path.last == last || callOpen != nil, names.count == 1 else { return nil }
        let shown = names[0] + (callOpen.map { file.text(tokens: $0, through: last) } ?? "")
        let parts = context.fileTypes(named: owner.name)
        // A method of one name only, in every part of the type here: an overload is chosen by labels.
        let methods = callOpen == nil ? [] : parts.flatMap { DeclarationScanner.methodBodies(of: names[0], in: $0, file: file) }
        guard callOpen == nil || methods.count == 1 else { return nil }
        for decl in parts {
            guard let body = callOpen == nil ? DeclarationScanner.accessorBody(of: names[0], in: decl, file: file)
                    : DeclarationScanner.methodBodies(of: names[0], in: decl, file: file).first ?? nil else { continue }
            let maker = Maker(name: names[0], isMethod: callOpen != nil, hasArguments: callOpen.map { file.next(after: $0) != last } ?? false,
                              open: body.open, close: body.close)
            if anywhere {
                // A getter that rebuilds what another getter of the view filters or sorts
                // (`Dictionary(grouping: filteredStock, …)`) does that work too, each time it is read.
                guard var derived = DerivedRows.anywhere(in: body.open, body.close, file)
                        ?? DerivedRows.throughGetter(in: body.open, body.close, of: parts, except: names[0], file) else { return nil }
                // `var options = options; …; return options.filter { … }`: the local is the property's copy.
                if let local = derived.source.first, DerivedRows.declares(local, in: body.open, body.close, file) {
                    guard let value = GetterValue.of(getter: body.open, file), let how = value.how else { return nil }
                    derived = DerivedRows(source: value.source, how: how, shown: value.source.joined(separator: "."))
                    derived.sourceTokens = value.sourceTokens
                }
                self = DerivedRows(source: derived.source, how: derived.how, shown: shown)
                self.maker = maker
                sourceTokens = derived.sourceTokens
                return
            }
            if let made = DerivedRows.made(in: body.open, body.close, file), let derived = DerivedRows.inline(made, file) {
                self = DerivedRows(source: derived.source, how: derived.how, shown: shown)
                self.maker = maker
                sourceTokens = derived.sourceTokens
                (lineage, chosenBy) = DerivedRows.lineage(of: derived.source, owner: owner, chosenBy: chosenBy, in: context)
                return
            }
            if let derived = DerivedRows.branches(in: body.open, file) {
                self = DerivedRows(source: derived.source, how: derived.how, shown: shown)
                self.maker = maker
                chosenBy = derived.chosenBy
                return
            }
            // Several statements: `var result = stuffs; …; return result.sorted { … }`.
            guard let value = GetterValue.of(getter: body.open, file), let how = value.how else { return nil }
            self = DerivedRows(source: value.source, how: how, shown: shown)
            self.maker = maker
            sourceTokens = value.sourceTokens
            chosenBy = value.chosenBy
            (lineage, chosenBy) = DerivedRows.lineage(of: value.source, owner: owner, chosenBy: chosenBy, in: context)
            return
        }
        return nil
    }

    /// Whether the tokens between `open` and `close` declare a local `name` (`let name`, `var name`).
    static func declares(_ name: String, in open: Int, _ close: Int, _ file: SourceFile) -> Bool {
        ((open + 1)..<close).contains { i in
            (file.isKeyword(i, "let") || file.isKeyword(i, "var")) && file.next(after: i).map { file.tokenIs($0, name) } ?? false
        }
    }

    /// `source`, then the property its getter's value is made from, as far as getters of the type
    /// lead (three steps at most), with the names their conditions read added to `chosenBy`.
    static func lineage(of source: [String], owner: TypeDecl, chosenBy: Set<String>, in context: RuleContext) -> ([[String]], Set<String>) {
        var out = [source]
        var chosen = chosenBy
        let parts = context.fileTypes(named: owner.name)
        while out.count < 4, let last = out.last, last.count == 1,
              let body = parts.lazy.compactMap({ DeclarationScanner.accessorBody(of: last[0], in: $0, file: context.file) }).first {
            if let value = GetterValue.of(getter: body.open, context.file), !out.contains(value.source) {
                out.append(value.source)
                chosen.formUnion(value.chosenBy)
            } else if let grouped = groupedSource(in: body.open, body.close, context.file), !out.contains(grouped) {
                // Groups of the source's elements: no position of theirs is one of the source's.
                out.append(grouped)
            } else {
                break
            }
        }
        return (out, chosen)
    }

    /// The property a getter groups (`Dictionary(grouping: transactions, by: { … })`, in any of its
    /// statements), when it is a property path and not a local of the getter.
    static func groupedSource(in open: Int, _ close: Int, _ file: SourceFile) -> [String]? {
        let t = file.tokens
        for k in (open + 1)..<close where t[k].kind == .identifier && file.tokenIs(k, "Dictionary") {
            guard let paren = file.next(after: k), t[paren].kind == .leftParen,
                  let argument = file.arguments(of: paren).first, let label = argument.label, file.tokenIs(label, "grouping"),
                  let first = argument.valueFirst, let last = argument.valueLast,
                  let path = MemberPath.parse(file, at: first, through: last, subscripts: false), path.last == last else { continue }
            var names = path.componentTexts(file)
            if names.first == "self" { names.removeFirst() }
            guard let root = names.first, !root.hasPrefix("$"), !declares(root, in: open, close, file) else { continue }
            return names
        }
        return nil
    }

    init(source: [String], how: String, shown: String) {
        self.source = source
        self.how = how
        self.shown = shown
        lineage = [source]
    }

    /// `X.filter { … }`, `X.sorted(by: …)`, `X.reversed()`: X a property path, and the first
    /// derivation after it one that re-orders positions.
    static func inline(_ path: MemberPath, _ file: SourceFile) -> DerivedRows? {
        let names = path.names(file)
        guard let k = names.firstIndex(where: { reordering[$0] != nil }), k >= 1 else { return nil }
        var source = Array(names[..<k])
        if source.first == "self" { source.removeFirst() }
        // `$notes.filter { … }`: bindings to the filtered elements of `notes`, at their positions.
        if let root = source.first, root.hasPrefix("$") { source[0] = String(root.dropFirst()) }
        guard !source.isEmpty, !source.contains(where: { reordering[$0] != nil || $0 == "map" }) else { return nil }
        var derived = DerivedRows(source: source, how: reordering[names[k]]!, shown: (source + [names[k]]).joined(separator: "."))
        derived.sourceTokens = (path.first, path.components[k - 1])
        return derived
    }

    /// The first derivation of a property path anywhere between `open` and `close`; a
    /// parenthesized receiver (`(stock + missing).filter { … }`) derives from its first path.
    static func anywhere(in open: Int, _ close: Int, _ file: SourceFile) -> DerivedRows? {
        let t = file.tokens
        var j = open + 1
        while j < close {
            defer { j += 1 }
            if t[j].kind == .leftParen, let end = file.tree.match(j), end < close,
               file.previous(before: j).map({ t[$0].kind != .identifier && t[$0].kind != .rightParen && t[$0].kind != .rightBracket
                   && !file.isKeyword($0, "self") }) ?? true,
               let period = file.next(after: end), t[period].kind == .period,
               let member = file.next(after: period), let how = reordering[file.text(member)],
               let inner = anywhereSource(in: j, end, file) {
                return DerivedRows(source: inner, how: how, shown: inner.joined(separator: "."))
            }
            let isStart = (t[j].kind == .identifier || file.isKeyword(j, "self")) && file.previous(before: j).map { t[$0].kind != .period } ?? true
            guard isStart, let path = MemberPath.parse(file, at: j, through: close, subscripts: false, acrossLines: true) else { continue }
            if let derived = inline(path, file) { return derived }
            j = path.last
        }
        return nil
    }

    /// The first property path inside the parentheses from `open` to `close`.
    private static func anywhereSource(in open: Int, _ close: Int, _ file: SourceFile) -> [String]? {
        let t = file.tokens
        for j in (open + 1)..<close where t[j].kind == .identifier && file.previous(before: j).map({ t[$0].kind != .period }) ?? true {
            guard let path = MemberPath.parse(file, at: j, through: close, subscripts: false) else { continue }
            var names = path.names(file)
            if names.first == "self" { names.removeFirst() }
            if !names.isEmpty { return names }
        }
        return nil
    }

    /// The derivation of another computed property of the type that the getter from `open` to
    /// `close` reads (one step: that getter's own work, not a chain of them).
    static func throughGetter(in open: Int, _ close: Int, of parts: [TypeDecl], except own: String, _ file: SourceFile) -> DerivedRows? {
        let t = file.tokens
        var asked: Set<String> = [own]
        // A name the getter declares itself (`let limit = 20`) is not the view's getter.
        for j in (open + 1)..<close where file.isKeyword(j, "let") || file.isKeyword(j, "var") {
            if let n = file.next(after: j), t[n].kind == .identifier { asked.insert(file.text(n)) }
        }
        for j in (open + 1)..<close where t[j].kind == .identifier && file.isReference(j) {
            let name = file.text(j)
            guard asked.insert(name).inserted else { continue }
            for part in parts {
                // Only a getter of a collection (`var filteredStock: [Stock]`): a count or a flag it
                // reads is not the rows' work.
                guard let body = DeclarationScanner.accessorBody(of: name, in: part, file: file),
                      let colon = (part.open..<body.open).last(where: { t[$0].kind == .colon }),
                      ((colon + 1)..<body.open).contains(where: { t[$0].kind == .leftBracket }) || file.text(tokens: colon, through: body.open).contains("Array<"),
                      let derived = anywhere(in: body.open, body.close, file) else { continue }
                return derived
            }
        }
        return nil
    }

    /// A getter that is one `switch` or `if` whose every branch gives X or a re-ordered view of X
    /// (`case .all: return notes`, `case .starred: return notes.filter(\.isStarred)`): while a
    /// re-ordering branch is taken, the rows' positions are not X's. Nil when a branch gives
    /// anything else, or none re-orders.
    static func branches(in open: Int, _ file: SourceFile) -> DerivedRows? {
        let statements = file.statements(inBody: open)
        // The arms as view code reads them (`ViewCountReader.branches`): each must give one value.
        guard statements.count == 1, case let statement = statements[0],
              case .complete(let arms) = ViewCountReader.branches(of: statement, in: file), arms.count >= 2,
              arms.allSatisfy({ $0.count == 1 }) else { return nil }
        let t = file.tokens
        var source: [String]?
        var how: String?
        for arm in arms {
            var first = arm[0].first
            if file.isKeyword(first, "return"), let n = file.next(after: first) { first = n }
            guard let path = MemberPath.parse(file, at: first, through: arm[0].last, subscripts: false),
                  isCallChain(file, from: path.last + 1, through: arm[0].last) else { return nil }
            let derived = inline(path, file)
            // A branch that calls anything on X other than a re-ordering gives something else.
            guard derived != nil || path.last == arm[0].last else { return nil }
            let from = derived?.source ?? path.names(file)
            guard from == (source ?? from), !from.contains(where: { reordering[$0] != nil || $0 == "map" }) else { return nil }
            source = from
            if how == nil { how = derived?.how }
        }
        guard let source, let how else { return nil }
        var derived = DerivedRows(source: source, how: how, shown: source.joined(separator: "."))
        // The names the choice reads: every name of the statement outside its arms (the switch's
        // subject, the `if` conditions), not a member (`.starred`).
        let inArms = arms.map { ($0[0].first, $0[0].last) }
        for j in statement.first...statement.last where t[j].kind == .identifier && !inArms.contains(where: { $0.0 <= j && j <= $0.1 }) {
            if file.previous(before: j).map({ t[$0].kind != .period }) ?? true { derived.chosenBy.insert(file.text(j)) }
        }
        return derived
    }

    /// Whether tokens `from...last` only go on with calls, closures and members (`{ … }.sorted()`),
    /// no operator: the value is the path's chain, not a sum or a ternary of it.
    static func isCallChain(_ file: SourceFile, from: Int, through last: Int) -> Bool {
        let t = file.tokens
        var j = from
        while j <= last {
            let kind = t[j].kind
            if kind == .leftParen || kind == .leftBrace {
                guard let close = file.tree.match(j), close <= last else { return false }
                j = close + 1
            } else if kind == .period || kind == .identifier || kind.isTrivia {
                j += 1
            } else {
                return false
            }
        }
        return true
    }

    /// The path the getter between `open` and `close` returns: its one expression (`notes.filter { … }`,
    /// `return notes.sorted()`); nil for a getter of several statements.
    static func made(in open: Int, _ close: Int, _ file: SourceFile) -> MemberPath? {
        let statements = file.statements(inBody: open)
        guard statements.count == 1, var first = Optional(statements[0].first) else { return nil }
        if file.isKeyword(first, "return"), let n = file.next(after: first) { first = n }
        guard let path = MemberPath.parse(file, at: first, through: statements[0].last, subscripts: false, acrossLines: true) else { return nil }
        return path
    }
}
