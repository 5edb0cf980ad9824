import SwiftTokens

/// `if rows.isEmpty { Text("No items") }` beside the list that shows `rows`: a hand-made empty
/// state that `ContentUnavailableView` (iOS 17, macOS 14) lays out as the system does.
struct EmptyState: Rule {
    let metadata = RuleMetadata(
        id: "empty-state",
        fixSafety: .safe,
        // The rows' words, not `isEmpty`: the state stands beside a list, and a file with `isEmpty`
        // and no list (most of them) is then not checked at all.
        triggers: ["ForEach", "List", "Table"],
        level: .note)

    init() {}

    /// Where `ContentUnavailableView` is available.
    static let availability: [ApplePlatform: Version] = [.iOS: Version([17]), .macOS: Version([14]), .tvOS: Version([17]),
                                                          .watchOS: Version([10]), .visionOS: Version([1])]

    func findings(in context: RuleContext) -> [Finding] {
        let file = context.file
        let t = file.tokens
        // Below the deployment target there is nothing to migrate to; with the target unknown the
        // fix cannot be shown to build, and a migration without a safe fix says nothing.
        guard context.target.allPlatforms(atLeast: EmptyState.availability) == true else { return [] }
        // A project that declares its own `ContentUnavailableView` (a back-port) means that one.
        guard context.declarations.info("ContentUnavailableView") == nil else { return [] }
        var out: [Finding] = []
        // Asked once, and only of a file with a candidate: most files never name it.
        lazy var namesContentUnavailableView = ByteSearch.contains(file.bytes, "ContentUnavailableView")
        // From each `isEmpty` back to its `if`: a walk over every token of every file with a list
        // cost more than the rest of the rule. Then the cheap questions (the condition, the
        // branch's views) first.
        for i in EmptyState.ifsTesting("isEmpty", in: file) {
            guard let condition = EmptyCondition.read(file, afterIf: i) else { continue }
            let statements = file.statements(inBody: condition.body)
            guard let first = statements.first, let last = statements.last,
                  let view = EmptyStateView.read(file, statements),
                  let type = context.enclosingType(of: i), type.conformances.contains("View"),
                  !(namesContentUnavailableView && file.mentions("ContentUnavailableView", in: type)),
                  case let stands = standsForTheList(file, i, in: type), stands != .no,
                  // Text alone that does not take its space (no `Spacer()`, no filling `.frame`), in a
                  // stack beside other views, is a caption in the stack's flow, not a stand-in for the
                  // screen: the system's full-size view would not be one.
                  view.image != nil || view.label != nil || view.fills || stands == .overTheList || !besideOtherViews(file, i),
                  listShows(condition.data, in: type, context),
                  !EmptyState.isRowView(type.name, in: file, previews: PreviewCode(file, types: context.fileTypes)),
                  let replacement = replacement(view, condition, type, context) else { continue }
            let what = condition.query == nil ? "empty state" : "empty search state"
            let message = "this hand-made \(what) of `\(condition.data)` can be a `ContentUnavailableView`, which lays it out "
                + "as the system does\(condition.query == nil ? "" : " and words it in the user's language")"
            let edit = Edit(range: file.range(from: first.first, through: last.last), replacement: replacement)
            if let finding = metadata.migration(range: t[i].range, message: message,
                                                fix: Fix(message: "Use `ContentUnavailableView`", edits: [edit], applicability: .safe)) {
                out.append(finding)
            }
        }
        return out
    }

    /// The `if` keywords whose condition names `word` (`if items.isEmpty, !query.isEmpty {`), in order.
    static func ifsTesting(_ word: String, in file: SourceFile) -> [Int] {
        let t = file.tokens
        var out: [Int] = []
        for offset in ByteSearch.offsets(of: word, in: file.bytes) {
            // The token that starts there, by bisection on the tokens' starts.
            var low = 0, high = t.count
            while low < high {
                let mid = (low + high) / 2
                if t[mid].start < offset { low = mid + 1 } else { high = mid }
            }
            guard low < t.count, t[low].start == offset, t[low].kind == .identifier, file.tokenIs(low, word) else { continue }
            // Back over the condition's names, periods, `!`, `&&` and commas, a few tokens at most.
            var k = low
            for _ in 0..<24 {
                guard let p = file.previous(before: k) else { break }
                if file.isKeyword(p, "if") {
                    if out.last != p { out.append(p) }
                    break
                }
                let kind = t[p].kind
                guard kind == .identifier || kind == .period || kind == .comma || kind == .operator || file.isKeyword(p, "self") else { break }
                k = p
            }
        }
        return out
    }

    /// The view that replaces the branch's content; nil where it does not map one to one.
    func replacement(_ view: EmptyStateView, _ condition: EmptyCondition, _ type: TypeDecl, _ context: RuleContext) -> String? {
        let file = context.file
        // The search case: text about the query, which `.search(text:)` words for every language.
        if let query = condition.query {
            guard view.label == nil, view.image == nil || view.texts.count <= 2,
                  view.texts.contains(where: { interpolates(file, $0, query) }),
                  let property = type.properties.first(where: { $0.name == query }), property.type == "String" else { return nil }
            return "ContentUnavailableView.search(text: \(query))"
        }
        let description = view.texts.count == (view.label == nil ? 2 : 1) ? file.text(tokens: view.texts.last!.first, through: view.texts.last!.last) : nil
        if let (title, image) = view.label {
            return literal(title, image, description)
        }
        let titleCall = view.texts[0]
        if let image = view.image {
            // `ContentUnavailableView("Title", systemImage: "tray")` takes the title as text.
            guard let title = onlyString(file, titleCall) else { return nil }
            return literal(title, image, description)
        }
        let texts = view.texts.map { file.text(tokens: $0.first, through: $0.last) }
        // A multi-line string literal's lines are measured from its closing quotes: moved into a
        // block, a blank line in it would no longer be indented enough.
        guard !texts.contains(where: { $0.contains("\"\"\"") }) else { return nil }
        // One line each: `ContentUnavailableView { Text("No items") }`. A text over several lines
        // goes in a block of its own, its lines one level deeper.
        // Bytes: `\r\n` is one Character, which neither `"\n"` nor `"\r"` is.
        guard texts.contains(where: { $0.utf8.contains(0x0A) || $0.utf8.contains(0x0D) }),
              let indent = file.indentation(before: file.tokens[titleCall.first].start) else {
            return "ContentUnavailableView { \(texts[0]) }" + (texts.count > 1 ? " description: { \(texts[1]) }" : "")
        }
        let n = context.layout.newline, u = context.layout.indent
        func block(_ text: String) -> String {
            // `\r\n` is one Character: a split on the layout's newline finds either kind.
            u + text.split(separator: Character(n), omittingEmptySubsequences: false).joined(separator: n + u)
        }
        var out = "ContentUnavailableView {\(n)\(indent)\(block(texts[0]))\(n)\(indent)}"
        if texts.count > 1 { out += " description: {\(n)\(indent)\(block(texts[1]))\(n)\(indent)}" }
        return out
    }

    func literal(_ title: String, _ image: (label: String, name: String), _ description: String?) -> String {
        "ContentUnavailableView(\(title), \(image.label): \(image.name)" + (description.map { ", description: \($0)" } ?? "") + ")"
    }

    /// `"Title"` when `Text(…)` takes one plain string literal.
    func onlyString(_ file: SourceFile, _ text: Statement) -> String? {
        guard let open = file.next(after: text.first) else { return nil }
        let arguments = file.arguments(of: open)
        guard arguments.count == 1, arguments[0].label == nil else { return nil }
        return EmptyStateView.plainString(file, arguments[0])
    }

    /// Whether the `Text(…)` call interpolates `query` (`"No results for \(query)"`).
    func interpolates(_ file: SourceFile, _ text: Statement, _ query: String) -> Bool {
        let t = file.tokens
        return (text.first...text.last).contains { k in
            t[k].kind == .interpolationOpen && file.next(after: k).map { file.tokenIs($0, query) } == true
        }
    }

    /// Whether a `List` or `Table` of this part of the type shows `data`, or a `ForEach` whose rows
    /// go to a list or lazy stack here (a `ForEach` at the root of the body makes rows for a
    /// container its caller chooses, a `Form` or a menu perhaps, where an empty state is a row).
    func listShows(_ data: String, in type: TypeDecl, _ context: RuleContext) -> Bool {
        let file = context.file
        return context.calls.contains { call in
            guard call.nameToken > type.open, call.nameToken < type.close, let (first, last) = call.dataTokens(file),
                  let path = MemberPath.exactly(file, first, last) else { return false }
            if call.kind == .forEach {
                guard case .lazy(_, false) = RowContainer.of(callNamed: call.nameToken, in: file) else { return false }
            }
            let text = path.text(file)
            return text == data || text == "self." + data
        }
    }

    /// Whether this file makes the view `name` as a row of a `ForEach` or `List`
    /// (`ForEach(groups) { ReactorsGroupView(group: $0) }`): its empty state is then one row's, not the
    /// screen's, where the system's full-size view does not belong. Out through stacks, branches and a
    /// link's label to the `ForEach` or `List`; a link's destination, a sheet, a page or an argument is a
    /// screen of its own. A view made in another file is not seen (a `private` one cannot be).
    /// A preview (`previews`) shows the view where the app may not: not counted.
    static func isRowView(_ name: String, in file: SourceFile, previews: PreviewCode) -> Bool {
        let t = file.tokens
        for offset in ByteSearch.offsets(of: name, in: file.bytes) {
            guard let i = file.token(startingAt: offset), t[i].kind == .identifier, file.tokenIs(i, name),
                  let next = file.next(after: i), t[next].kind == .leftParen || t[next].kind == .leftBrace,
                  !previews.contains(t[i].range) else { continue }
            var scope = file.tree.enclosing(i)
            walk: while let open = scope, t[open].kind == .leftBrace, let before = file.previous(before: open) {
                switch RowContainer.owner(ofBrace: open, before: before, in: file) {
                case .branch:
                    break
                case .call(let callee):
                    if file.isIdentifier(callee, "List") { return true }
                    // A `ForEach`'s rows, unless they are a `TabView`'s pages, each a screen.
                    if file.isIdentifier(callee, "ForEach") {
                        if case .call(let owner)? = RowContainer.rowsOwner(callNamed: callee, in: file), file.isIdentifier(owner, "TabView") { break walk }
                        return true
                    }
                    guard EmptyState.rowParts.contains(file.text(callee)), !Presentation.isLinkDestination(open, callee, file) else { break walk }
                case .modifier:
                    break walk
                case .other:
                    // `label: { … }`: the link's or button's row.
                    guard t[before].kind == .colon, let label = file.previous(before: before), file.tokenIs(label, "label") else { break walk }
                }
                scope = file.tree.enclosing(open)
            }
        }
        return false
    }

    /// The views a row is built of, out to its `ForEach` or `List`.
    static let rowParts: Set<String> = ["HStack", "VStack", "ZStack", "Group", "Section", "LazyVStack", "LazyHStack",
                                        "NavigationLink", "Button", "DisclosureGroup"]

    /// Layout containers that place the empty state where the list would be.
    static let placing: Set<String> = ["VStack", "ZStack", "HStack", "Group", "NavigationStack", "NavigationView"]

    /// Whether the `if` at `i` takes the list's place on screen: in the view's `body` (or a view
    /// property), an `.overlay`, or stacks and branches there; not in a `List`, `Form`, `Section`,
    /// `Menu` or `Picker` (a row or a menu item, where the system's full-size view does not
    /// belong), nor in a view listfix cannot read.
    /// Whether the `if` at `i` is one of several statements of a stack's closure (`VStack { header;
    /// Divider(); if items.isEmpty { … } else { … } }`).
    /// A `Group` around the `if` alone lays out nothing: the stack around it is the one. A `Spacer()`
    /// among the views places the caption where the list would be, as the system's view does.
    func besideOtherViews(_ file: SourceFile, _ i: Int) -> Bool {
        var scope = file.tree.enclosing(i)
        while let open = scope, file.tokens[open].kind == .leftBrace, let before = file.previous(before: open),
              case .call(let name) = RowContainer.owner(ofBrace: open, before: before, in: file) {
            let views = file.statements(inBody: open).filter { !file.isKeyword($0.first, "let") && !file.isKeyword($0.first, "var") }
            if file.isIdentifier(name, "Group"), views.count == 1 {
                scope = file.tree.enclosing(open)
                continue
            }
            guard file.isIdentifier(name, "VStack") || file.isIdentifier(name, "HStack") else { return false }
            return views.count > 1 && !views.contains { EmptyStateView.isSpacer(file, $0) }
        }
        return false
    }

    /// Where an empty state stands: not for the list, in the list's place, or over it (`.overlay`).
    enum Standing { case no, inThePlace, overTheList }

    func standsForTheList(_ file: SourceFile, _ i: Int, in type: TypeDecl) -> Standing {
        let t = file.tokens
        var scope = file.tree.enclosing(i)
        var steps = 0
        var over = false
        while let open = scope, open > type.open, steps < 64 {
            steps += 1
            guard t[open].kind == .leftBrace, let before = file.previous(before: open) else { return .no }
            switch RowContainer.owner(ofBrace: open, before: before, in: file) {
            case .branch:
                break
            case .modifier:
                let name = t[before].kind == .rightParen ? file.tree.match(before).flatMap { file.previous(before: $0) } : before
                guard let name, file.tokenIs(name, "overlay") else { return .no }
                over = true
            case .call(let name):
                guard EmptyState.placing.contains(file.text(name)) else { return .no }
            case .other:
                // A view's `body`, or a `@ViewBuilder` view property or method whose one use in this
                // file stands for the list too (a property used as a row of a `List` does not).
                guard file.isIdentifier(before, "View"), let some = file.previous(before: before), file.tokenIs(some, "some") else { return .no }
                if isBody(file, open) { return over ? .overTheList : .inThePlace }
                guard isViewBuilder(file, open), let declared = RowContainer.declaredName(ofBody: open, in: file), !file.tokenIs(declared, "body"),
                      let use = RowContainer.singleUse(of: declared, in: file) else { return .no }
                scope = file.tree.enclosing(use)
                continue
            }
            scope = file.tree.enclosing(open)
        }
        return .no
    }

    /// Whether the brace opens `var body: some View {`.
    func isBody(_ file: SourceFile, _ open: Int) -> Bool {
        var k = file.previous(before: open)
        var steps = 0
        while let j = k, steps < 8 {
            if file.isKeyword(j, "var") { return file.next(after: j).map { file.tokenIs($0, "body") } ?? false }
            k = file.previous(before: j)
            steps += 1
        }
        return false
    }

    /// Whether the declaration whose body opens at `open` carries `@ViewBuilder`: without it a
    /// property's `if`/`else` is an expression whose branches must have one type.
    func isViewBuilder(_ file: SourceFile, _ open: Int) -> Bool {
        var k = file.previous(before: open)
        var steps = 0
        while let j = k, steps < 40 {
            if file.tokens[j].kind == .leftBrace || file.tokens[j].kind == .rightBrace || file.tokens[j].kind == .semicolon { return false }
            if file.tokens[j].kind == .attribute { return file.tokenIs(j, "@ViewBuilder") }
            if file.tokens[j].kind == .rightParen, let o = file.tree.match(j) { k = file.previous(before: o) } else { k = file.previous(before: j) }
            steps += 1
        }
        return false
    }
}

/// `if data.isEmpty {`, or `if data.isEmpty, !query.isEmpty {` (also with `&&`): the data the
/// branch stands in for, the search query if any, and the branch's `{`.
struct EmptyCondition {
    var data: String
    var query: String?
    var body: Int

    static func read(_ file: SourceFile, afterIf i: Int) -> EmptyCondition? {
        let t = file.tokens
        var k = i + 1
        var clauses: [[Int]] = [[]]
        while k < t.count, t[k].kind != .leftBrace {
            if t[k].kind.isTrivia { k += 1; continue }
            if t[k].kind == .comma || (t[k].kind == .operator && file.tokenIs(k, "&&")) {
                clauses.append([])
                k += 1
                continue
            }
            guard !file.isKeyword(k, "let"), !file.isKeyword(k, "var"), !file.isKeyword(k, "case") else { return nil }
            clauses[clauses.count - 1].append(k)
            k = file.skipGroup(k)
        }
        guard k < t.count, clauses.count <= 3 else { return nil }
        var data: String?
        var query: String?
        for clause in clauses {
            guard let name = isEmptyPath(file, clause, negated: false) else {
                // `if !isLoading && items.isEmpty`: a negated condition of another kind stays in the `if`, which the
                // fix keeps; the state still stands for empty data. `if isLoading && items.isEmpty` stands for a
                // load under way, not for the empty list.
                guard let q = isEmptyPath(file, clause, negated: true) else {
                    guard let bang = clause.first, file.tokenIs(bang, "!") else { return nil }
                    continue
                }
                guard query == nil else { return nil }
                query = q
                continue
            }
            guard data == nil else { return nil }
            data = name
        }
        guard let data else { return nil }
        return EmptyCondition(data: data, query: query, body: k)
    }

    /// `a.b.isEmpty` (or `!a.isEmpty` when `negated`): `a.b` without `self.`.
    static func isEmptyPath(_ file: SourceFile, _ clause: [Int], negated: Bool) -> String? {
        var tokens = clause
        if negated {
            guard let bang = tokens.first, file.tokenIs(bang, "!") else { return nil }
            tokens.removeFirst()
        }
        guard tokens.count >= 3, file.tokenIs(tokens[tokens.count - 1], "isEmpty"), file.tokens[tokens[tokens.count - 2]].kind == .period,
              let path = MemberPath.exactly(file, tokens[0], tokens[tokens.count - 3]) else { return nil }
        let text = path.text(file)
        return text.hasPrefix("self.") ? String(text.dropFirst(5)) : text
    }
}
