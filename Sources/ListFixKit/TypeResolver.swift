import SwiftTokens

/// Works out the declared type of a member path at a place in a file, from the enclosing
/// type's properties, locals, closure parameters of enclosing `ForEach` rows and the
/// project's declarations. Answers nil when it cannot prove the type.
public struct TypeResolver: Sendable {
    public let context: RuleContext
    var file: SourceFile { context.file }

    public init(_ context: RuleContext) { self.context = context }

    /// The type text of `path` as seen at its own position.
    public func type(of path: MemberPath) -> String? {
        let names = path.components.map { file.text($0) }
        var k = 0
        var current: String?
        if names[0] == "self" {
            current = context.enclosingType(of: path.first)?.name
            k = 1
        } else {
            current = typeOfName(names[0], at: path.first)
            k = 1
        }
        while k < names.count, let base = current {
            current = context.declarations.property(names[k], of: TypeResolver.nominal(base))?.type
            k += 1
        }
        return current
    }

    /// The element type when `path` is an array.
    public func elementType(of path: MemberPath) -> String? {
        type(of: path).flatMap(TypeResolver.arrayElement)
    }

    /// A plain name at token `at`: a local, a closure parameter of a row, or a property of the
    /// enclosing types.
    public func typeOfName(_ name: String, at: Int) -> String? {
        var scope = file.tree.enclosing(at)
        while let open = scope {
            if file.tokens[open].kind == .leftBrace {
                if let signature = file.closureSignature(of: open),
                   let position = signature.parameters.firstIndex(where: { file.tokenIs($0, name) }) {
                    return closureParameterType(open, position: position, count: signature.parameters.count)
                }
                if let local = localDeclaration(name, in: open, before: at) { return local }
            }
            scope = file.tree.enclosing(open)
        }
        var type = context.enclosingType(of: at)
        while let t = type {
            if let p = context.declarations.property(name, of: t.name) ?? t.properties.first(where: { $0.name == name }) {
                return p.type
            }
            type = context.enclosingType(of: t.open)
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
        return DeclarationScanner.property(file, at: keyword)?.type
    }

    /// `Item?` → `Item`; `Foo.Bar` → `Bar`.
    public static func nominal(_ type: String) -> String {
        var t = Substring(type)
        while t.hasSuffix("?") || t.hasSuffix("!") { t = t.dropLast() }
        if let dot = t.lastIndex(of: "."), !t.contains("<"), !t.contains("[") { t = t[t.index(after: dot)...] }
        return String(t)
    }

    /// `[E]`, `Array<E>`, `ContiguousArray<E>`, `ArraySlice<E>` → `E`.
    public static func arrayElement(_ type: String) -> String? {
        if type.hasPrefix("["), type.hasSuffix("]") {
            let inner = type.dropFirst().dropLast()
            if !inner.contains(":") && !inner.isEmpty { return String(inner) }
            return nil
        }
        for wrapper in ["Array<", "ContiguousArray<", "ArraySlice<"] where type.hasPrefix(wrapper) && type.hasSuffix(">") {
            return String(type.dropFirst(wrapper.count).dropLast())
        }
        return nil
    }

    /// What the project knows of an element type's identity.
    public enum Identity: Sendable, Equatable {
        case identifiable
        case hasID
        case noID
        case unknown
    }

    public func identity(of element: String) -> Identity {
        let name = TypeResolver.nominal(element)
        if context.declarations.conforms(name, to: "Identifiable") { return .identifiable }
        guard context.declarations.isKnown(name) else { return .unknown }
        if context.declarations.property("id", of: name) != nil { return .hasID }
        // A protocol the project does not declare could supply `id` in an extension.
        let conformances = context.declarations.info(name)?.conformances ?? []
        for c in conformances where !TypeResolver.standardProtocols.contains(c) && !context.declarations.isKnown(c) {
            return .unknown
        }
        return .noID
    }

    static let standardProtocols: Set<String> = [
        "Equatable", "Hashable", "Comparable", "Codable", "Encodable", "Decodable", "Sendable",
        "CustomStringConvertible", "CustomDebugStringConvertible", "CaseIterable", "RawRepresentable",
        "Error", "View", "ObservableObject", "String", "Int", "Double",
    ]
}
