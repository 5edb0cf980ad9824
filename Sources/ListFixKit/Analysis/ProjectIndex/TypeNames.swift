/// How a type name written in the source names a project type: by its full path (`Feed.Item`),
/// looked up from the type whose body wrote it, as Swift looks it up. A name the project does not
/// declare stays as written, so it is unknown and proves nothing.
extension Declarations {
    /// Modules whose types are the standard library's, Foundation's and SwiftUI's, never the project's.
    static let systemModules: Set<String> = ["Swift", "Foundation", "SwiftUI", "CoreGraphics", "UIKit", "AppKit", "Combine"]

    /// The full name of the type `name` (`Item`, `Feed.Item`, `Module.Item`) written in the body
    /// of the type `scope` (a full name; nil at file level). An unqualified name is the innermost
    /// nested type of that name, else the top-level one. `A.B` is the type `B` nested in the
    /// project type `A`, or the type `B` of the project's module `A`; otherwise it is returned
    /// as written, and no project type has that name.
    func resolve(_ name: String, in scope: String?) -> String {
        guard name.utf8.contains(UInt8(ascii: ".")) else { return unqualified(name, in: scope) }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let head = parts.first, parts.count > 1, !head.isEmpty else { return name }
        let rest = parts.dropFirst().joined(separator: ".")
        if Declarations.systemModules.contains(head) {
            // `Swift.String` is `String`; `Foundation.Item` is not the project's `Item`.
            return parts.count == 2 && TypeResolver.standardValueTypes.contains(rest) ? rest : name
        }
        let outer = unqualified(head, in: scope)
        if info(outer) != nil {
            return outer + "." + rest
        }
        if isModule(head), info(rest)?.declared == true { return rest }
        return name
    }

    /// `name` looked up from the body of `scope`: `Outer.Inner.name`, `Outer.name`, then `name`.
    func unqualified(_ name: String, in scope: String?) -> String {
        // Most names are no nested type's: one set look-up answers for them.
        guard var enclosing = scope, isNestedName(name) else { return name }
        while true {
            let candidate = enclosing + "." + name
            if info(candidate) != nil { return candidate }
            guard let dot = enclosing.lastIndex(of: ".") else { return name }
            enclosing = String(enclosing[..<dot])
        }
    }

    /// A type's text with every type name in it resolved from `scope` (`[Item]` → `[Feed.Item]`,
    /// `Item?` → `Feed.Item?`); text whose names all stand as written is returned as it is.
    func qualify(_ type: String, in scope: String?) -> String {
        let bytes = Array(type.utf8)
        var out: [UInt8] = []
        var changed = false
        var k = 0
        while k < bytes.count {
            guard Declarations.isNameByte(bytes[k]) else {
                out.append(bytes[k])
                k += 1
                continue
            }
            var end = k
            while end < bytes.count, Declarations.isNameByte(bytes[end]) || bytes[end] == UInt8(ascii: ".") { end += 1 }
            let name = String(decoding: bytes[k..<end], as: UTF8.self)
            let resolved = resolve(name, in: scope)
            if resolved != name { changed = true }
            out.append(contentsOf: resolved.utf8)
            k = end
        }
        return changed ? String(decoding: out, as: UTF8.self) : type
    }

    static func isNameByte(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x5F || b >= 0x80
    }

    /// The type of the property `name` of the type `owner` (a full name), its names resolved
    /// where the property is declared.
    func memberType(_ name: String, of owner: String) -> String? {
        property(name, of: owner)?.type.map { qualify($0, in: owner) }
    }

    /// The element type of a key path use's data, from the declarations alone.
    func elementType(of use: KeyPathUse) -> String? {
        var names = use.data[...]
        var current: String?
        if names.first == "self" {
            current = use.scope
        } else {
            var scope = use.scope
            while let s = scope {
                if let type = memberType(names.first!, of: s) {
                    current = type
                    break
                }
                scope = s.lastIndex(of: ".").map { String(s[..<$0]) }
            }
        }
        for n in names.dropFirst() {
            guard let base = current else { return nil }
            current = memberType(n, of: TypeResolver.nominal(base))
        }
        return current.flatMap(TypeResolver.arrayElement).map(TypeResolver.nominal)
    }

    /// The key path of every element type the project keys rows of, by one key path only.
    func keyPathsByElement() -> [String: String] {
        var found: [String: String] = [:]
        var conflicting: Set<String> = []
        for use in keyPathUses {
            guard let element = elementType(of: use) else { continue }
            if let known = found[element], known != use.keyPath { conflicting.insert(element) }
            found[element] = use.keyPath
        }
        for element in conflicting { found[element] = nil }
        return found
    }

    /// Indexes the key paths rows are keyed by, once all files are added: `keyPath(keyingRowsOf:)`
    /// then answers at once.
    public mutating func indexKeyPaths() {
        keyPathIndex = keyPathsByElement()
    }

    /// The one key path the project keys rows of the type `name` (a full name) by, elsewhere.
    package func keyPath(keyingRowsOf name: String) -> String? {
        note(.keyPath, name)
        if let index = keyPathIndex { return index[name] }
        return keyPathUses.isEmpty ? nil : keyPathsByElement()[name]
    }
}
