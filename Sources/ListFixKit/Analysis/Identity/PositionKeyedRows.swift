import SwiftTokens

/// Whether rows keyed by their position (`indices`, `\.offset`) can show the wrong row. Position is
/// a fine key for data that never changes, and a harmless one for stateless rows over data only
/// ever replaced as a whole: SwiftUI redraws each slot with its new contents, with or without
/// animation (readers of real apps judged an animated replacement of stateless rows harmless). It
/// goes wrong when elements are inserted, removed or moved in place (a stale index, state and
/// animation following the slot), or when a replacement meets rows that hold state.
enum PositionKeyedRows {
    /// Wrappers that give a view state of its own, which stays with the slot, not the element.
    static let stateWrappers: Set<String> = ["State", "StateObject", "FocusState", "GestureState", "AccessibilityFocusState"]

    /// How a wrong row shows, which the finding's message names.
    enum Hazard {
        /// Elements are inserted, removed or moved in place, or the rows write through the index into
        /// data proven to shift or be replaced.
        case shifting
        /// The data is replaced as a whole, and the rows keep state, which stays with the position.
        case statefulReplacement
        /// The data is replaced as a whole, never shifted in place, and the rows write through the
        /// index: an index kept across the replacement can run past a shorter array or edit the
        /// element that took its place.
        case editedReplacement
    }

    /// What the code shows about rows keyed by position, which decides what a rule says: a hazard
    /// (a warning, or an error where a kept index can crash or edit the wrong element), a
    /// migration to element ids with nothing shown to go wrong (a note, where the fix is safe), or
    /// nothing, where position is what the rows mean.
    enum Evidence: Equatable {
        /// Position is the rows' identity: data that never changes, or rows rebuilt each time they
        /// show (menu items) or placed by their position (chart marks).
        case positionIsIdentity
        /// No change of the data is shown while it is displayed: handed in by a parent, replaced as a
        /// whole under stateless rows, only appended to, filled as its view appears, or written by code
        /// listfix cannot see. `origin` says which.
        case noHazardShown(DataOrigin)
        case hazard(Hazard)
    }

    /// What the code shows about the rows of `call`, keyed by position.
    /// `edited`: the rows themselves write through the index or bind to it. `data`: the tokens of
    /// the collection the positions come from. `keyOnly`: the rows use the position as their key and
    /// nothing else (the element comes with it, or is read afresh each time the body runs), so
    /// nothing of theirs outlives a shift but what they hold.
    static func evidence(_ call: RowsCall, data: (first: Int, last: Int), edited: Bool, keyOnly: Bool = false,
                         in context: RuleContext) -> Evidence {
        let file = context.file
        // `.onDelete` and `.onMove` remove and move rows by offset, whatever the data is.
        if call.editsRows(file) != nil { return .hazard(.shifting) }
        let origin = DataOrigin.of(data.first, data.last, in: context)
        if origin == .constant { return .positionIsIdentity }
        if edited {
            // A write through the index moves no element: an index goes stale, and a bound control takes
            // another's place, when the data's elements shift or a new value replaces them (a reload
            // that lands new elements mid-list). Data only appended to, or out of sight, proves neither.
            switch origin {
            case .changing: return .hazard(.shifting)
            case .replaced: return .hazard(.editedReplacement)
            case .constant, .unknown, .appendedOnly, .filledOnAppear:
                return selectedByPosition(call, in: file) ? .positionIsIdentity : .noHazardShown(origin)
            }
        }
        // Menu items are built afresh each time the menu opens, and chart marks are placed by their
        // position: no row keeps an identity from one version of the data to the next.
        if MenuItems.contain(callNamed: call.nameToken, in: file) || isChartContent(callNamed: call.nameToken, in: file)
            || selectedByPosition(call, in: file) {
            return .positionIsIdentity
        }
        switch origin {
        case .changing:
            // Stateless rows that do not animate show the same screen after a shift: each slot is drawn
            // with its new element. State kept by the slot, or an animation that moves the wrong rows,
            // is what a user sees go wrong.
            // A `List(selection:)` keeps its selection by position: it is the rows' state.
            if keyOnly && rowsKnownStateless(call, in: context) && !handsBinding(call, in: context.file)
                && !animates(call, data: data, in: context.file) && !selectedByPosition(call, in: context.file, owners: ["List"]) {
                return .noHazardShown(origin)
            }
            return .hazard(.shifting)
        case .replaced:
            guard rowsHoldState(call, context) else { return .noHazardShown(origin) }
            // Values whose `id` is a new `UUID()` for each one made come back with new ids at every
            // replacement: no key lasts across it, and whether the new values are the same things
            // rebuilt (a package's section remade on each pick) is unknown. Position is the only
            // identity the rows keep.
            return idsRemadeWithEachValue(data, in: context) ? .positionIsIdentity : .hazard(.statefulReplacement)
        // Filled from empty as its view appears: every row is new then, none takes another's place.
        case .constant, .unknown, .appendedOnly, .filledOnAppear:
            return .noHazardShown(origin)
        }
    }

    /// Whether the elements of `data` are of a type whose `id` is a new `UUID()` for every value made.
    static func idsRemadeWithEachValue(_ data: (first: Int, last: Int), in context: RuleContext) -> Bool {
        let resolver = TypeResolver(context)
        guard let path = MemberPath.exactly(context.file, data.first, data.last), let element = resolver.elementType(of: path) else { return false }
        return resolver.identity(of: element) == .newUUID
    }

    /// Why a migration is only a migration: what the code shows of `data` (its text), for the end
    /// of a note's message.
    static func noChangeShown(_ origin: DataOrigin, _ data: String) -> String {
        switch origin {
        case .appendedOnly: return "`\(data)` is only appended to or changed in place here"
        case .replaced: return "`\(data)` is only replaced as a whole here, and the rows keep no state"
        case .filledOnAppear: return "`\(data)` is filled once as its view appears"
        case .changing: return "`\(data)` changes while it is displayed, but the rows keep no state and nothing animates them"
        case .constant, .unknown: return "nothing here shows `\(data)` changing while it is displayed"
        }
    }

    /// Views and values that keep nothing of their own from one body to the next: what a stateless
    /// row is made of. A control with state of its own (`DisclosureGroup`, `TextField`), a project
    /// view (whose state may sit a level down) or a view listfix cannot read is not known stateless.
    static let statelessParts: Set<String> = [
        "Text", "Image", "Label", "HStack", "VStack", "ZStack", "Grid", "GridRow", "Spacer", "Divider", "Color", "Group", "Button",
        "NavigationLink", "Link", "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "LabeledContent",
        "ProgressView", "Gauge", "String", "Int", "Double", "Float", "CGFloat", "Date", "URL", "Font", "EdgeInsets",
        "LocalizedStringKey", "AttributedString", "UUID", "Character", "Bool", "Optional", "Array", "Set", "Dictionary",
        "Section", "LinearGradient", "RadialGradient", "AngularGradient", "CGSize", "CGPoint", "CGRect", "UIImage", "NSImage",
        "NSLocalizedString",
        // A `ForEach` inside a row keeps nothing itself; what its rows make is read with the row's.
        "ForEach",
        // Swift Charts' marks: values a chart draws, with nothing kept between bodies.
        "BarMark", "LineMark", "PointMark", "AreaMark", "RuleMark", "RectangleMark", "SectorMark",
    ]

    /// Whether every type the row closure makes (a capitalized name called or given a closure) is one
    /// of `statelessParts`, or a view of this file shown to keep nothing (`statelessView`). A tap's
    /// action makes no view: what it calls is not asked.
    static func rowsKnownStateless(_ call: RowsCall, in context: RuleContext) -> Bool {
        guard let open = call.content, let close = context.file.tree.match(open) else { return false }
        return buildsOnlyStateless(from: open, to: close, in: context, depth: 2)
    }

    /// Whether the code between `open` and `close` makes only `statelessParts`, or views of this file
    /// that declare no state and whose bodies make only such parts in turn (`depth` levels down): a
    /// view whose body listfix cannot read is not known to keep nothing.
    static func buildsOnlyStateless(from open: Int, to close: Int, in context: RuleContext, depth: Int) -> Bool {
        let file = context.file
        let t = file.tokens
        var i = open
        while i + 1 < close {
            i += 1
            if t[i].kind == .leftBrace, isTapAction(i, in: file), let end = file.tree.match(i) {
                i = end
                continue
            }
            guard t[i].kind == .identifier, let next = file.next(after: i), t[next].kind == .leftParen || t[next].kind == .leftBrace else { continue }
            // A call inside an argument (`.frame(height: max(h, 5))`, `.background(i.isMultiple(of: 2) ? …)`)
            // or a string's interpolation (`Text("\(format(duration))")`) gives a value, not a view.
            let inArgument = file.tree.enclosing(i).map {
                t[$0].kind == .leftParen || t[$0].kind == .leftBracket || t[$0].kind == .interpolationOpen
            } ?? false
            if file.isMemberName(i) {
                // `self.row(item)`, `model.makeRow(item)`: a method that makes what listfix does not read
                // here; a modifier follows a view (`Text(…).font(…)`, a line's `.padding()`).
                guard !inArgument, t[next].kind == .leftParen, let period = file.previous(before: i), let receiver = file.previous(before: period),
                      !file.lineBreakBetween(receiver, period),
                      file.isKeyword(receiver, "self") || (t[receiver].kind == .identifier
                          && file.previous(before: receiver).map({ t[$0].kind != .period }) ?? true
                          && !DeclarationScanner.isUppercaseStart(file, receiver)) else { continue }
                if file.isKeyword(receiver, "self"), statelessMethod(called: i, in: context, depth: depth) { continue }
                return false
            }
            // A method of the view (`row(for: item)`) makes what its body makes, where this file has it.
            if !DeclarationScanner.isUppercaseStart(file, i) {
                if t[next].kind == .leftParen, !inArgument, !statelessMethod(called: i, in: context, depth: depth) { return false }
                continue
            }
            let name = file.text(i)
            // A type the project declares under a SwiftUI view's name (`struct GridRow: View`, from before
            // iOS 16) is the project's: read as its own.
            let isSwiftUIs = statelessParts.contains(name) && context.declarations.info(name)?.declared != true
            if !isSwiftUIs && !(depth > 0 && statelessView(name, in: context, depth: depth - 1)) { return false }
        }
        return true
    }

    /// Whether the call named at `i` is of a view method of the enclosing type, declared in this
    /// file, whose body makes only stateless parts (`depth` levels down). A method's view keeps no
    /// state of its own: what it makes is what a row written inline would make.
    static func statelessMethod(called i: Int, in context: RuleContext, depth: Int) -> Bool {
        guard depth > 0, let open = context.viewMethodBody(named: context.file.text(i), calledAt: i),
              let close = context.file.tree.match(open) else { return false }
        return buildsOnlyStateless(from: open, to: close, in: context, depth: depth - 1)
    }

    /// Whether `name` is a view declared in this file, in one part, that declares no state (nor an
    /// object it observes) and whose body makes only stateless parts (`buildsOnlyStateless`).
    static func statelessView(_ name: String, in context: RuleContext, depth: Int) -> Bool {
        func keeps(_ property: PropertyDecl) -> Bool {
            property.wrapper.map { stateWrappers.contains($0) || DataOrigin.objectWrappers.contains($0) } ?? false
        }
        // This file's declaration, and the project's of every part of the type.
        let parts = context.fileTypes(named: name)
        guard parts.count == 1, let view = context.viewType(parts[0]), !view.decl.properties.contains(where: keeps),
              context.declarations.info(name)?.properties.contains(where: keeps) != true else { return false }
        return buildsOnlyStateless(from: view.bodyOpen, to: view.bodyClose, in: context, depth: depth)
    }

    /// Whether the brace `open` is code a tap runs, which makes no view: a button's action
    /// (`action: { … }`, or the first closure of a `Button` given no `action:`), or the closure of
    /// `withAnimation` or `.onTapGesture`.
    static func isTapAction(_ open: Int, in file: SourceFile) -> Bool {
        let t = file.tokens
        guard t[open].kind == .leftBrace, let before = file.previous(before: open) else { return false }
        if t[before].kind == .colon, let label = file.previous(before: before) { return file.tokenIs(label, "action") }
        var name = before
        var paren: Int?
        if t[before].kind == .rightParen, let p = file.tree.match(before), let n = file.previous(before: p) { (paren, name) = (p, n) }
        guard t[name].kind == .identifier else { return false }
        if file.tokenIs(name, "withAnimation") { return true }
        if file.tokenIs(name, "onTapGesture") { return file.isMemberName(name) }
        guard file.tokenIs(name, "Button"), !file.isMemberName(name) else { return false }
        return !(paren.map { file.arguments(of: $0).contains { $0.label.map { file.tokenIs($0, "action") } ?? false } } ?? false)
    }

    /// Whether the rows hand a binding to what they make (`EditorPane(focus: $focus)`): a control
    /// or a view that edits or focuses through it, which stays with the position.
    static func handsBinding(_ call: RowsCall, in file: SourceFile) -> Bool {
        guard let open = call.content, let close = file.tree.match(open) else { return false }
        return ((open + 1)..<close).contains { i in
            let token = file.tokens[i]
            guard token.kind == .identifier, token.length > 1, file.bytes[token.start] == UInt8(ascii: "$") else { return false }
            return !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(file.bytes[token.start + 1])
        }
    }

    /// Whether the member named at `i` is a view modifier (`Text(…).animation(…)`, `list.animation(…)`,
    /// or a `.animation` beginning a line), not a member of an implicit value
    /// (`.opacity.animation(.default)`, a transition's).
    static func isModifier(_ i: Int, in file: SourceFile) -> Bool {
        guard let period = file.previous(before: i), let before = file.previous(before: period) else { return false }
        let kind = file.tokens[before].kind
        if kind == .identifier { return file.previous(before: before).map { file.tokens[$0].kind != .period } ?? true }
        return kind == .rightParen || kind == .rightBrace || file.lineBreakBetween(before, period)
    }

    /// Members that view a collection rather than name it (`scores.keys`): not the data's own name.
    static let collectionViews: Set<String> = ["keys", "values", "indices", "lazy", "self"]

    /// Whether the code animates the rows of `call` as `data` changes: a `withAnimation { … }` that
    /// names the data or calls a function (which may change it), an implicit `.animation(…)` with no
    /// value or with a value that reads it, or a `.transition(…)` on the rows. An animation of
    /// something else (a toast, a button) does not move the rows; one in another file is not seen.
    static func animates(_ call: RowsCall, data: (first: Int, last: Int), in file: SourceFile) -> Bool {
        let t = file.tokens
        // The data's own name: `scores` in `scores.keys.sorted()`, `steps` in `model.recipe.steps`.
        guard let last = (data.first...data.last).last(where: { i in
            t[i].kind == .identifier && !collectionViews.contains(file.text(i))
                && file.next(after: i).map { t[$0].kind != .leftParen && t[$0].kind != .leftBrace } ?? true
        }) else { return false }
        let name = file.text(last)
        // The path's root (`viewModel` of `viewModel.photos`): a method called on it may change the data.
        var rootToken = last
        while let dot = file.previous(before: rootToken), t[dot].kind == .period, let before = file.previous(before: dot),
              t[before].kind == .identifier || file.isKeyword(before, "self") { rootToken = before }
        let root = file.isKeyword(rootToken, "self") ? name : file.text(rootToken)
        func readsData(_ range: Range<Int>) -> Bool {
            range.contains { t[$0].kind == .identifier && file.tokenIs($0, name) }
        }
        // A call of the view's own function, or of a method of the data's holder (`viewModel.remove(at:)`):
        // not known not to change the data. A type's (`Haptics.impact()`) or another value's method is not
        // the data's, and proves nothing.
        func callsFunction(_ range: Range<Int>) -> Bool {
            range.contains { i in
                guard t[i].kind == .identifier, !DeclarationScanner.isUppercaseStart(file, i), let next = file.next(after: i),
                      t[next].kind == .leftParen else { return false }
                guard let dot = file.previous(before: i), t[dot].kind == .period else { return true }
                guard let receiver = file.previous(before: dot) else { return false }
                return file.isKeyword(receiver, "self") || (t[receiver].kind == .identifier && file.tokenIs(receiver, root))
            }
        }
        if let open = call.content, let close = file.tree.match(open),
           ((open + 1)..<close).contains(where: { (file.tokenIs($0, "transition") && file.isMemberName($0)) || destructiveSwipe($0, in: file) }) {
            return true
        }
        for i in t.indices where t[i].kind == .identifier {
            if file.tokenIs(i, "withAnimation") {
                var j = file.next(after: i)
                if let paren = j, t[paren].kind == .leftParen { j = file.tree.match(paren).flatMap { file.next(after: $0) } }
                // A call in the animated closure (`withAnimation { delete(at: i) }`) may change the data: not
                // known not to animate it.
                if let brace = j, t[brace].kind == .leftBrace, let end = file.tree.match(brace),
                   readsData(brace..<end) || callsFunction(brace..<end) { return true }
            } else if file.tokenIs(i, "animation"), file.isMemberName(i), let paren = file.next(after: i), t[paren].kind == .leftParen,
                      isModifier(i, in: file) {
                let value = file.arguments(of: paren).first { $0.label.map { file.tokenIs($0, "value") } ?? false }
                guard let value else { return true }
                if readsData(value.tokenRange) { return true }
            }
        }
        return false
    }

    /// Whether token `i` names a row's `.swipeActions` that holds a destructive button: the list
    /// animates the row out when it is tapped.
    static func destructiveSwipe(_ i: Int, in file: SourceFile) -> Bool {
        guard file.tokenIs(i, "swipeActions"), file.isMemberName(i), var open = file.next(after: i) else { return false }
        if file.tokens[open].kind == .leftParen, let close = file.tree.match(open), let brace = file.next(after: close) { open = brace }
        guard file.tokens[open].kind == .leftBrace, let close = file.tree.match(open) else { return false }
        return ((open + 1)..<close).contains { file.tokenIs($0, "destructive") && file.isMemberName($0) }
    }

    /// Whether the rows are the pages of a `TabView(selection:)` or the options of a
    /// `Picker(selection:)` (or, with `owners`, the rows of a `List(selection:)`) with no tag of
    /// their own: each one's id, the position, is its implicit tag, so the selection holds a position. Keyed by element ids, the tags would change type and
    /// the selection would match nothing: no migration, whatever else the rows do.
    static func selectedByPosition(_ call: RowsCall, in file: SourceFile, owners: Set<String> = ["TabView", "Picker"]) -> Bool {
        guard case .call(let owner)? = RowContainer.rowsOwner(callNamed: call.nameToken, in: file),
              owners.contains(file.text(owner)),
              let paren = file.next(after: owner), file.tokens[paren].kind == .leftParen,
              file.arguments(of: paren).contains(where: { $0.label.map { file.tokenIs($0, "selection") } ?? false }),
              let open = call.content, let close = file.tree.match(open) else { return false }
        // `.tag(item.id)`, `.tag(index)`: the row names its own tag, which a migration keeps, so the
        // selection still matches a row keyed by its element's id.
        return !((open + 1)..<close).contains { file.isIdentifier($0, "tag") && file.isMemberName($0) }
    }

    /// Whether the rows of the call named at token `name` are marks of a `Chart`.
    static func isChartContent(callNamed name: Int, in file: SourceFile) -> Bool {
        if case .call(let callee)? = RowContainer.rowsOwner(callNamed: name, in: file) { return file.tokenIs(callee, "Chart") }
        return false
    }

    /// Whether the row closure builds a project view that declares state (`@State var expanded`),
    /// or a view of this file whose body builds one (`AnswerSection`, whose `BlinkingCaret` keeps
    /// its phase): a row that gets a new identity loses the state of every view inside it. A view
    /// listfix cannot read proves nothing: silent.
    static func rowsHoldState(_ call: RowsCall, _ context: RuleContext) -> Bool {
        guard let open = call.content, let close = context.file.tree.match(open) else { return false }
        return buildsStatefulView(from: open, to: close, owner: context.enclosingType(of: call.nameToken)?.name, context, depth: 1)
    }

    /// Whether the tokens between `open` and `close` call a project view that declares state, or,
    /// `depth` more times, a view of this file whose body does.
    private static func buildsStatefulView(from open: Int, to close: Int, owner: String?, _ context: RuleContext, depth: Int) -> Bool {
        let file = context.file
        let t = file.tokens
        var local: [String] = []
        for i in open + 1..<close where t[i].kind == .identifier && DataOrigin.isTypeName(file.text(i)) {
            guard let next = file.next(after: i), t[next].kind == .leftParen || t[next].kind == .leftBrace else { continue }
            let name = context.declarations.resolve(file.text(i), in: owner)
            guard let info = context.declarations.info(name) else { continue }
            // State that follows the pointer (a hover) belongs to the place, not the element.
            if info.properties.contains(where: { $0.wrapper.map(stateWrappers.contains) == true && !$0.followsPointer }) { return true }
            if depth > 0, info.conformances.contains("View"), !local.contains(name) { local.append(name) }
        }
        for name in local {
            for part in context.fileTypes(named: name) {
                guard let body = DeclarationScanner.accessorBody(of: "body", in: part, file: file) else { continue }
                if buildsStatefulView(from: body.open, to: body.close, owner: name, context, depth: depth - 1) { return true }
            }
        }
        return false
    }
}
