import SwiftTokens

/// What makes a view's body run again often, shown in the view itself: typing into a text field or
/// search field it declares (a body per keystroke), a `TimelineView` or a `Timer` it starts. A filter in such a body runs
/// at that rate, which makes it a hazard and not only a migration, unless it reads the typed text
/// itself: then each keystroke must filter again, cache or not. (A publisher the view receives runs
/// the body only when its handler changes state, which readers found it mostly does not.)
struct FrequentBody: Sendable {
    /// How the message says it: "the view's search field runs it again on every keystroke".
    var cause: String
    /// The names the fields write (`query` of `.searchable(text: $query)`).
    var typed: Set<String>
    /// The view also runs its body on a clock (a repeating `Timer` it starts): then work that reads
    /// the typed text is done again on every tick too, and typing excuses nothing.
    var ticks = false

    /// The first such cause in the type whose braces are `open`…`close`.
    static func of(_ file: SourceFile, from open: Int, to close: Int) -> FrequentBody? {
        let t = file.tokens
        var found: String?
        var typed = Set<String>()
        var ticks = false
        var timerCause: String?
        for i in open..<close where t[i].kind == .identifier {
            var field: String?
            if file.isIdentifier(i, "TextField") || file.isIdentifier(i, "TextEditor") || file.isIdentifier(i, "SecureField") {
                field = "the view's text field runs it again on every keystroke"
            } else if file.isIdentifier(i, "searchable"), let p = file.previous(before: i), t[p].kind == .period {
                field = "the view's search field runs it again on every keystroke"
            } else if file.isIdentifier(i, "TimelineView") {
                // Only the timeline's own content runs on each tick, not the rest of the body: the
                // typed text still excuses a getter read outside it.
                found = found ?? "its `TimelineView` runs it again on every tick"
            } else if file.isIdentifier(i, "Timer"), let dot = file.next(after: i), t[dot].kind == .period, let member = file.next(after: dot),
                      file.isIdentifier(member, "publish") || (file.isIdentifier(member, "scheduledTimer") && repeats(file, call: member)) {
                // A timer a view starts writes its state on every tick (an elapsed time, a countdown); a
                // one-shot timer (a search's debounce) runs once.
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
                    typed.insert(last)
                }
            }
        }
        // A clock outranks typing in the message: it is the cause the typed text does not excuse.
        return (timerCause ?? found).map { FrequentBody(cause: $0, typed: typed, ticks: ticks) }
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
    private let declarations: Declarations
    init(_ context: RuleContext) { declarations = context.declarations }

    func of(_ decl: TypeDecl, in file: SourceFile) -> FrequentBody? {
        if let known = byOpen[decl.open] { return known }
        let found = FrequentBody.of(file, from: decl.open, to: decl.close) ?? FrequentBody.typedElsewhere(decl, in: file, declarations)
        byOpen[decl.open] = found
        return found
    }
}

extension FrequentBody {
    /// A `@Binding var query: String` the view reads, whose name the project binds as a field's text
    /// (`.searchable(text: $query)`, `Change.typed`) and hands down to a view under that name
    /// (`Change.handed`): the parent's field changes it on every keystroke, and this view's body runs
    /// again each time. Names, as the project index knows writes.
    static func typedElsewhere(_ decl: TypeDecl, in file: SourceFile, _ declarations: Declarations) -> FrequentBody? {
        let properties = decl.properties.isEmpty ? DeclarationScanner.properties(of: decl, in: file) : decl.properties
        for p in properties where (p.wrapper == "Binding" || p.wrapper == "State") && p.type == "String" && !p.isStatic {
            // Bound as a field's text, and handed down under its own name (`List(query: $query)`). A
            // `@State` must be handed down from here (`SearchBar(search: $search)`): the field is there.
            guard declarations.changes(of: p.name).isSuperset(of: [.typed, .handed]) else { continue }
            if p.wrapper == "State" {
                let bound = "$" + p.name
                guard (decl.open..<decl.close).contains(where: { file.tokens[$0].kind == .identifier && file.tokenIs($0, bound) }) else { continue }
                return FrequentBody(cause: "its `\(p.name)`, handed to a text field in another view, runs it again on every keystroke",
                                    typed: [p.name])
            }
            guard (decl.open..<decl.close).contains(where: { file.tokens[$0].kind == .identifier && file.tokenIs($0, p.name) && file.isReference($0) })
            else { continue }
            return FrequentBody(cause: "its `@Binding` `\(p.name)`, bound to a text field where it is handed down, runs it again on every keystroke",
                                typed: [p.name])
        }
        return nil
    }
}
