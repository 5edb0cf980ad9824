import SwiftTokens

/// `@ObservedObject var model = NoteListModel()` in a view whose rows read `model`: the view does
/// not own what it observes, so each time its parent's body makes the view again a new model is
/// made, and the rows start over from its empty data (SwiftUI's documentation: do not give an
/// observed object a default value). `@StateObject` keeps the first one.
struct ObservedObjectMadeHere: Rule {
    let metadata = RuleMetadata(
        id: "observed-object-made-here",
        fixSafety: .sometimes,
        // The rows' words: `@ObservedObject` is an attribute, which the trigger search does not list.
        triggers: ["ForEach", "List"],
        level: .warning,
        // Opt-in: whether the parent's body runs while the rows show is not known where the view is
        // declared, and on real apps it mostly does not (the rule's page gives the count).
        isDefault: false,
        facts: .sceneRoots,
        hints: SceneRoots.hintWords)

    init() {}

    /// Where `@StateObject` is available.
    static let availability: [ApplePlatform: Version] = [.iOS: Version([14]), .macOS: Version([11]), .tvOS: Version([14]),
                                                          .watchOS: Version([7])]

    func findings(in context: RuleContext) -> [Finding] {
        let file = context.file
        var out: [Finding] = []
        for type in context.fileTypes where type.conformances.contains("View") && !type.isLocal {
            for made in MadeObservedObject.all(in: type, file) {
                // Only a model the rows read: what the lists show starts over.
                guard let rows = context.listCalls.first(where: { call in
                    context.enclosingType(of: call.nameToken)?.open == type.open && reads(made.name, call, file)
                }) else { continue }
                let range = file.range(from: made.attribute, through: made.attribute)
                let rowsText = rows.dataTokens(file).map { file.text(tokens: $0.first, through: $0.last) } ?? made.name
                let edit = Edit(range: range, replacement: "@StateObject")
                let available = context.target.allPlatforms(atLeast: ObservedObjectMadeHere.availability)
                let fix: Result<Fix, FixBlocked>
                switch available {
                case true?: fix = .success(Fix(message: "Own the model with `@StateObject`", edits: [edit], applicability: .safe))
                case nil: fix = .success(Fix(message: "Own the model with `@StateObject`", edits: [edit],
                                             applicability: .unsafe(reason: "`@StateObject` needs iOS 14 or macOS 11, and the deployment target is unknown")))
                case false?: fix = .failure(Fix.blocked("`@StateObject` needs iOS 14 or macOS 11, above the deployment target"))
                }
                // A scene's or a hosting controller's root view is made again only with its scene, or
                // never: nothing a user would see changes with the fix. Silent.
                if context.declarations.isSceneRoot(TypeResolver.lastName(type.name)) { continue }
                let message = "`\(made.name)` is made anew each time the parent's body makes this view (`@ObservedObject` does not own "
                    + "it), so the rows over `\(rowsText)` start over from a new `\(made.type)`, and whatever it loaded or kept is lost"
                out.append(metadata.finding(range: range, message: message, fix: fix))
            }
        }
        return out
    }

    /// Whether the rows' data starts with `name` (`model.notes`, `self.model.notes`).
    private func reads(_ name: String, _ call: RowsCall, _ file: SourceFile) -> Bool {
        guard var first = call.dataTokens(file)?.first else { return false }
        if file.tokenIs(first, "Array"), let paren = file.next(after: first), file.tokens[paren].kind == .leftParen,
           let inner = file.next(after: paren) { first = inner }
        if file.isKeyword(first, "self"), let dot = file.next(after: first), let next = file.next(after: dot) { first = next }
        if file.text(first).hasPrefix("$") { return file.text(first) == "$" + name }
        return file.tokens[first].kind == .identifier && file.tokenIs(first, name)
    }
}

/// An `@ObservedObject` property of a view whose initial value makes a new object
/// (`= NoteListModel()`, `: Model = Model(store: .shared)`); not one handed in or a shared instance.
struct MadeObservedObject {
    /// The `@ObservedObject` attribute's token.
    var attribute: Int
    var name: String
    /// The type made, as written.
    var type: String

    static func all(in type: TypeDecl, _ file: SourceFile) -> [MadeObservedObject] {
        let t = file.tokens
        var out: [MadeObservedObject] = []
        var i = type.open + 1
        while i < type.close {
            defer { i = file.skipGroup(i) }
            guard t[i].kind == .attribute, file.text(i) == "@ObservedObject" else { continue }
            // `@ObservedObject private var name` … `= Type(…)` on the declaration's line.
            var k = file.next(after: i)
            while let m = k, m < type.close, !file.isKeyword(m, "var") {
                guard t[m].kind == .keyword || t[m].kind == .identifier else { break }
                k = file.next(after: m)
            }
            // The value is one construction (`Model(…)`, the scanner's own reading of a simple
            // initializer): not `Model.shared`, not `Model().configured()`.
            guard let keyword = k, file.isKeyword(keyword, "var"), let head = DeclarationScanner.head(file, at: keyword),
                  file.tokenIs(head.rest, "="), let value = file.next(after: head.rest),
                  let made = DeclarationScanner.constructedType(file, value) else { continue }
            out.append(MadeObservedObject(attribute: i, name: file.text(head.name), type: made))
        }
        return out
    }
}
