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
    public func resolve(_ name: String, in scope: String?) -> String {
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
        if modules.contains(head), info(rest)?.declared == true { return rest }
        return name
    }

    /// `name` looked up from the body of `scope`: `Outer.Inner.name`, `Outer.name`, then `name`.
    func unqualified(_ name: String, in scope: String?) -> String {
        guard var enclosing = scope else { return name }
        while true {
            let candidate = enclosing + "." + name
            if info(candidate) != nil { return candidate }
            guard let dot = enclosing.lastIndex(of: ".") else { return name }
            enclosing = String(enclosing[..<dot])
        }
    }

    /// A type's text with every type name in it resolved from `scope` (`[Item]` → `[Feed.Item]`,
    /// `Item?` → `Feed.Item?`); text without names is returned unchanged.
    public func qualify(_ type: String, in scope: String?) -> String {
        var out = ""
        var name = ""
        func flush() {
            if !name.isEmpty { out += resolve(name, in: scope) }
            name = ""
        }
        for c in type {
            if c.isLetter || c.isNumber || c == "_" || (c == "." && !name.isEmpty) {
                name.append(c)
            } else {
                flush()
                out.append(c)
            }
        }
        flush()
        return out
    }
}
