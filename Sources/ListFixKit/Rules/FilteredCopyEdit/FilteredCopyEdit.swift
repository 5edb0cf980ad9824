import SwiftTokens

/// `ForEach($visible)` where `visible` is `@State` filled from a `filter`/`sorted` of another
/// collection: edits go to the copy and never reach the source.
struct FilteredCopyEdit: Rule {
    let metadata = RuleMetadata(
        id: "filtered-copy-edit",
        fixSafety: .none,
        // A lookup by an edited field needs a field bound to it in the same view: the text fields (the
        // words `cached-filter` reads too, so no file is read for this alone).
        triggers: ["ForEach", "List", "TextField", "TextEditor", "SecureField"])

    init() {}

    func findings(in context: RuleContext) -> [Finding] {
        let file = context.file
        let t = file.tokens
        var out: [Finding] = []
        for call in context.listCalls {
            guard let (first, last) = call.dataTokens(file), first == last, t[first].kind == .identifier,
                  case let text = file.text(first), text.hasPrefix("$"), text.count > 1,
                  let type = context.enclosingType(of: call.nameToken) else { continue }
            let name = String(text.dropFirst())
            guard let property = type.properties.first(where: { $0.name == name }), property.wrapper == "State",
                  let source = copiedFrom(file, name, in: type) else { continue }
            out.append(metadata.finding(range: file.range(from: first, through: last),
                                        message: "`\(name)` is a copy of `\(source)` (filtered or sorted into `@State`): edits through `$\(name)` change the copy, never `\(source)`, and are lost when the copy is rebuilt; bind to `\(source)` through the element's id instead, as `filtered-index-binding` describes"))
        }
        for site in EditedKeyLookup.sites(in: context) {
            let verb = site.method == "removeAll" ? "removes" : "finds"
            // Proven once the field is edited, which the bound control is there to do: an error.
            let message = "`\(site.collection).\(site.method)` \(verb) the element by `\(site.field)`, which this view edits through `$\(site.copy).\(site.field)`: once the user changes it, `\(site.copy).\(site.field)` matches no element of `\(site.collection)`, or another one with that value, so the edit misses the row it was made on; keep the element's id (or the original value) and look it up by that"
            out.append(Finding(rule: metadata.id, range: file.range(from: site.first, through: site.last), message: message, severity: .error))
        }
        return out
    }

    /// The collection that `name = source.filter/sorted …` assigns from, in the type's body.
    func copiedFrom(_ file: SourceFile, _ name: String, in type: TypeDecl) -> String? {
        let t = file.tokens
        var j = type.open + 1
        while j < type.close {
            defer { j += 1 }
            guard t[j].kind == .identifier, file.tokenIs(j, name), let eq = file.next(after: j), file.tokenIs(eq, "="),
                  file.isBinaryOperator(eq), let value = file.next(after: eq) else { continue }
            if let p = file.previous(before: j), t[p].kind == .period, !(p >= 1 && file.isKeyword(p - 1, "self")) { continue }
            let end = file.statementEnd(startingAt: value, limit: type.close)
            guard let path = MemberPath.parse(file, at: value), path.components.count >= 2, path.last <= end,
                  ["filter", "sorted", "compactMap", "prefix", "suffix"].contains(where: { file.tokenIs(path.last, $0) })
            else { continue }
            // Only a property is a source the list's edits should reach: a local (`let array = defaults…`)
            // is a value made for this copy, and the copy is then the list's own data.
            var root = path.components[0]
            if file.isKeyword(root, "self"), path.components.count >= 3 { root = path.components[1] }
            let rootName = file.text(root)
            guard type.properties.contains(where: { $0.name == rootName }) else { continue }
            return file.text(tokens: path.first, through: path.components[path.components.count - 2])
        }
        return nil
    }
}
