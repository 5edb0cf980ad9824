import SwiftTokens

/// A method of one of the project's types that takes row offsets (`func deleteItems(at offsets: IndexSet)`),
/// with what its body applies them to: a view's `.onDelete` that hands its offsets to a model's
/// or a store's method is read through that method, in whichever file it is declared. Recorded in
/// pass 1, only in files that name `IndexSet`, as `Type\0method\0label\0targets\0names\0conditional`.
struct OffsetsMethod: Equatable, Sendable {
    /// The full name of the type that declares it.
    var type: String
    var method: String
    /// The offsets parameter's argument label, `_` for none.
    var label: String
    /// What the body applies the offsets to (`OffsetsUse`).
    var targets: [Target]
    /// Every identifier the body names: a method that reads the rows' own getter may map the offsets through it.
    var names: Set<String>
    /// The body tests its type's state (`if hidesDone`, `guard searchText.isEmpty`): it may apply the
    /// offsets only while the rows are unfiltered, which listfix does not follow.
    var isConditional: Bool

    /// A collection the offsets index, and what it is to the method.
    struct Target: Equatable, Sendable {
        enum Kind: Character, Sendable {
            /// A property of the method's type (`items`, `self.items`).
            case member = "m"
            /// A local the body declares (`let saved = try context.fetch(request)`).
            case local = "l"
            /// A parameter, a global, another type's static: what it holds is not known here.
            case other = "o"
        }
        var kind: Kind
        var names: [String]
    }

    /// The entries of the methods that take an `IndexSet` in the bodies of `types` in `file`.
    static func scan(_ file: SourceFile, types: [TypeDecl]) -> [String] {
        let t = file.tokens
        var out: [String] = []
        for offset in ByteSearch.offsets(of: "IndexSet", in: file.bytes) {
            guard let i = file.token(startingAt: offset), t[i].kind == .identifier, file.tokenIs(i, "IndexSet"),
                  let colon = file.previous(before: i), t[colon].kind == .colon,
                  let paren = file.tree.enclosing(i), t[paren].kind == .leftParen,
                  let name = file.previous(before: paren), t[name].kind == .identifier,
                  let keyword = file.previous(before: name), file.isKeyword(keyword, "func"),
                  let owner = file.tree.enclosing(keyword),
                  let type = types.first(where: { $0.open == owner && $0.kind != .alias && !$0.isLocal }),
                  let inner = file.previous(before: colon), t[inner].kind == .identifier || t[inner].kind == .keyword,
                  let body = bodyOpen(after: paren, in: file), let close = file.tree.match(body) else { continue }
            // `at offsets: IndexSet`: the label is the first name; `offsets: IndexSet` is its own label.
            var label = file.text(inner)
            if let external = file.previous(before: inner), t[external].kind == .identifier || t[external].kind == .keyword,
               external > paren {
                label = file.text(external)
            }
            let parameter = file.text(inner)
            let uses = OffsetsUse.targets(of: parameter, in: body, close, file)
            guard !uses.isEmpty else { continue }
            let parameters = Set((file.functionParameters(ofBody: body) ?? []).map { file.text($0) })
            let targets = uses.map { use -> Target in
                let root = use.names[0]
                if DerivedRows.declares(root, in: body, close, file) {
                    // `var reordered = songs`: a copy of a property, moved and assigned back, is that property.
                    if use.names.count == 1, let copied = OffsetsUse.copiedPath(root, in: body, close, file), copied.count == 1,
                       !parameters.contains(copied[0]), !DerivedRows.declares(copied[0], in: body, close, file) {
                        return Target(kind: .member, names: copied)
                    }
                    return Target(kind: .local, names: use.names)
                }
                let kind: Target.Kind = parameters.contains(root) || DeclarationScanner.isUppercaseStart(file, use.first) ? .other : .member
                return Target(kind: kind, names: use.names)
            }
            var names: Set<String> = []
            for j in (body + 1)..<close where t[j].kind == .identifier { names.insert(file.text(j)) }
            let method = OffsetsMethod(type: type.name, method: file.text(name), label: label, targets: targets, names: names,
                                       isConditional: testsState(in: body, close, parameters: parameters, file))
            out.append(method.entry)
        }
        return out
    }

    /// Whether a condition between `open` and `close` (of an `if`, `guard`, `switch` or `while`)
    /// reads a name that is neither a parameter nor a local: its type's state, or a global.
    static func testsState(in open: Int, _ close: Int, parameters: Set<String>, _ file: SourceFile) -> Bool {
        let t = file.tokens
        // A ternary (`hidesDone ? removeShown(at: offsets) : items.remove(atOffsets: offsets)`) chooses too.
        if ((open + 1)..<close).contains(where: { OffsetsUse.isTernaryMark($0, in: file) }) {
            return true
        }
        for k in (open + 1)..<close where file.isKeyword(k, "if") || file.isKeyword(k, "guard") || file.isKeyword(k, "switch")
            || file.isKeyword(k, "while") {
            var j = k + 1
            while j < close, t[j].kind != .leftBrace, !file.isKeyword(j, "else") {
                defer { j += 1 }
                guard t[j].kind == .identifier, !file.isArgumentLabel(j), !DeclarationScanner.isUppercaseStart(file, j) else { continue }
                let name = file.text(j)
                // `self.searchText` reads state; `query.isEmpty` reads a member of something else.
                if let p = file.previous(before: j), t[p].kind == .period {
                    guard let q = file.previous(before: p), file.isKeyword(q, "self") else { continue }
                }
                if name.hasPrefix("$") || parameters.contains(name) || DerivedRows.declares(name, in: open, close, file) { continue }
                return true
            }
        }
        return false
    }

    /// The `{` of the body of the function whose parameter list opens at `paren`.
    private static func bodyOpen(after paren: Int, in file: SourceFile) -> Int? {
        guard let close = file.tree.match(paren) else { return nil }
        var j = file.next(after: close)
        while let k = j, file.tokens[k].kind != .leftBrace {
            // The signature's end: `throws`, `async`, `-> [Item]`, `where …`; a `;` or `}` means no body.
            // (A requirement without a body is followed by the next declaration, whose keyword stops the walk.)
            if file.tokens[k].kind == .semicolon || file.tokens[k].kind == .rightBrace || file.tokens[k].kind == .attribute { return nil }
            if file.tokens[k].kind == .keyword, !["throws", "rethrows", "where", "some", "any"].contains(file.text(k)) { return nil }
            j = file.next(after: file.skipGroup(k) - 1)
        }
        return j
    }

    var entry: String {
        let targetText = targets.map { String($0.kind.rawValue) + $0.names.joined(separator: ".") }.joined(separator: "\u{1}")
        return [type, method, label, targetText, names.sorted().joined(separator: "\u{1}"), isConditional ? "c" : ""]
            .joined(separator: "\u{0}")
    }

    init(type: String, method: String, label: String, targets: [Target], names: Set<String>, isConditional: Bool) {
        self.type = type
        self.method = method
        self.label = label
        self.targets = targets
        self.names = names
        self.isConditional = isConditional
    }

    init?(entry: String) {
        let parts = entry.split(separator: "\u{0}", omittingEmptySubsequences: false)
        guard parts.count == 6 else { return nil }
        type = String(parts[0])
        method = String(parts[1])
        label = String(parts[2])
        var targets: [Target] = []
        for text in parts[3].split(separator: "\u{1}") {
            guard let first = text.first, let kind = Target.Kind(rawValue: first) else { return nil }
            targets.append(Target(kind: kind, names: text.dropFirst().split(separator: ".").map(String.init)))
        }
        self.targets = targets
        names = Set(parts[4].split(separator: "\u{1}").map(String.init))
        isConditional = parts[5] == "c"
    }
}
