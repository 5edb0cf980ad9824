import SwiftTokens

/// Views a scene makes (`WindowGroup { ContentView() }`), or a hosting controller takes as its root
/// (`UIHostingController(rootView: HistoryView())`, `self.init(rootView: …)`): SwiftUI makes them
/// again only when the app's own state changes, or never, not on every update of a parent view.
/// Recorded in the first pass by the name the call spells.
public enum SceneRoots {
    /// The scenes whose content closure makes a window's root view.
    static let scenes: [StaticString] = ["WindowGroup", "Window", "DocumentGroup", "Settings", "MenuBarExtra", "UtilityWindow"]

    /// The views made directly in a scene's content closure in this file. `watched`: as for
    /// `LazyPlacement.scan`.
    public static func scan(_ file: SourceFile, watched: [Int32]? = nil) -> [String] {
        var out: [String] = []
        FirstPassTokens.forEach(in: file, watched: watched) { i in
            let t = file.tokens
            guard t[i].length >= 6 && t[i].length <= 13, t[i].kind == .identifier else { return }
            if t[i].length == 8, file.tokenIs(i, "rootView") {
                hostedRoot(at: i, file, into: &out)
                return
            }
            guard scenes.contains(where: { file.tokenIs(i, $0) }) else { return }
            roots(of: i, file, into: &out)
        }
        return out
    }

    /// The views made in the content closure of the scene named at `i`.
    static func roots(of i: Int, _ file: SourceFile, into out: inout [String]) {
        let t = file.tokens
        guard let content = file.contentClosure(ofCallNamed: i) else { return }
        for k in (content.open + 1)..<content.close where t[k].kind == .identifier && DataOrigin.isTypeName(file.text(k)) {
            guard let next = file.next(after: k), next == k + 1, t[next].kind == .leftParen,
                  file.previous(before: k).map({ t[$0].kind != .period }) ?? true else { continue }
            let name = file.text(k)
            if !out.contains(name) { out.append(name) }
        }
    }

    /// `rootView: HistoryView()`, a hosting controller's argument: the view made there.
    static func hostedRoot(at i: Int, _ file: SourceFile, into out: inout [String]) {
        let t = file.tokens
        guard let colon = file.next(after: i), t[colon].kind == .colon, let made = file.next(after: colon),
              t[made].kind == .identifier, DataOrigin.isTypeName(file.text(made)),
              let paren = file.next(after: made), paren == made + 1, t[paren].kind == .leftParen else { return }
        let name = file.text(made)
        if !out.contains(name) { out.append(name) }
    }

    /// The scenes' names and `rootView` by length and first byte, for the first pass's lexer to list.
    static let watchedNames: [(Int, UInt8)] = [(11, 0x57), (6, 0x57), (13, 0x44), (8, 0x53), (12, 0x4D), (13, 0x55), (8, 0x72)]

    /// The words whose presence makes a file worth scanning: the scenes and `rootView`.
    static var hintWords: [String] { scenes.map { "\($0)" } + ["rootView"] }
}
