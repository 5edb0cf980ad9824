import SwiftTokens

/// What makes a view's body run again often, shown in the view itself: typing into a text field or
/// search field it declares (a body per keystroke), or a `Timer` it starts (a `TimelineView` runs only its
/// own content, `insideTimeline`). A filter in such a body runs
/// at that rate, which makes it a hazard and not only a migration, unless it reads the typed text
/// itself: then each keystroke must filter again, cache or not. (A publisher the view receives runs
/// the body only when its handler changes state, which readers found it mostly does not.)
struct FrequentBody: Sendable {
    /// How the message says it: "the view's search field runs it again on every keystroke".
    var cause: String
    /// The names the fields write (`query` of `.searchable(text: $query)`).
    var typed: Set<String>
    /// The objects whose members the fields write (`model` of `$model.query`): what a member of
    /// one reads may be the typed text.
    var typedOwners: Set<String> = []
    /// The view also runs its body on a clock (a repeating `Timer` it starts): then work that reads
    /// the typed text is done again on every tick too, and typing excuses nothing.
    var ticks = false

    /// The first such cause in the type whose braces are `open`…`close`.
    /// `state`: the view's own state, asked for only when a timer is found (a tick that writes
    /// nothing of it runs no body); without it, timers count for nothing.
    static func of(_ file: SourceFile, from open: Int, to close: Int, state: (() -> Set<String>)? = nil) -> FrequentBody? {
        let t = file.tokens
        var found: String?
        var typed = Set<String>()
        var typedOwners = Set<String>()
        var ticks = false
        var timerCause: String?
        for i in open..<close where t[i].kind == .identifier {
            var field: String?
            if file.isIdentifier(i, "TextField") || file.isIdentifier(i, "TextEditor") || file.isIdentifier(i, "SecureField") {
                field = "the view's text field runs it again on every keystroke"
            } else if file.isIdentifier(i, "searchable"), let p = file.previous(before: i), t[p].kind == .period {
                field = "the view's search field runs it again on every keystroke"
            } else if file.isIdentifier(i, "Timer"), let dot = file.next(after: i), t[dot].kind == .period, let member = file.next(after: dot),
                      let state = state?(),
                      file.isIdentifier(member, "publish") ? receivesWritingState(file, from: open, to: close, state)
                        : file.isIdentifier(member, "scheduledTimer") && repeats(file, call: member) && tickWritesState(file, call: member, state) {
                // A timer a view starts and whose ticks write the view's state (an elapsed time, a
                // countdown) runs the body on every tick; a one-shot timer (a search's debounce) runs once,
                // and one whose ticks write nothing of the view (`market.poll()`) does not run it.
                if !ticks { timerCause = "the timer it starts runs it again on every tick" }
                ticks = true
            }
            guard let field else { continue }
            found = found ?? field
            // `$query` among the call's arguments: the text the field writes.
            if let open = file.next(after: i), t[open].kind == .leftParen, let close = file.tree.match(open) {
                for j in open..<close where t[j].kind == .identifier {
                    guard file.bytes[t[j].start] == UInt8(ascii: "$") else {
                        // `text: text`, a `Binding<String>` handed in as a value: the field writes through
                        // it, and the body reads what it wrote as `text.wrappedValue`.
                        if t[j].length == 4, file.isIdentifier(j, "text"), let colon = file.next(after: j), t[colon].kind == .colon,
                           let v = file.next(after: colon), t[v].kind == .identifier, file.bytes[t[v].start] != UInt8(ascii: "$"),
                           let end = file.next(after: v),
                           end == close || t[end].kind == .comma {
                            typed.insert(file.text(v))
                        }
                        continue
                    }
                    // `$model.draft`: the field writes `draft`, not every member of `model`.
                    var last = String(file.text(j).dropFirst())
                    var k = j
                    while let dot = file.next(after: k), t[dot].kind == .period, let member = file.next(after: dot),
                          t[member].kind == .identifier {
                        last = file.text(member)
                        k = member
                    }
                    if k != j { typedOwners.insert(String(file.text(j).dropFirst())) }
                    typed.insert(last)
                }
            }
        }
        // A clock outranks typing in the message: it is the cause the typed text does not excuse.
        return (timerCause ?? found).map { FrequentBody(cause: $0, typed: typed, typedOwners: typedOwners, ticks: ticks) }
    }

    /// A `TimelineView` runs only its own content on each tick (`insideTimeline`), not the rest of the body.
    static func insideTimeline(_ file: SourceFile, _ i: Int) -> FrequentBody? {
        var scope = file.tree.enclosing(i)
        while let open = scope {
            if file.tokens[open].kind == .leftBrace, let before = file.previous(before: open),
               case .call(let name) = RowContainer.owner(ofBrace: open, before: before, in: file), file.isIdentifier(name, "TimelineView") {
                return FrequentBody(cause: "its `TimelineView` runs it again on every tick", typed: [], ticks: true)
            }
            scope = file.tree.enclosing(open)
        }
        return nil
    }

    /// Whether the closure of `Timer.scheduledTimer(…) { … }` (or its `block:`) at `call` writes state.
    static func tickWritesState(_ file: SourceFile, call: Int, _ state: Set<String>) -> Bool {
        guard let open = file.next(after: call), file.tokens[open].kind == .leftParen, let close = file.tree.match(open) else { return false }
        if let brace = file.next(after: close), file.tokens[brace].kind == .leftBrace, writesState(file, closure: brace, state) { return true }
        return (open..<close).contains { file.tokens[$0].kind == .leftBrace && file.tree.enclosing($0) == open && writesState(file, closure: $0, state) }
    }

    /// Whether an `.onReceive(…) { … }` between `open` and `close` writes state of the view.
    static func receivesWritingState(_ file: SourceFile, from open: Int, to close: Int, _ state: Set<String>) -> Bool {
        let t = file.tokens
        for i in open..<close where t[i].kind == .identifier && file.isIdentifier(i, "onReceive") && file.isMemberName(i) {
            guard let paren = file.next(after: i), t[paren].kind == .leftParen, let end = file.tree.match(paren) else { continue }
            if let brace = file.next(after: end), t[brace].kind == .leftBrace, writesState(file, closure: brace, state) { return true }
            if (paren..<end).contains(where: { t[$0].kind == .leftBrace && file.tree.enclosing($0) == paren && writesState(file, closure: $0, state) }) {
                return true
            }
        }
        return false
    }

    /// Whether the closure at `open` assigns a property of the view's `state` (`elapsed = …`,
    /// `self.count += 1`, `isOn.toggle()`), not another object's member (`market.price = …`) or a local.
    static func writesState(_ file: SourceFile, closure open: Int, _ state: Set<String>) -> Bool {
        let t = file.tokens
        guard !state.isEmpty, let close = file.tree.match(open) else { return false }
        for i in (open + 1)..<close where t[i].kind == .identifier && state.contains(file.text(i)) {
            if let p = file.previous(before: i), file.isKeyword(p, "let") || file.isKeyword(p, "var") { return false }
            if let p = file.previous(before: i), t[p].kind == .period, !(file.previous(before: p).map { file.isKeyword($0, "self") } ?? false) {
                continue
            }
            guard let next = file.next(after: i) else { continue }
            if t[next].kind == .operator, file.isBinaryOperator(next),
               file.tokenIs(next, "=") || file.tokenIs(next, "+=") || file.tokenIs(next, "-=") { return true }
            if t[next].kind == .period, let member = file.next(after: next), file.isIdentifier(member, "toggle") { return true }
        }
        return false
    }

    /// Whether `Timer.scheduledTimer(…)` at `call` says `repeats: true`.
    static func repeats(_ file: SourceFile, call: Int) -> Bool {
        guard let open = file.next(after: call), file.tokens[open].kind == .leftParen else { return false }
        return file.arguments(of: open).contains { argument in
            guard let label = argument.label, file.tokenIs(label, "repeats"), let value = argument.valueFirst else { return false }
            return file.isKeyword(value, "true") && argument.valueLast == value
        }
    }

    /// Whether the tokens `first`…`last` read a name a field writes, in a view that runs its body
    /// on no clock: work that must be done again on each keystroke anyway.
    func readsTyped(_ file: SourceFile, _ first: Int, _ last: Int) -> Bool {
        guard !typed.isEmpty, !ticks, first <= last else { return false }
        return (first...last).contains { file.tokens[$0].kind == .identifier && typed.contains(file.text($0)) }
    }
}

/// `FrequentBody.of` per type of one file, each type read once.
final class FrequentBodies: FileAnalysis {
    private var byOpen: [Int: FrequentBody?] = [:]
    private let context: RuleContext
    init(_ context: RuleContext) { self.context = context }

    func of(_ decl: TypeDecl, in file: SourceFile) -> FrequentBody? {
        if let known = byOpen[decl.open] { return known }
        let state = {
            let properties = decl.properties.isEmpty ? DeclarationScanner.properties(of: decl, in: file) : decl.properties
            return Set(properties.filter { $0.wrapper == "State" || $0.wrapper == "Binding" }.map(\.name))
        }
        let found = FrequentBody.of(file, from: decl.open, to: decl.close, state: state) ?? FrequentBody.typedElsewhere(decl, in: context)
        byOpen[decl.open] = found
        return found
    }
}

extension FrequentBody {
    /// A `@Binding var query: String` the view reads, whose name the project binds as a field's text
    /// (`.searchable(text: $query)`, `Change.typed`) and hands down to a view under that name
    /// (`Change.handed`): the parent's field changes it on every keystroke, and this view's body runs
    /// again each time. Names, as the project index knows writes.
    static func typedElsewhere(_ decl: TypeDecl, in context: RuleContext) -> FrequentBody? {
        let file = context.file
        let declarations = context.declarations
        let properties = decl.properties.isEmpty ? DeclarationScanner.properties(of: decl, in: file) : decl.properties
        for p in properties where (p.wrapper == "Binding" || p.wrapper == "State") && p.type == "String" && !p.isStatic {
            if p.wrapper == "State" {
                // Handed (`SearchBar(search: $search)`) to a view that binds it to its field: one of this
                // file, read here, or one the project index marks (`bindsTypedText`), in any file. Names
                // elsewhere in the project prove nothing of this view.
                let bound = "$" + p.name
                guard (decl.open..<decl.close).contains(where: { i in
                    guard file.tokens[i].kind == .identifier, file.tokenIs(i, bound) else { return false }
                    // `SearchBar(text: $query)` or `SearchBar(text: self.$query)`.
                    var start = i
                    if let dot = file.previous(before: i), file.tokens[dot].kind == .period, let s = file.previous(before: dot),
                       file.isKeyword(s, "self") { start = s }
                    guard let (label, child) = LabeledArgument.around(file, start, i) else { return false }
                    let name = file.text(label)
                    let parts = context.fileTypes(named: file.text(child))
                    if parts.contains(where: { FrequentBody.of(file, from: $0.open, to: $0.close)?.typed.contains(name) == true }) { return true }
                    let type = declarations.resolve(file.text(child), in: decl.name)
                    return declarations.property(name, of: type)?.bindsTypedText == true
                }) else { continue }
                return FrequentBody(cause: "its `\(p.name)`, handed to a text field in another view, runs it again on every keystroke",
                                    typed: [p.name])
            }
            // Bound as a field's text, and handed down under its own name (`List(query: $query)`).
            guard declarations.changes(of: p.name).isSuperset(of: [.typed, .handed]) else { continue }
            guard (decl.open..<decl.close).contains(where: { file.tokens[$0].kind == .identifier && file.tokenIs($0, p.name) && file.isReference($0) })
            else { continue }
            return FrequentBody(cause: "its `@Binding` `\(p.name)`, bound to a text field where it is handed down, runs it again on every keystroke",
                                typed: [p.name])
        }
        return nil
    }
}
