import SwiftTokens

/// A type that conforms to View, with its `body` and where new members go.
public struct ViewType: Sendable {
    public var decl: TypeDecl
    /// The `{` of `var body: some View { ... }`.
    public var bodyOpen: Int
    public var bodyClose: Int

    public init?(_ decl: TypeDecl, file: SourceFile, declarations: Declarations) {
        guard decl.conformances.contains("View") || declarations.conforms(decl.name, to: "View") else { return nil }
        guard let body = DeclarationScanner.accessorBody(of: "body", in: decl, file: file) else { return nil }
        bodyOpen = body.open
        bodyClose = body.close
        self.decl = decl
    }

    /// Byte offset just past the line of the last stored instance property, or past the
    /// type's `{` line when it has none.
    public func propertyInsertionPoint(_ file: SourceFile) -> Int {
        let stored = decl.properties.filter { $0.isStored && !$0.isStatic && $0.endOffset < file.tokens[bodyOpen].start }
        let anchor = stored.last?.endOffset ?? file.tokens[decl.open].end
        return file.lineEnd(containing: anchor)
    }
}
