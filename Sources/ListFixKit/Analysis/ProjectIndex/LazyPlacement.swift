import SwiftTokens

/// A project view placed among a lazy container's rows (`List { ParticipantsSection(room: room) }`,
/// through `Section`, `Group`, `if` and helpers used once): the rows its `body` makes are that
/// container's rows. Recorded in the first pass by the type's name as the call spells it, with the
/// container as written (`LazyVStack(spacing: 8)`), so another file's `body` learns where it is.
public struct LazyPlacement: Sendable, Hashable {
    package var type: String
    /// The container's name and its `alignment:`/`spacing:` arguments (`List`, `LazyVStack(spacing: 8)`).
    package var container: String

    /// Every view call of the file whose rows go to a lazy container.
    public static func scan(_ file: SourceFile) -> [LazyPlacement] {
        let bytes = file.bytes
        // Most files hold no lazy container: a search of the bytes is cheaper than a walk of the tokens.
        guard ByteSearch.contains(bytes, "List") || ByteSearch.contains(bytes, "Lazy") || ByteSearch.contains(bytes, "Form")
                || ByteSearch.contains(bytes, "OutlineGroup") else { return [] }
        let t = file.tokens
        var out: [LazyPlacement] = []
        for i in t.indices where t[i].kind == .identifier {
            let first = bytes[t[i].start]
            guard first >= 0x41 && first <= 0x5A, let open = file.next(after: i),
                  t[open].kind == .leftBrace || (t[open].kind == .leftParen && open == i + 1) else { continue }
            if let p = file.previous(before: i), t[p].kind == .period || t[p].kind == .keyword || t[p].kind == .colon
                || t[p].kind == .arrow { continue }
            guard !BuiltinViews.isUnary(file, i), !RowContainer.isTransparent(file, i),
                  case .call(let callee)? = RowContainer.rowsOwner(callNamed: i, in: file),
                  let kind = LazyPlacement.containerKind(file, callee) else { continue }
            let placed = LazyPlacement(type: file.text(i), container: kind + RowContainer.layoutArguments(file, callee))
            if !out.contains(placed) { out.append(placed) }
        }
        return out
    }

    /// The lazy container named at token `i`, or nil for any other call.
    static func containerKind(_ file: SourceFile, _ i: Int) -> String? {
        guard RowContainer.isLazyVertical(file, i) || file.tokenIs(i, "LazyHStack") || file.tokenIs(i, "LazyHGrid") else { return nil }
        return file.text(i)
    }

    /// Package-wide: the cache's decoder (ListFixProject) makes them.
    package init(type: String, container: String) {
        self.type = type
        self.container = container
    }
}
