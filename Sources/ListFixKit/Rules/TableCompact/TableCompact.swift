import SwiftTokens

/// A `Table` of several columns in an iOS target whose first column shows one value only: on
/// iPhone and in compact iPad layouts SwiftUI shows the first column alone, without headers.
struct TableCompact: Rule {
    let metadata = RuleMetadata(
        id: "table-compact",
        fixSafety: .none,
        triggers: ["Table"])

    init() {}

    func findings(in context: RuleContext) -> [Finding] {
        let file = context.file
        // Built for macOS (or tvOS, watchOS) only: every column shows. Unknown platforms prove no iPhone, and
        // with no fix there is no migration to offer either: nothing to say (coder-desktop-macos, whose
        // targets are in an XcodeGen `project.yml`, is macOS only).
        guard let platforms = context.target.deploymentTargets, platforms[.iOS] != nil else { return [] }
        var out: [Finding] = []
        for call in context.calls where call.kind == .table {
            guard let builder = call.content, let columns = TableColumnShown.all(in: file, builder: builder), columns.count > 1,
                  let shown = columns[0].values else { continue }
            // Each value the first column shows must be a stored property of the row type: a
            // computed one (`fullName`) may already combine what the other columns show.
            guard let (first, last) = call.dataTokens(file), let data = MemberPath.exactly(file, first, last),
                  let row = TypeResolver(context).elementType(of: data),
                  shown.allSatisfy({ context.declarations.property($0, of: TypeResolver.nominal(row))?.isStored == true }) else { continue }
            // The view adapts to the size class (`@Environment(\.horizontalSizeClass)`): it chose what
            // compact widths show.
            if let type = context.enclosingType(of: call.nameToken),
               context.fileTypes(named: type.name).contains(where: { file.mentions("horizontalSizeClass", in: $0) }) { continue }
            // Code built only for macOS (`#if os(macOS)` around it) never shows on an iPhone.
            if insideMacOSOnly(file, call.nameToken) { continue }
            let hidden = columns.dropFirst().filter { column in
                guard let values = column.values, !values.isEmpty else { return false }
                return values.isDisjoint(with: shown)
            }
            guard !hidden.isEmpty else { continue }
            let titles = hidden.map { $0.title ?? "an untitled column" }
            let names = titles.count == 1 ? titles[0] : titles.dropLast().joined(separator: ", ") + " and " + titles[titles.count - 1]
            let firstColumn = columns[0].title.map { "its first column, \($0)," } ?? "its first column"
            let message = "on iPhone and in compact iPad layouts this `Table` shows only \(firstColumn) and no headers: "
                + "\(titles.count == 1 ? "the column" : "the columns") \(names) \(titles.count == 1 ? "does" : "do") not show there; "
                + "show \(titles.count == 1 ? "its values" : "their values") in the first column when `horizontalSizeClass` is `.compact`"
            out.append(metadata.finding(range: file.range(from: call.nameToken, through: call.close), message: message))
        }
        return out
    }

    /// Whether token `i` sits in an `#if os(macOS)` block (its branch, not an `#else`).
    func insideMacOSOnly(_ file: SourceFile, _ i: Int) -> Bool {
        let t = file.tokens
        var depth = 0
        var k = i
        while k > 0 {
            k -= 1
            guard t[k].kind == .poundDirective else { continue }
            if file.tokenIs(k, "#endif") { depth += 1; continue }
            if depth > 0 {
                if file.tokenIs(k, "#if") { depth -= 1 }
                continue
            }
            // The innermost open directive: `#if os(macOS)` makes this branch macOS-only; an
            // `#else` or `#elseif` branch, or any other condition, does not.
            guard file.tokenIs(k, "#if") else { return false }
            let line = file.text(tokens: k, through: min(k + 6, t.count - 1))
            return line.contains("os(macOS)") && !line.contains("||")
        }
        return false
    }
}
