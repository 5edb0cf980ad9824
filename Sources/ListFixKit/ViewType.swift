import SwiftTokens

/// A type that conforms to View, with its `body` and where new members go.
public struct ViewType: Sendable {
    public var decl: TypeDecl
    /// The `{` of `var body: some View { ... }`.
    public var bodyOpen: Int
    public var bodyClose: Int

    public init?(_ decl: TypeDecl, file: SourceFile, declarations: Declarations) {
        guard decl.conformances.contains("View") || declarations.conforms(decl.name, to: "View") else { return nil }
        let t = file.tokens
        var j = decl.open + 1
        while j < decl.close {
            if file.isKeyword(j, "var"), file.tree.enclosing(j) == decl.open, let name = file.next(after: j),
               file.tokenIs(name, "body"), let colon = file.next(after: name), t[colon].kind == .colon {
                var k = colon
                while k < decl.close, t[k].kind != .leftBrace, t[k].kind != .semicolon, t[k].kind != .rightBrace { k += 1 }
                guard k < decl.close, t[k].kind == .leftBrace, let close = file.tree.match(k) else { return nil }
                bodyOpen = k
                bodyClose = close
                self.decl = decl
                return
            }
            j = file.skipGroup(j)
        }
        return nil
    }

    /// Byte offset just past the line of the last stored instance property, or past the
    /// type's `{` line when it has none.
    public func propertyInsertionPoint(_ file: SourceFile) -> Int {
        let stored = decl.properties.filter { $0.isStored && !$0.isStatic && $0.endOffset < file.tokens[bodyOpen].start }
        let anchor = stored.last?.endOffset ?? file.tokens[decl.open].end
        return file.lineEnd(containing: anchor)
    }

    /// The leading whitespace of the line that holds `offset`.
    public static func indentation(_ file: SourceFile, at offset: Int) -> String {
        let start = file.lineStart(containing: offset)
        var end = start
        while end < file.bytes.count, file.bytes[end] == 0x20 || file.bytes[end] == 0x09 { end += 1 }
        return file.text(start..<end)
    }
}
