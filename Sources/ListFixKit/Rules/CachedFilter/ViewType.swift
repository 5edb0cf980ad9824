import SwiftTokens

/// A type that conforms to View, with its `body` and where new members go.
struct ViewType: Sendable {
    var decl: TypeDecl
    /// The `{` of `var body: some View { ... }`.
    var bodyOpen: Int
    var bodyClose: Int

    init?(_ decl: TypeDecl, file: SourceFile, declarations: Declarations) {
        guard decl.conformances.contains("View") || declarations.conforms(decl.name, to: "View") else { return nil }
        guard let body = DeclarationScanner.accessorBody(of: "body", in: decl, file: file) else { return nil }
        bodyOpen = body.open
        bodyClose = body.close
        self.decl = decl
    }

    /// The braces of `body` and of the type's members here that return `some View`, or a map's, a
    /// chart's or a table's content (`@MapContentBuilder var trail: some MapContent`): the code that
    /// runs when the body does (a member that nothing builds is rare enough to count too).
    func builtMembers(_ file: SourceFile) -> [(open: Int, close: Int)] {
        var out = [(open: bodyOpen, close: bodyClose)]
        for member in ViewCountReader.viewMembers(of: decl, in: file, contents: true) {
            guard let open = member.open, open != bodyOpen, let close = file.tree.match(open) else { continue }
            out.append((open, close))
        }
        return out
    }

    /// Whether token `i` is inside a computed `var` of the view that returns a view
    /// (`var groupSection: some View { … }`): it draws with the view's state, so rows there can read
    /// a cache the body refreshes. A `func`'s parameters are its own, and not followed.
    func inViewProperty(_ i: Int, _ file: SourceFile) -> Bool {
        ViewCountReader.viewMembers(of: decl, in: file).contains { member in
            guard let open = member.open, open != bodyOpen, open < i, let close = file.tree.match(open), i < close,
                  let keyword = file.previous(before: member.name) else { return false }
            return file.isKeyword(keyword, "var")
        }
    }

    /// Byte offset just past the line of the last stored instance property, or past the
    /// type's `{` line when it has none.
    func propertyInsertionPoint(_ file: SourceFile) -> Int {
        let stored = decl.properties.filter { $0.isStored && !$0.isStatic && $0.endOffset < file.tokens[bodyOpen].start }
        let anchor = stored.last?.endOffset ?? file.tokens[decl.open].end
        return file.lineEnd(containing: anchor)
    }
}

extension RuleContext {
    /// The View type whose body brace opens at `decl.open`, found once per type.
    func viewType(_ decl: TypeDecl) -> ViewType? {
        let known = analysis(ViewTypes.self)
        if let cached = known.byOpen[decl.open] { return cached }
        let view = ViewType(decl, file: file, declarations: declarations)
        known.byOpen[decl.open] = view
        return view
    }
}

/// The file's View types read so far, by the brace that opens their body.
final class ViewTypes: FileAnalysis {
    var byOpen: [Int: ViewType?] = [:]
    init(_ context: RuleContext) {}
}
