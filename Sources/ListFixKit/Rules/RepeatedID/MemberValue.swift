import SwiftTokens

/// Finds the declaration a name or member path reads (a local, a property of the enclosing types,
/// a property of another type of the project, a static property `Type.name`), and says whether
/// reading a member again gives the same value.
struct MemberValue {
    let context: RuleContext
    var file: SourceFile { context.file }

    init(_ context: RuleContext) { self.context = context }

    /// A declaration found: the property, the name of the type that declares it (nil for a local),
    /// and where it is declared when that is in this file.
    struct Found {
        var property: PropertyDecl
        var owner: String?
        /// The declaring type's body in this file, if it is here.
        var ownerDecl: TypeDecl?
        /// A local's `let`/`var` keyword.
        var localKeyword: Int?
    }

    /// The property or local `path` reads.
    func property(_ path: MemberPath) -> Found? {
        var names = path.componentTexts(file)
        if names.first == "self" { names.removeFirst() }
        guard !names.isEmpty, !names.contains(where: { $0.hasPrefix("[") }) else { return nil }
        if names.count == 1 { return plainName(names[0], at: path.first) }
        let member = names.removeLast()
        let owner: String
        if names.count == 1, isTypeName(names[0], at: path.first) {
            owner = names[0]
        } else if let type = TypeResolver(context).type(ofNames: names, at: path.first) {
            owner = TypeResolver.nominal(type)
        } else {
            return nil
        }
        guard let property = context.declarations.property(member, of: owner) else { return nil }
        let here = context.fileTypes(named: owner).first { $0.kind != .extension }
        return Found(property: property, owner: owner, ownerDecl: here)
    }

    /// A local declared before `at` in an enclosing body, else a property of an enclosing type.
    func plainName(_ name: String, at: Int) -> Found? {
        var scope = file.tree.enclosing(at)
        while let open = scope {
            if file.tokens[open].kind == .leftBrace {
                if let signature = file.closureSignature(of: open), signature.parameters.contains(where: { file.tokenIs($0, name) }) {
                    return nil
                }
                if let keyword = context.locals(in: open)[name]?.last(where: { $0 < at }) {
                    return DeclarationScanner.property(file, at: keyword).map { Found(property: $0, localKeyword: keyword) }
                }
            }
            scope = file.tree.enclosing(open)
        }
        var type = context.enclosingType(of: at)
        while let t = type {
            if let p = t.properties.first(where: { $0.name == name }) ?? context.declarations.property(name, of: t.name) {
                return Found(property: p, owner: t.name, ownerDecl: t.kind == .extension ? nil : t)
            }
            type = context.enclosingType(of: t.open)
        }
        return nil
    }

    /// `Post` in `Post.placeholder`: a capitalised name the project declares, not a value in scope.
    func isTypeName(_ name: String, at: Int) -> Bool {
        guard let c = name.utf8.first, c >= 0x41 && c <= 0x5A, context.declarations.isKnown(name) else { return false }
        return plainName(name, at: at) == nil
    }

    /// Whether reading `member` (`p`, `Post.sample`, `.sample`) twice gives the same value: a
    /// local, a stored property, or an enum case. A computed property may build a new value (a
    /// new `UUID()` id) on every read, and an unknown one proves nothing.
    /// `elementType` types an implicit member; `owner` is the type a plain name is declared in
    /// when it is not read at token `at`.
    func isOneValue(_ member: String, elementType: String?, owner: String?, at: Int?) -> Bool {
        let parts = member.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if parts.count == 2, parts[0].isEmpty {
            guard let elementType else { return false }
            return isOneValue(memberNamed: parts[1], of: TypeResolver.nominal(elementType))
        }
        var names = parts
        if names.first == "self" { names.removeFirst() }
        if names.count == 1 {
            if let at {
                guard let found = plainName(names[0], at: at) else { return false }
                return found.property.isStored
            }
            guard let owner else { return false }
            return isOneValue(memberNamed: names[0], of: owner)
        }
        guard names.count == 2, let c = names[0].utf8.first, c >= 0x41 && c <= 0x5A else { return false }
        if let at, !isTypeName(names[0], at: at) { return false }
        return isOneValue(memberNamed: names[1], of: names[0])
    }

    /// A stored property of `type`, or (when the project sees all of an enum) one of its cases.
    func isOneValue(memberNamed name: String, of type: String) -> Bool {
        if let property = context.declarations.property(name, of: type) { return property.isStored }
        // `Identifiable` adds only `id`: an enum that adopts it still has only the cases it declares.
        return context.declarations.info(type)?.kind == .enum && context.declarations.isKnown(type)
            && context.declarations.undeclaredAdoptions(of: type).allSatisfy { $0 == "Identifiable" }
    }
}
