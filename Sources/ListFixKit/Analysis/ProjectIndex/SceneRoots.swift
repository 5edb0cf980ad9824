import SwiftTokens

/// Views a scene makes (`WindowGroup { ContentView() }`): SwiftUI makes them again only when the
/// app's own state changes, not on every update of a parent view. Recorded in the first pass by
/// the name the call spells.
public enum SceneRoots {
    /// The scenes whose content closure makes a window's root view.
    static let scenes: [StaticString] = ["WindowGroup", "Window", "DocumentGroup", "Settings", "MenuBarExtra", "UtilityWindow"]

    /// The views made directly in a scene's content closure in this file.
    public static func scan(_ file: SourceFile) -> [String] {
        let bytes = file.bytes
        // Most files declare no scene: a search of the bytes is cheaper than a walk of the tokens.
        guard ByteSearch.contains(bytes, "Window") || ByteSearch.contains(bytes, "Settings") || ByteSearch.contains(bytes, "MenuBarExtra")
        else { return [] }
        let t = file.tokens
        var out: [String] = []
        for i in t.indices where t[i].kind == .identifier && scenes.contains(where: { file.tokenIs(i, $0) }) {
            guard var open = file.next(after: i) else { continue }
            if t[open].kind == .leftParen, let close = file.tree.match(open), let after = file.next(after: close) { open = after }
            guard t[open].kind == .leftBrace, let close = file.tree.match(open) else { continue }
            for k in (open + 1)..<close where t[k].kind == .identifier && DataOrigin.isTypeName(file.text(k)) {
                guard let next = file.next(after: k), next == k + 1, t[next].kind == .leftParen,
                      file.previous(before: k).map({ t[$0].kind != .period }) ?? true else { continue }
                let name = file.text(k)
                if !out.contains(name) { out.append(name) }
            }
        }
        return out
    }
}
