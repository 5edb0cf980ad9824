import SwiftTokens

/// `ForEach(Array(repeating: v, count: n))` (or a literal `[p, p]`, or a property that holds one,
/// often behind `??`): every row is the same value, so every row has the same id.
struct RepeatedID: Rule {
    let metadata = RuleMetadata(
        id: "repeated-id",
        fixSafety: .sometimes,
        triggers: ["ForEach", "List"],
        level: .error,
        facts: .repeatedValues,
        // The first two are not asked by the rule itself: the first pass reads whether a file names them
        // (`EventIdentifiedTypes`). `append` gates the typed values' check, free from the trigger-word scan.
        // The calendar's one-letter names gate `CalendarSymbols`; the 33 bytes of
        // `veryShortStandaloneWeekdaySymbols` would share the lexer's slot of one-letter names
        // (lengths count modulo 32), so that one is searched for in the bytes instead.
        hints: ["calendarItemIdentifier", "eventIdentifier", "append", "veryShortWeekdaySymbols", "veryShortMonthSymbols",
                "veryShortStandaloneMonthSymbols"])

    init() {}

    func findings(in context: RuleContext) -> [Finding] {
        let file = context.file
        var out: [Finding] = []
        for call in context.listCalls {
            guard let (first, last) = call.dataTokens(file) else { continue }
            for operand in GivenValues.operands(file, first, last) {
                guard let repeated = repeatedSource(operand, context) else { continue }
                let name = call.kind.rawValue
                let range = file.range(from: operand.first, through: operand.last)
                let message = (repeated.onSomePaths ? "while its getter gives that array, " : "")
                    + "every row of this `\(name)` has the same id: \(repeated.what) repeats one value, so SwiftUI logs "
                    + "\"the ID … occurs multiple times\" and shows wrong or missing rows"
                guard operand == (first, last), case .repeating(let value, let count, let elementType)? = repeated.array?.shape else {
                    out.append(metadata.finding(range: range, message: message,
                                                fix: Fix.blocked("key placeholder rows by position, `ForEach(0..<count, id: \\.self) { _ in … }`")))
                    continue
                }
                out.append(metadata.finding(range: range, message: message,
                                            fix: RowsByPosition.fix(call: call, value: value, count: count, elementType: elementType, context: context)))
            }
        }
        out += duplicateLiteralFindings(context)
        out += calendarSymbolFindings(context)
        out += recurringEventFindings(context)
        out += splitPiecesFindings(context)
        let typed = typedAppendFindings(context)
        out += typed
        out += repeatableAppendFindings(context, except: Set(typed.map { $0.range.lowerBound }))
        return out
    }

    /// Rows keyed by `\.self` over a collection of strings or numbers that the project appends a value
    /// to that may equal one already there, with nothing in the appending member that checks first:
    /// a literal (`cards.append("")`, each tap of an add button), or the text of a field of that file
    /// (`task.notes.append(config.newNoteText)`). Two equal values are two rows with one id. Matched by
    /// the collection's name, as the project's writes are; `except`: rows the view's own typed append
    /// already reports.
    func repeatableAppendFindings(_ context: RuleContext, except: Set<Int>) -> [Finding] {
        let file = context.file
        var out: [Finding] = []
        for call in context.listCalls {
            guard let id = call.id, let member = file.keyPathMember(of: id), file.isKeyword(member, "self"),
                  let (first, last) = call.dataTokens(file), let path = MemberPath.exactly(file, first, last),
                  var name = path.names(file).last else { continue }
            if name.hasPrefix("$") { name.removeFirst() }
            let appended = context.declarations.madeValues(named: Declarations.repeatableAppend + name)
            guard !appended.isEmpty, !except.contains(file.range(from: first, through: last).lowerBound),
                  let element = TypeResolver(context).elementType(of: path) else { continue }
            // A `let` of the type that holds the rows (`poem.lines`) is appended to by no one: another
            // type's collection of that name is.
            let names = path.names(file).filter { $0 != "self" }
            let holder = names.count >= 2 ? TypeResolver(context).type(ofNames: Array(names.dropLast()), at: first).map(TypeResolver.nominal)
                : context.enclosingType(of: call.nameToken)?.name
            if let holder, context.declarations.property(name, of: holder)?.isLet == true { continue }
            // The appended value must be a value of the rows: text for text, a number for numbers.
            let values = appended.values.filter { value in
                switch TypeResolver.nominal(element) {
                case "String", "Substring": return value.first.map { !($0.isNumber || $0 == "-") } ?? false
                case "Int", "Double", "Float", "CGFloat": return value.first.map { $0.isNumber || $0 == "-" } ?? false
                default: return false
                }
            }
            guard let (type, value) = appended.filter({ values.contains($0.value) }).min(by: { $0.key < $1.key }) else { continue }
            let what = value.hasPrefix("\"") || value.first?.isNumber == true || value.hasPrefix("-")
                ? "`\(value)`, the same value on each call"
                : "`\(value)`, the text of a field, as typed"
            let message = "these rows are keyed by `\\.self` over `\(name)`, to which `\(type)` appends \(what), with nothing that "
                + "checks for an equal value first: two equal values are two rows with one id, and SwiftUI shows one twice or "
                + "drops one; skip a value `\(name)` already holds, or key the rows by a stored id"
            out.append(Finding(rule: metadata.id, range: file.range(from: first, through: last), message: message, severity: .warning))
        }
        return out
    }

    /// Rows keyed by `\.self` over the view's array that its own code appends the text of a field to
    /// (`tags.append(tagText)`, with `TextField(…, text: $tagText)`), and that nothing here checks
    /// for the value first (`tags.contains(…)`) or makes unique: a tag typed twice is two rows with
    /// one id. A warning: the user must type a repeat.
    func typedAppendFindings(_ context: RuleContext) -> [Finding] {
        guard context.mentions("append") else { return [] }
        let file = context.file
        let t = file.tokens
        var out: [Finding] = []
        for call in context.listCalls {
            guard let id = call.id, let member = file.keyPathMember(of: id), file.isKeyword(member, "self"),
                  let (first, last) = call.dataTokens(file), let path = MemberPath.exactly(file, first, last),
                  case let names = path.names(file).filter({ $0 != "self" }), names.count == 1,
                  let owner = context.enclosingType(of: call.nameToken),
                  owner.properties.contains(where: { $0.name == names[0] && $0.wrapper == "State" }) else { continue }
            let name = names[0]
            var typed: String?
            var uses: [(member: Int, method: Int)] = []
            var checked = false
            // Every part of the type in this file: a check may sit in an extension's getter.
            for part in context.fileTypes(named: owner.name) {
                guard let close = file.tree.match(part.open) else { continue }
                for i in part.open..<close where t[i].kind == .identifier && file.tokenIs(i, name) {
                    // `Set(tags)`, `Set(self.tags)`: made unique somewhere.
                    var start = i
                    if let dot = file.previous(before: i), t[dot].kind == .period, let s = file.previous(before: dot), file.isKeyword(s, "self") { start = s }
                    if let paren = file.previous(before: start), t[paren].kind == .leftParen, let callee = file.previous(before: paren),
                       file.tokenIs(callee, "Set") || file.tokenIs(callee, "OrderedSet") {
                        checked = true
                    }
                    guard let dot = file.next(after: i), t[dot].kind == .period, let method = file.next(after: dot) else { continue }
                    if RepeatedID.deduplicating.contains(file.text(method)) {
                        checked = true
                    } else if file.tokenIs(method, "append"), let open = file.next(after: method), t[open].kind == .leftParen,
                              let value = file.next(after: open), t[value].kind == .identifier, let end = file.next(after: value),
                              t[end].kind == .rightParen, boundToTextField(file.text(value), in: owner, file) {
                        typed = file.text(value)
                    } else {
                        uses.append((i, method))
                    }
                }
            }
            // A lookup of the typed value in the array (`tags.firstIndex(of: tagText) == nil`,
            // `tags.first(where: { $0 == tagText })`) on its line is a check too.
            if let typed, !checked {
                checked = uses.contains { use in
                    var k = use.method
                    while k < t.count, t[k].kind != .newline {
                        if t[k].kind == .identifier && file.tokenIs(k, typed) { return true }
                        k += 1
                    }
                    return false
                }
            }
            guard let typed, !checked else { continue }
            let message = "these rows are keyed by `\\.self` over `\(name)`, which this view appends the typed `\(typed)` to with "
                + "nothing that checks for it first: a value typed twice is two rows with one id, and SwiftUI shows one twice or "
                + "drops one; skip a value `\(name)` already holds"
            out.append(Finding(rule: metadata.id, range: file.range(from: first, through: last), message: message, severity: .warning))
        }
        return out
    }

    /// Rows keyed by `\.self` over an array literal of string or number literals, written in the
    /// call or as the value of a `let` of the view (`let weekdays = ["S", "M", "T", "W", "T", "F", "S"]`),
    /// in which one literal stands twice: those rows share one id.
    func duplicateLiteralFindings(_ context: RuleContext) -> [Finding] {
        let file = context.file
        let t = file.tokens
        var out: [Finding] = []
        for call in context.listCalls {
            guard let id = call.id, let member = file.keyPathMember(of: id), file.isKeyword(member, "self"),
                  let (first, last) = call.dataTokens(file) else { continue }
            var literal: (first: Int, last: Int)?
            if t[first].kind == .leftBracket, file.tree.match(first) == last {
                literal = (first, last)
            } else if case let ownType = file.isKeyword(first, "Self") && file.next(after: first).map({ t[$0].kind == .period }) == true,
                      let path = MemberPath.exactly(file, ownType ? first + 2 : first, last),
                      case let names = (ownType ? ["Self"] : []) + path.names(file).filter({ $0 != "self" }),
                      let owner = context.enclosingType(of: call.nameToken),
                      // `commonIcons`, or the type's own static one: `Self.commonIcons`, `Sheet.commonIcons`.
                      case let isStatic = names.count == 2 && (names[0] == "Self" || owner.name.split(separator: ".").last.map(String.init) == names[0]),
                      names.count == 1 || isStatic, let name = names.last,
                      owner.properties.contains(where: { $0.name == name && $0.isStored && $0.isLet && $0.hasInitialValue && $0.isStatic == isStatic }),
                      let value = DeclarationScanner.storedValue(of: name, in: owner, file, isStatic: isStatic),
                      t[value.first].kind == .leftBracket, file.tree.match(value.first) == value.last,
                      // Asked last (it walks the scopes): a local of that name is not the property.
                      isStatic || file.isKeyword(path.first, "self") || !TypeResolver(context).isLocal(name, at: first, inside: owner) {
                literal = value
            }
            guard let literal else { continue }
            var seen: Set<String> = []
            var repeated: [String] = []
            // A trailing comma leaves an empty last argument: no element.
            for argument in file.arguments(of: literal.first) where argument.valueFirst != nil || argument.label != nil {
                guard argument.label == nil, let f = argument.valueFirst, let l = argument.valueLast, f == l,
                      t[f].kind == .stringSegment || t[f].kind == .integerLiteral else { repeated = []; break }
                let text = file.text(f)
                if !seen.insert(text).inserted, !repeated.contains(text) { repeated.append(text) }
            }
            guard !repeated.isEmpty else { continue }
            // Written in the call (`ForEach([1, 2, 2])`), or a property's name.
            let name = literal.first == first ? nil : file.text(tokens: first, through: last)
            let which = repeated.map { "`\($0)`" }.joined(separator: ", ")
            let message = "these rows are keyed by `\\.self` over \(name.map { "`\($0)`" } ?? "an array") in which \(which) "
                + "\(repeated.count == 1 ? "stands" : "stand") more than once: those rows share one id, and SwiftUI logs \"the ID … occurs "
                + "multiple times\" and shows one twice or drops one"
            out.append(metadata.finding(range: file.range(from: first, through: last), message: message,
                                        fix: Fix.blocked("key the rows by position, `ForEach(Array(\(name ?? "…").enumerated()), id: \\.offset)`")))
        }
        return out
    }

    /// Members that check for a value or drop repeats (`tags.contains(x)`, `tags.removeAll { … }`).
    static let deduplicating: Set<String> = ["contains", "removeAll", "uniqued", "removeDuplicates", "removingDuplicates", "unique"]

    /// Whether `$name` is handed as the `text:` of a field in the type's body (`TextField("Tag", text: $name)`).
    func boundToTextField(_ name: String, in owner: TypeDecl, _ file: SourceFile) -> Bool {
        let t = file.tokens
        let binding = "$" + name
        guard let close = file.tree.match(owner.open) else { return false }
        return (owner.open..<close).contains { i in
            guard t[i].kind == .identifier, file.tokenIs(i, binding), let colon = file.previous(before: i), t[colon].kind == .colon,
                  let label = file.previous(before: colon) else { return false }
            return file.tokenIs(label, "text")
        }
    }

    /// Rows keyed by the `id` of a type the project makes from an `EKEvent` with its shared
    /// identifier (`EventIdentifiedTypes`): every occurrence of a recurring event has that id, so two
    /// occurrences among the rows are two rows with one id. A warning: the rows must hold two
    /// occurrences of one event.
    func recurringEventFindings(_ context: RuleContext) -> [Finding] {
        let file = context.file
        var out: [Finding] = []
        // Cheapest first: most projects make no such type, and resolving the rows' types costs.
        guard context.declarations.isEventIdentified(Declarations.anyType) else { return [] }
        for call in context.listCalls where call.id == nil {
            guard let (first, last) = call.dataTokens(file), let path = MemberPath.exactly(file, first, last),
                  let element = TypeResolver(context).elementType(of: path), case let type = TypeResolver.nominal(element),
                  context.declarations.isEventIdentified(TypeResolver.lastName(type)),
                  context.declarations.conforms(type, to: "Identifiable") else { continue }
            let message = "these rows are keyed by `\(type).id`, which the project makes from an `EKEvent`'s "
                + "`calendarItemIdentifier` or `eventIdentifier`: EventKit gives every occurrence of a recurring event the same "
                + "one, so two occurrences among the rows are two rows with one id, and SwiftUI shows one twice or drops one; "
                + "add the occurrence's start date to the id"
            out.append(Finding(rule: metadata.id, range: file.range(from: first, through: last), message: message, severity: .warning))
        }
        return out
    }

    /// Rows keyed by `\.self` over a collection the project fills with the pieces of a split string
    /// (`tags = text.split(separator: ",").map { … }`, `Change.splitPieces`): a piece typed twice, or
    /// two empty pieces, are two rows with one id. A warning: the text must hold a repeat.
    func splitPiecesFindings(_ context: RuleContext) -> [Finding] {
        let file = context.file
        var out: [Finding] = []
        for call in context.listCalls {
            guard let id = call.id, let member = file.keyPathMember(of: id), file.isKeyword(member, "self"),
                  let (first, last) = call.dataTokens(file), let path = MemberPath.exactly(file, first, last),
                  let name = path.names(file).last, !name.hasPrefix("$"),
                  splitFilled(path, name, at: call.nameToken, context) else { continue }
            let message = "these rows are keyed by `\\.self` over `\(name)`, which the project fills with the pieces of a split "
                + "string with nothing that removes repeats: a piece written twice (or two empty pieces) is two rows with one "
                + "id, and SwiftUI shows one twice or drops one; remove repeats where the pieces are made"
            out.append(Finding(rule: metadata.id, range: file.range(from: first, through: last), message: message, severity: .warning))
        }
        return out
    }

    /// Whether the project fills the collection `path` names with split pieces: through a value of
    /// the type that holds it (`Action.tags`, where a write's receiver was declared so), or through
    /// a value whose type the write could not tell. A member of another type of that name is not it.
    func splitFilled(_ path: MemberPath, _ name: String, at anchor: Int, _ context: RuleContext) -> Bool {
        // Cheapest first: no write of that name anywhere fills it with pieces.
        guard context.declarations.changes(of: name).contains(.splitPieces) else { return false }
        let names = path.names(context.file)
        let owner = names.count >= 2
            ? TypeResolver(context).type(ofNames: Array(names.dropLast()), at: path.first).map(TypeResolver.nominal)
            : context.enclosingType(of: anchor)?.name
        // Rows of a value whose type is unknown: only a write whose receiver's type was unknown too.
        guard let owner else { return context.declarations.changesThroughValues(of: name).contains(.splitPieces) }
        return context.declarations.changes(of: name, in: context.declarations.qualify(owner, in: context.enclosingType(of: anchor)?.name))
            .contains(.splitPieces)
    }

    /// What repeats, for the message, and the array when it is written right here.
    struct Source {
        var what: String
        var array: RepeatedArray?
        /// A getter gives the array on some of its paths only (`isLoading ? [p, p] : loaded`).
        var onSomePaths = false
    }

    /// The operand as a repeated array: written here, or a property or local whose value or getter is one.
    func repeatedSource(_ operand: (first: Int, last: Int), _ context: RuleContext) -> Source? {
        let file = context.file
        if let array = RepeatedArray.parse(file, operand.first, operand.last) {
            switch array.shape {
            case .repeating:
                return Source(what: "`Array(repeating:count:)`", array: array)
            case .literal(let element):
                let member = RepeatedArray.compact(file, element.first, element.last)
                guard MemberValue(context).isOneValue(member, elementType: nil, owner: nil, at: element.first) else { return nil }
                return Source(what: "`[\(member), \(member), …]`", array: array)
            }
        }
        guard let path = MemberPath.exactly(file, operand.first, operand.last) else { return nil }
        if let given = repeatedByGetter(path, context) { return given }
        guard // Cheap tests first: a property of that name repeats somewhere, or a local of that name is in scope.
              let last = path.names(file).last, context.declarations.mayRepeat(last) || mayBeRepeatedLocal(last, at: path.first, context),
              let found = MemberValue(context).property(path), let repeats = found.property.repeats,
              !mayBeReplaced(found, before: operand.first, context) else { return nil }
        let property = found.property
        let text = path.text(file)
        switch repeats {
        case .repeating:
            return Source(what: "`\(text)` (`Array(repeating:count:)`)", array: nil)
        case .literal(let member):
            let element = property.type.flatMap(TypeResolver.arrayElement)
            guard MemberValue(context).isOneValue(member, elementType: element, owner: found.owner, at: nil) else { return nil }
            return Source(what: "`\(text)` (`[\(member), \(member), …]`)", array: nil)
        }
    }

    /// A getter of the view, in this file, that may give a repeated array on one of its paths
    /// (`isLoading ? [.placeholder, .placeholder] : reviews`, or an `if` that returns one): the rows
    /// show it while that path holds.
    func repeatedByGetter(_ path: MemberPath, _ context: RuleContext) -> Source? {
        let file = context.file
        // Cheapest first: a computed property of the enclosing type by that name, found by name alone;
        // the scopes are walked (a local may shadow it) only once its getter gives a repeated array.
        var names = path.names(file)
        if names.first == "self" { names.removeFirst() }
        guard names.count == 1, let type = context.enclosingType(of: path.first),
              let property = context.declarations.property(names[0], of: type.name) ?? type.properties.first(where: { $0.name == names[0] }),
              !property.isStored, !property.isStatic else { return nil }
        let resolver = TypeResolver(context)
        let given = resolver.repeatedArrays(givenBy: property.name, of: type)
        // The name must read this property, not a local or a closure's parameter of that name (asked
        // only now: it walks the scopes).
        guard !given.arrays.isEmpty,
              file.isKeyword(path.first, "self") || !resolver.isLocal(property.name, at: path.first, inside: type) else { return nil }
        let text = path.text(file)
        for array in given.arrays {
            switch array.shape {
            case .repeating:
                return Source(what: "`\(text)` (its getter's `Array(repeating:count:)`)", array: nil, onSomePaths: given.values > 1)
            case .literal(let element):
                let member = RepeatedArray.compact(file, element.first, element.last)
                let elementType = property.type.flatMap(TypeResolver.arrayElement)
                guard MemberValue(context).isOneValue(member, elementType: elementType, owner: type.name, at: element.first) else { continue }
                return Source(what: "`\(text)` (its getter's `[\(member), \(member), …]`)", array: nil, onSomePaths: given.values > 1)
            }
        }
        return nil
    }

    /// Whether a local called `name` declared before `at` in an enclosing body may hold a repeated
    /// array: the file spells `repeating` or `name = [` at all (byte searches), and such a local exists.
    func mayBeRepeatedLocal(_ name: String, at: Int, _ context: RuleContext) -> Bool {
        guard context.analysis(RepeatedLocalSpellings.self).mayRepeat(name, in: context.file.bytes) else { return false }
        var scope = context.file.tree.enclosing(at)
        while let open = scope {
            if context.file.tokens[open].kind == .leftBrace, context.locals(in: open)[name]?.contains(where: { $0 < at }) == true { return true }
            scope = context.file.tree.enclosing(open)
        }
        return false
    }

    /// Whether a stored `var` may hold other rows before these read it: a local assigned between its
    /// declaration and the rows, or a property that an initializer of its type assigns (or whose type
    /// is in another file, where listfix cannot see its initializers). Assignments after that, in
    /// `.task` or a method, leave the repeated rows on screen until they run, so they still count.
    func mayBeReplaced(_ found: MemberValue.Found, before use: Int, _ context: RuleContext) -> Bool {
        guard found.property.isStored, !found.property.isLet else { return false }
        let file = context.file
        let name = found.property.name
        if let keyword = found.localKeyword {
            return (keyword + 1..<use).contains { isAssignment(file, $0, to: name) }
        }
        guard let decl = found.ownerDecl else { return true }
        for j in decl.open + 1..<decl.close where isAssignment(file, j, to: name) {
            var scope = file.tree.enclosing(j)
            while let open = scope, open != decl.open {
                if file.isInitializerBody(open) { return true }
                scope = file.tree.enclosing(open)
            }
        }
        return false
    }

    /// `name = …` or `self.name = …` at token `i`.
    func isAssignment(_ file: SourceFile, _ i: Int, to name: String) -> Bool {
        let t = file.tokens
        guard t[i].kind == .identifier, file.tokenIs(i, name), let next = file.next(after: i), file.tokenIs(next, "="),
              file.isBinaryOperator(next), let previous = file.previous(before: i),
              !file.isKeyword(previous, "var"), !file.isKeyword(previous, "let") else { return false }
        if t[previous].kind == .period {
            return file.previous(before: previous).map { file.isKeyword($0, "self") } ?? false
        }
        return true
    }
}

/// The byte searches of `RepeatedID.mayBeRepeatedLocal`, each made once per file: asked for every
/// row, they read the whole file each time, which made a big file's check quadratic.
final class RepeatedLocalSpellings: FileAnalysis {
    private var spellsRepeating: Bool?
    /// The names written just before ` = [` anywhere in the file, by hash: found in one pass, so a
    /// file of many rows asks each name in constant time.
    private var assignedArrays: Set<UInt64>?

    init(_ context: RuleContext) {}

    /// Whether the file spells `repeating`, or `name = [`.
    func mayRepeat(_ name: String, in bytes: [UInt8]) -> Bool {
        if spellsRepeating == nil { spellsRepeating = ByteSearch.contains(bytes, "repeating") }
        if spellsRepeating! { return true }
        if assignedArrays == nil { assignedArrays = Self.namesAssignedArrays(bytes) }
        return assignedArrays!.contains(NameHash.of(name))
    }

    private static func namesAssignedArrays(_ bytes: [UInt8]) -> Set<UInt64> {
        var out: Set<UInt64> = []
        for offset in ByteSearch.offsets(of: " = [", in: bytes) {
            var start = offset
            while start > 0, isNameByte(bytes[start - 1]) { start -= 1 }
            if start < offset { out.insert(NameHash.of(bytes[start..<offset])) }
        }
        return out
    }

    /// A byte of an identifier: ASCII letters, digits and `_`, and any byte of a non-ASCII character.
    private static func isNameByte(_ b: UInt8) -> Bool {
        b >= 0x80 || b == 0x5F || (0x30...0x39).contains(b) || (0x41...0x5A).contains(b) || (0x61...0x7A).contains(b)
    }
}
