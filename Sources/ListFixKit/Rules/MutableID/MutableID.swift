import SwiftTokens

/// Rows of an `Identifiable` type whose `id` is a stored `var` or is computed from one, where that
/// `var` is shown to be edited: in the row itself (`TextField(text: $note.title)`), by the type's own
/// methods, or through a value the project declares of that type (`group.groupName = …` with
/// `@ObservedObject var group: DeviceGroup`). Editing it changes the row's identity.
struct MutableID: Rule {
    let metadata = RuleMetadata(
        id: "mutable-id",
        fixSafety: .none,
        triggers: ["ForEach", "List", "Table"],
        level: .warning)

    init() {}

    func findings(in context: RuleContext) -> [Finding] {
        let file = context.file
        var out: [Finding] = []
        // Cheapest first: most projects edit no type's id, and resolving the rows' types costs. Rows over
        // bindings (`ForEach($notes) { $note in … }`) may edit it themselves.
        var editsAnyID: Bool?
        for call in context.calls where call.id == nil || call.id.map({ keyedByID($0, file) }) == true {
            guard let (first, last) = call.dataTokens(file), let path = MemberPath.exactly(file, first, last) else { continue }
            // Rows over bindings name a `$` path (`ForEach($notes)`); most rows do not.
            let bound = file.bytes[file.tokens[first].start] == 0x24 ? EditedID.boundParameter(of: call, file) : nil
            if bound == nil {
                if editsAnyID == nil { editsAnyID = context.declarations.editedIDSource(of: Declarations.anyType) != nil }
                guard editsAnyID == true else { continue }
            }
            guard let element = elementType(of: path, context), case let type = TypeResolver.nominal(element),
                  let edited = EditedID(of: type, rows: call, bound: bound, in: context) else { continue }
            let key = edited.source == "id" ? "`\(type).id`, a `var`" : "`\(type).id`, computed from `var \(edited.source)`"
            let message = "these rows are keyed by \(key), which \(edited.writer): an edit gives the row a new identity, so SwiftUI "
                + "removes it and inserts another, losing its state, focus and selection; give `\(type)` a stable `let id`"
            out.append(metadata.finding(range: file.range(from: first, through: last), message: message))
        }
        return out
    }

    /// The rows' element type; through a binding (`ForEach($notes)`), the bound array's.
    func elementType(of path: MemberPath, _ context: RuleContext) -> String? {
        var names = path.componentTexts(context.file)
        guard let root = names.first else { return nil }
        if root.hasPrefix("$") { names[0] = String(root.dropFirst()) }
        return TypeResolver(context).type(ofNames: names, at: path.first).flatMap { type in
            TypeResolver.arrayElement(type.hasSuffix("?") || type.hasSuffix("!") ? TypeResolver.nominal(type) : type)
        }
    }

    /// `id: \.id`: the same key as none.
    func keyedByID(_ argument: Argument, _ file: SourceFile) -> Bool {
        file.keyPathMember(of: argument).map { file.tokenIs($0, "id") } ?? false
    }
}

/// The `var` an element type's `id` is or is computed from, with who is shown to edit it.
struct EditedID {
    /// The property's name (`id` for a stored `var id`).
    var source: String
    /// Who edits it, for the message: "the row edits through a binding to it", "the project writes
    /// through a value declared `DeviceGroup` or in `DeviceGroup`'s own code".
    var writer: String

    /// Nil unless `type` is `Identifiable` with such an `id` and an edit of its source is shown. Writes
    /// matched only by the member's name (`x.title = …` on a value of unknown type) show nothing.
    /// `bound`: how the row closure names its element's binding (`$note`), when the rows are bindings.
    init?(of type: String, rows call: RowsCall, bound: String?, in context: RuleContext) {
        let d = context.declarations
        guard d.conforms(type, to: "Identifiable") else { return nil }
        if let bound, let name = d.idVars(of: type).first(where: { EditedID.rowEdits($0, bound, call, context.file) }) {
            source = name
            writer = "the row edits through a binding to it"
            return
        }
        guard let name = d.editedIDSource(of: type) else { return nil }
        source = name
        writer = "the project writes through a value declared `\(type)` or in `\(type)`'s own code"
    }

    /// How the row closure of rows over bindings (`ForEach($notes)`) names its element's binding: its
    /// parameter (`$note`, or `note`, itself a `Binding`), or `$0` without one.
    static func boundParameter(of call: RowsCall, _ file: SourceFile) -> String? {
        guard let open = call.content else { return nil }
        guard let signature = file.closureSignature(of: open) else { return "$0" }
        return signature.parameters.first.map { file.text($0) }
    }

    /// Whether the row closure of `call` edits `name` of its element through the binding it names
    /// `bound`: `$note.name` (or `note.name`, `$0.name`, the binding itself) given to a control
    /// (`TextField(text: $note.title)`), or `note.name = …` through the wrapped value.
    static func rowEdits(_ name: String, _ bound: String, _ call: RowsCall, _ file: SourceFile) -> Bool {
        let t = file.tokens
        guard let open = call.content, let close = file.tree.match(open) else { return false }
        // `{ $note in`: `$note` is the binding, `note` the value; `{ note in` and `$0`: the binding.
        let binding = bound
        let value: String? = bound.hasPrefix("$") && bound != "$0" ? String(bound.dropFirst()) : nil
        for j in (open + 1)..<close where t[j].kind == .identifier {
            let text = file.text(j)
            guard text == binding || text == value, file.previous(before: j).map({ t[$0].kind != .period }) ?? true,
                  let dot = file.next(after: j), t[dot].kind == .period, let member = file.next(after: dot), file.tokenIs(member, name),
                  let after = file.next(after: member) else { continue }
            if text == binding {
                if t[after].kind == .comma || t[after].kind == .rightParen, givenToControl(j, file) { return true }
            } else if t[after].kind == .operator, WriteSyntax.isAssignment(file, after), file.isBinaryOperator(after) {
                return true
            }
        }
        return false
    }

    /// Controls that write the binding they are given as the user edits.
    static let controls: Set<String> = ["TextField", "SecureField", "TextEditor", "Toggle", "Picker", "Stepper", "Slider", "DatePicker"]

    /// Whether the binding argument starting at `i` is given to a control, or under a label a control's
    /// binding has (`text:`, `isOn:`, `selection:`, `value:`).
    static func givenToControl(_ i: Int, _ file: SourceFile) -> Bool {
        guard let open = file.tree.enclosing(i), file.tokens[open].kind == .leftParen, let callee = file.previous(before: open) else { return false }
        if controls.contains(file.text(callee)) { return true }
        guard let colon = file.previous(before: i), file.tokens[colon].kind == .colon, let label = file.previous(before: colon) else { return false }
        return file.tokenIs(label, "text") || file.tokenIs(label, "isOn") || file.tokenIs(label, "selection") || file.tokenIs(label, "value")
    }
}
