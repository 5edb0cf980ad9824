import SwiftTokens

/// Works out the declared type of a member path at a place in a file, from the enclosing
/// type's properties, locals, closure parameters of enclosing `ForEach` rows and the
/// project's declarations. Answers nil when it cannot prove the type.
struct TypeResolver: Sendable {
    let context: RuleContext
    var file: SourceFile { context.file }

    init(_ context: RuleContext) { self.context = context }

    /// The type text of `path` as seen at its own position.
    func type(of path: MemberPath) -> String? {
        type(ofNames: path.componentTexts(file), at: path.first)
    }

    /// The type of `a.b.c` as seen at token `at`.
    func type(ofNames names: [String], at: Int) -> String? {
        var k = 0
        var current: String?
        if names[0] == "self" || names[0] == "Self" {
            // `Self.barWidths`: a static member of the type around.
            current = context.enclosingType(of: at)?.name
            k = 1
        } else {
            current = typeOfName(names[0], at: at)
            k = 1
        }
        while k < names.count, let base = current {
            // `[i]` of an array is its element; other subscripts are not followed.
            current = names[k].hasPrefix("[") ? TypeResolver.arrayElement(aliased(base)) : memberType(names[k], of: base)
            k += 1
        }
        return current.map(aliased)
    }

    /// The array a type alias names (`MDProducts` for `typealias MDProducts = [MDProduct]`), else `type`.
    func aliased(_ type: String) -> String {
        guard let first = type.utf8.first, first != UInt8(ascii: "["),
              let info = context.declarations.info(type), info.kind == nil,
              let target = info.conformances.first(where: { $0.hasPrefix("=") }) else { return type }
        return String(target.dropFirst())
    }

    /// The type of the property `name` of the type `base` (a full name), its names resolved
    /// where the property is declared.
    func memberType(_ name: String, of base: String) -> String? {
        context.declarations.memberType(name, of: TypeResolver.nominal(base))
    }

    /// The element type when `path` is an array.
    func elementType(of path: MemberPath) -> String? {
        // `[E]?` read through `?? []` or `?.`: its elements are still `E`.
        type(of: path).flatMap { type in
            TypeResolver.arrayElement(type.hasSuffix("?") || type.hasSuffix("!") ? TypeResolver.nominal(type) : type)
        }
    }

    /// A plain name at token `at`: a local, a closure parameter of a row, or a property of the
    /// enclosing types.
    func typeOfName(_ name: String, at: Int) -> String? {
        var scope = file.tree.enclosing(at)
        while let open = scope {
            if file.tokens[open].kind == .leftBrace {
                if let signature = file.closureSignature(of: open),
                   let position = signature.parameters.firstIndex(where: { file.tokenIs($0, name) }) {
                    return closureParameterType(open, position: position, count: signature.parameters.count)
                }
                // A local of this scope shadows any outer one of its name, known type or not.
                if context.locals(in: open)[name]?.contains(where: { $0 < at }) == true {
                    return localDeclaration(name, in: open, before: at)
                }
                if let parameter = functionParameterType(name, ofBody: open) { return parameter }
            }
            scope = file.tree.enclosing(open)
        }
        var type = context.enclosingType(of: at)
        while let t = type {
            if let p = context.declarations.property(name, of: t.name) ?? t.properties.first(where: { $0.name == name }) {
                return p.type.map { context.declarations.qualify($0, in: t.name) }
            }
            type = context.enclosingType(of: t.open)
        }
        return nil
    }

    /// The declared type of the parameter whose internal name is `name` in the function whose body
    /// opens at `open` (`_ cells: [AttributedString]` gives `[AttributedString]`); nil for a variadic
    /// or `inout` one, or a type it does not spell (`some Collection`).
    func functionParameterType(_ name: String, ofBody open: Int) -> String? {
        let t = file.tokens
        guard let keyword = file.functionKeyword(ofBody: open) else { return nil }
        var p = file.next(after: keyword)
        while let q = p, q < open, t[q].kind != .leftParen { p = file.next(after: q) }
        guard let paren = p, paren < open, let close = file.tree.match(paren) else { return nil }
        for argument in file.arguments(of: paren) {
            let range = argument.tokenRange
            guard let colon = range.first(where: { t[$0].kind == .colon && file.tree.enclosing($0) == paren }),
                  let inner = file.previous(before: colon), file.tokenIs(inner, name) else { continue }
            // The type runs to a default value's `=` or the segment's end.
            var last = min(range.upperBound, close) - 1
            if let equals = ((colon + 1)..<min(range.upperBound, close)).first(where: { file.tokenIs($0, "=") && file.tree.enclosing($0) == paren }) {
                last = equals - 1
            }
            guard let first = file.next(after: colon), first <= last else { return nil }
            let text = file.text(tokens: first, through: last).filter { !$0.isWhitespace }
            guard !text.isEmpty, !text.hasSuffix("..."), !text.hasPrefix("inout"), !text.hasPrefix("some"), !text.hasPrefix("any"),
                  !text.hasPrefix("@") else { return nil }
            return context.declarations.qualify(text, in: context.enclosingType(of: keyword)?.name)
        }
        return nil
    }

    /// The element type of a row closure's single parameter, from its ForEach/List data.
    func closureParameterType(_ open: Int, position: Int, count: Int) -> String? {
        guard count == 1 else { return nil }
        guard let call = context.call(withContent: open), let (first, last) = call.dataTokens(file) else { return nil }
        var start = first
        if file.tokens[first].kind == .identifier, file.text(first).hasPrefix("$") { return nil }
        if file.tokens[start].kind == .identifier, file.tokenIs(start, "Array"), start + 1 < last {
            start = start + 1
        }
        guard let path = MemberPath.exactly(file, start, last) else { return nil }
        return elementType(of: path)
    }

    /// `let name: T` or `let name = T(...)` among the statements of a body before `before`.
    func localDeclaration(_ name: String, in open: Int, before: Int) -> String? {
        guard let keyword = context.locals(in: open)[name]?.last(where: { $0 < before }) else { return nil }
        if let type = DeclarationScanner.property(file, at: keyword)?.type {
            return context.declarations.qualify(type, in: context.enclosingType(of: keyword)?.name)
        }
        // `let x = a.b`, `if let x = a.b`, `guard let x = a.b`, `if let a`: the path's type, unwrapped.
        let t = file.tokens
        guard let nameToken = file.next(after: keyword), let after = file.next(after: nameToken) else { return nil }
        var names: [String] = []
        if file.tokenIs(after, "=") {
            var j = file.next(after: after)
            while let k = j, t[k].kind == .identifier || file.isKeyword(k, "self") {
                names.append(file.text(k))
                guard let p = file.next(after: k), t[p].kind == .period else { j = file.next(after: k); break }
                j = file.next(after: p)
            }
            // The value must end there: `a.b` followed by `{`, `,`, `else` or the line's end.
            guard !names.isEmpty, let end = j else { return nil }
            let ends = t[end].kind == .leftBrace || t[end].kind == .comma || file.isKeyword(end, "else")
                || file.lineBreakBetween(file.previous(before: end) ?? end, end)
            guard ends else { return nil }
        } else if let previous = file.previous(before: keyword), file.isKeyword(previous, "if") || file.isKeyword(previous, "guard")
                    || t[previous].kind == .comma {
            names = [name]
        } else {
            return nil
        }
        guard var type = self.type(ofNames: names, at: keyword) else { return nil }
        while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        return type
    }

    /// `Item?` → `Item`. A dotted name stays whole: `Feed.Item` is not `Item`.
    static func nominal(_ type: String) -> String {
        var t = Substring(type)
        while t.hasSuffix("?") || t.hasSuffix("!") { t = t.dropLast() }
        return String(t)
    }

    /// `Feed.Row` → `Row`: the name a call inside `Feed` spells.
    static func lastName(_ type: String) -> String {
        guard let dot = type.utf8.lastIndex(of: 0x2E) else { return type }
        return String(type[type.utf8.index(after: dot)...])
    }

    /// `[E]`, `Array<E>`, `ContiguousArray<E>`, `ArraySlice<E>` → `E`.
    static func arrayElement(_ type: String) -> String? {
        if type.hasPrefix("["), type.hasSuffix("]") {
            let inner = type.dropFirst().dropLast()
            // `[_]`: an array literal whose element type is not written (`DeclarationScanner.inferredType`).
            // A colon outside any parentheses makes a dictionary; a labeled tuple's (`[(name: String, count: Int)]`) does not.
            if !inner.isEmpty && inner != "_" && !hasTopLevelColon(inner) { return String(inner) }
            return nil
        }
        for wrapper in ["Array<", "ContiguousArray<", "ArraySlice<"] where type.hasPrefix(wrapper) && type.hasSuffix(">") {
            return String(type.dropFirst(wrapper.count).dropLast())
        }
        return nil
    }

    /// Whether `text` holds a `:` outside its parentheses, brackets and angle brackets.
    static func hasTopLevelColon(_ text: Substring) -> Bool {
        var depth = 0
        for c in text.utf8 {
            switch c {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: ">"): depth -= 1
            case UInt8(ascii: ":") where depth == 0: return true
            default: break
            }
        }
        return false
    }

    /// `Book` in Realm's `Results<Book>` or `List<Book>` (`RealmSwift.List<Book>`): collections of
    /// stored objects, which only a rule that knows Realm's identity reads.
    static func realmElement(_ type: String) -> String? {
        for collection in ["Results<", "List<", "RealmSwift.Results<", "RealmSwift.List<"] where type.hasPrefix(collection) && type.hasSuffix(">") {
            return String(type.dropFirst(collection.count).dropLast())
        }
        return nil
    }

    /// Whether `type` is written optional: `UUID?`, `UUID!` or `Optional<UUID>`.
    static func isOptional(_ type: String) -> Bool {
        type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<")
    }

    /// Types spelled with brackets, parentheses, `?`, `->` or a standard generic container.
    static func isStructural(_ type: String) -> Bool {
        let bytes = type.utf8
        guard let first = bytes.first, let last = bytes.last else { return false }
        if first == UInt8(ascii: "[") || first == UInt8(ascii: "(") || last == UInt8(ascii: "?") || last == UInt8(ascii: "!") {
            return true
        }
        // Functions (`->`) and generic containers: only types whose text has `-` or `<` get this far.
        guard bytes.contains(UInt8(ascii: "<")) || bytes.contains(UInt8(ascii: "-")) else { return false }
        if type.contains("->") { return true }
        for generic in ["Array<", "ContiguousArray<", "ArraySlice<", "Dictionary<", "Set<", "Optional<", "Range<",
                        "ClosedRange<", "KeyValuePairs<"] where type.hasPrefix(generic) {
            return true
        }
        return false
    }

    /// Why rows of `element` (which has no id) cannot be keyed by it, for a finding's message.
    static func noIDReason(_ element: String) -> String {
        if isStructural(element) {
            return "`\(element)` rows have no stable id: key the inner type, or give the model an id"
        }
        if standardValueTypes.contains(nominal(element)) {
            return "`\(element)` has no `id`: give the model a type with a stable id, or key rows by a value that is unique"
        }
        return "`\(element)` has no `id`: give it a stable one (Identifiable) first"
    }

    /// Value types of the standard library, Foundation, CoreGraphics and SwiftUI: none has an `id`.
    static let standardValueTypes: Set<String> = [
        "String", "Substring", "Character", "Unicode.Scalar", "StaticString",
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Float", "Double", "Float16", "Float80", "CGFloat", "Decimal", "NSNumber", "Bool",
        "Date", "DateComponents", "Data", "URL", "UUID", "TimeInterval", "Measurement", "Locale", "TimeZone",
        "CGPoint", "CGSize", "CGRect", "CGVector",
        "Color", "Image", "Font", "Text", "LocalizedStringKey", "AnyView", "AnyHashable", "Never",
    ]
}
