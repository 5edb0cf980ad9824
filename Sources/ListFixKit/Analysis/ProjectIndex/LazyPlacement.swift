import SwiftTokens

/// A project view placed among a lazy container's rows (`List { ParticipantsSection(room: room) }`,
/// through `Section`, `Group`, `if` and `switch`): the rows its `body` makes are that
/// container's rows. Recorded in the first pass by the type's name as the call spells it, with the
/// container as written (`LazyVStack(spacing: 8)`), so another file's `body` learns where it is.
public struct LazyPlacement: Sendable, Hashable {
    /// The view's name as the call spells it.
    package var type: String
    /// The type whose body holds the call (its full name), from which the name resolves.
    package var scope: String?
    /// The container's name and its `alignment:`/`spacing:` arguments (`List`, `LazyVStack(spacing: 8)`).
    package var container: String

    /// Every view call of the file whose rows go to a lazy container. `watched`: the tokens the
    /// lexer listed for the first pass (`DeclarationScanner.watch`), which hold every container's
    /// name; nil to look at every token.
    public static func scan(_ file: SourceFile, types: [TypeDecl], watched: [Int32]? = nil) -> [LazyPlacement] {
        var out: [LazyPlacement] = []
        var bodies: TypeBodies?
        var previews: PreviewCode?
        FirstPassTokens.forEach(in: file, watched: watched) { c in
            // Lengths and first bytes first: `List`, `Form`, `Lazy…` and `OutlineGroup` are the only names asked.
            let t = file.tokens
            guard t[c].length == 4 || t[c].length >= 9, t[c].kind == .identifier,
                  let kind = LazyPlacement.containerKind(file, c) else { return }
            let placed = placements(in: c, kind: kind, file)
            guard !placed.isEmpty else { return }
            // A preview shows the view in a list of its own, not where the app places it. Asked only
            // where a container places a view: the question reads the whole file.
            if previews == nil { previews = PreviewCode(file, types: types) }
            if previews!.contains(t[c].range) { return }
            if bodies == nil { bodies = TypeBodies(types) }
            let scope = bodies!.owner(around: c, in: file, types: types).map { types[$0].name }
            for (type, container) in placed {
                let placement = LazyPlacement(type: type, scope: scope, container: container)
                if !out.contains(placement) { out.append(placement) }
            }
        }
        return out
    }

    /// The view calls among the rows of the container named at `c`: a walk out from a call inside
    /// stops at the first call that takes its rows.
    static func placements(in c: Int, kind: String, _ file: SourceFile) -> [(type: String, container: String)] {
        let t = file.tokens
        let bytes = file.bytes
        guard let content = file.contentClosure(ofCallNamed: c) else { return [] }
        var out: [(type: String, container: String)] = []
        var container: String?
        for i in (content.open + 1)..<content.close where t[i].kind == .identifier {
            let first = bytes[t[i].start]
            guard first >= 0x41 && first <= 0x5A, let next = file.next(after: i),
                  t[next].kind == .leftBrace || (t[next].kind == .leftParen && next == i + 1) else { continue }
            if let p = file.previous(before: i), t[p].kind == .period || t[p].kind == .keyword || t[p].kind == .colon
                || t[p].kind == .arrow { continue }
            guard !BuiltinViews.isUnary(file, i), !RowContainer.isTransparent(file, i),
                  case .call(let callee)? = RowContainer.rowsOwner(callNamed: i, in: file), callee == c else { continue }
            if container == nil { container = kind + RowContainer.layoutArguments(file, c) }
            out.append((file.text(i), container!))
        }
        return out
    }

    /// The containers' names by length and first byte, for the first pass's lexer to list.
    static let watchedNames: [(Int, UInt8)] = [(4, 0x4C), (4, 0x46), (9, 0x4C), (10, 0x4C), (12, 0x4F)]

    /// The lazy container named at token `i`, or nil for any other call.
    static func containerKind(_ file: SourceFile, _ i: Int) -> String? {
        guard RowContainer.isLazyVertical(file, i) || file.tokenIs(i, "LazyHStack") || file.tokenIs(i, "LazyHGrid") else { return nil }
        return file.text(i)
    }

    /// Package-wide: the cache's decoder (ListFixProject) makes them.
    package init(type: String, scope: String?, container: String) {
        self.type = type
        self.scope = scope
        self.container = container
    }
}
