import SwiftTokens

/// A presentation written in every row and bound to one flag the rows share
/// (`.alert(isPresented: $showDelete) { Button("Delete") { delete(item) } }`): setting the flag
/// asks every row on screen to present, SwiftUI shows one of them, and it acts on that row's element.
struct SharedRowPresentation: Rule {
    let metadata = RuleMetadata(
        id: "shared-row-presentation",
        fixSafety: .none,
        triggers: ["ForEach", "List"],
        level: .error,
        facts: [.rowViewPresentations],
        hints: ["isPresented"])

    init() {}

    func findings(in context: RuleContext) -> [Finding] {
        let file = context.file
        let t = file.tokens
        var reported = Set<TokenIndex>()
        var out: [Finding] = []
        // Rows present in this file only where it spells `isPresented`, and through a row view only
        // where the project records one that presents from a handed flag: most files have neither.
        let viewNameLengths = context.declarations.presentationNameLengths()
        let presentsHere = context.mentions("isPresented")
        guard presentsHere || viewNameLengths != 0 else { return [] }
        for call in context.listCalls {
            guard let open = call.content, let close = file.tree.match(open),
                  let signature = file.closureSignature(of: open) else { continue }
            let elements = Set(signature.parameters.map { file.text($0) }.filter { $0 != "_" })
            guard !elements.isEmpty else { continue }
            // What the row makes from its element (`if let uiImage = UIImage(data: imageData)`) is the
            // row's own too.
            let rowValues = elements.union(SharedRowPresentation.madeFromElements(elements, in: open, close, file))
            // Written in the row closure, bound to a property of the view that makes the rows.
            for p in presentsHere ? Presentation.all(in: (open + 1)..<close, file) : [] where !reported.contains(p.name) {
                guard let owner = context.enclosingType(of: p.name),
                      context.declarations.property(p.flagRoot, of: owner.name) != nil
                        || owner.properties.contains(where: { $0.name == p.flagRoot }),
                      DataOrigin.local(p.flagRoot, at: p.name, in: context) == nil,
                      !PickedRow.contains(p.name, below: open, elements: elements, file),
                      let read = p.firstRead(of: rowValues, file) else { continue }
                reported.insert(p.name)
                out.append(finding(p, in: "every row,", flagOwner: "one flag of `\(owner.name)`", element: file.text(read), file))
            }
            // Written in a row view, in any file, bound to a flag every row is handed.
            for k in (viewNameLengths == 0 ? close..<close : (open + 1)..<close) where t[k].kind == .identifier && viewNameLengths & (1 << UInt64(t[k].length & 63)) != 0 {
                guard let paren = file.next(after: k), t[paren].kind == .leftParen, paren == k + 1,
                      !(file.previous(before: k).map { t[$0].kind == .period } ?? false), !reported.contains(k) else { continue }
                let name = file.text(k)
                var presentations = context.declarations.presentations(of: name)
                // A type this file declares is the one the call makes (another file's `private struct
                // Row` is not): its own presentations count, read from its parts here.
                let own = context.fileTypes(named: name)
                if !presentations.isEmpty, !own.isEmpty {
                    let parts = own.compactMap { context.enclosingType(of: $0.open + 1) }
                    presentations = RowViewPresentations.scan(file, types: parts, watched: nil).compactMap(RowViewPresentation.init)
                }
                guard !presentations.isEmpty, context.declarations.info(name)?.kind == .struct,
                      // Made in a destination or another presentation's content: one at a time.
                      !Presentation.shownOneAtATime(k, below: open, file),
                      // Made only in the rows an `if` picks by comparing the element with one value.
                      !PickedRow.contains(k, below: open, elements: elements, file) else { continue }
                let handed = RowViewArguments(file.arguments(of: paren), elements: elements, type: name, context)
                guard !handed.perRow.isEmpty,
                      let p = presentations.first(where: { handed.shared.contains($0.flagRoot) && !$0.reads.isDisjoint(with: handed.perRow) }),
                      let read = handed.perRowOrder.first(where: { p.reads.contains($0) }) else { continue }
                reported.insert(k)
                out.append(metadata.finding(
                    range: file.range(from: k, through: k),
                    message: "`\(name)`, made here for every row, presents `.\(p.modifier)(isPresented: \(p.flag))`, bound to a flag every "
                        + "row shares (`\(p.flagRoot)`): " + consequence(p.modifier, element: read)))
            }
        }
        return out
    }

    /// The names the row closure from `open` to `close` binds to a value its element makes
    /// (`let`, `var`, `if let` or `guard let` whose value reads one of `elements`).
    static func madeFromElements(_ elements: Set<String>, in open: Int, _ close: Int, _ file: SourceFile) -> Set<String> {
        let t = file.tokens
        var out: Set<String> = []
        for k in (open + 1)..<close where file.isKeyword(k, "let") || file.isKeyword(k, "var") {
            guard let name = file.next(after: k), t[name].kind == .identifier,
                  let value = DataOrigin.declaredLocal(at: k, in: file).value, value.first != name else { continue }
            if (value.first...value.last).contains(where: { j in
                t[j].kind == .identifier && elements.contains(file.text(j)) && !(file.previous(before: j).map { t[$0].kind == .period } ?? false)
            }) {
                out.insert(file.text(name))
            }
        }
        return out
    }

    func finding(_ p: Presentation, in place: String, flagOwner: String, element: String, _ file: SourceFile) -> Finding {
        let modifier = file.text(p.name)
        return metadata.finding(
            range: file.range(from: p.name, through: p.name),
            message: "`.\(modifier)(isPresented: \(p.flag))` is written in \(place) bound to \(flagOwner): " + consequence(modifier, element: element))
    }

    /// What goes wrong, and what to write instead.
    func consequence(_ modifier: String, element: String) -> String {
        let idiom: String
        switch modifier {
        case "alert", "confirmationDialog": idiom = "`.\(modifier)(_:isPresented:presenting:)` over a `@State` selection"
        case "inspector": idiom = "one `.inspector` that reads a `@State` selection"
        default: idiom = "`.\(modifier)(item:)` over a `@State` selection"
        }
        return "when it is set, every row on screen asks to present, SwiftUI shows one of them (not necessarily the one tapped), and "
            + "what it shows and does uses that row's `\(element)`; present once, outside the rows, from the chosen element (\(idiom))"
    }
}

/// The arguments a row closure hands a row view (`SessionRow(session: s, showEditor: $showEditor)`):
/// the row view's properties given the row's element, and those every row shares (a binding to one
/// flag, an observed model, or the environment).
struct RowViewArguments {
    var perRow: Set<String> = []
    /// `perRow` in the order the call hands them, for messages.
    var perRowOrder: [String] = []
    var shared: Set<String> = []

    init(_ arguments: [Argument], elements: Set<String>, type: String, _ context: RuleContext) {
        let file = context.file
        let t = file.tokens
        let d = context.declarations
        for a in arguments {
            guard let label = a.label, let first = a.valueFirst, let last = a.valueLast else { continue }
            let name = file.text(label)
            let readsElement = (first...last).contains { k in
                t[k].kind == .identifier && !(file.previous(before: k).map { t[$0].kind == .period } ?? false)
                    && (elements.contains(file.text(k)) || (file.bytes[t[k].start] == UInt8(ascii: "$") && elements.contains(String(file.text(k).dropFirst()))))
            }
            if readsElement {
                if perRow.insert(name).inserted { perRowOrder.append(name) }
            } else if let wrapper = d.property(name, of: type)?.wrapper, ["Binding", "ObservedObject", "Bindable"].contains(wrapper),
                      // One value handed to every row: a path (`$showEditor`, `model`), not a call that makes one per row.
                      t[first].kind == .identifier, (first...last).allSatisfy({ t[$0].kind == .identifier || t[$0].kind == .period || t[$0].kind.isTrivia }),
                      wrapper != "Binding" || file.bytes[t[first].start] == UInt8(ascii: "$"),
                      // Not a local of the row (`let model = store.model(for: item)`): that is the row's own.
                      DataOrigin.local(String(file.text(first).drop { $0 == "$" }), at: first, in: context) == nil {
                shared.insert(name)
            }
        }
        for p in d.info(type)?.properties ?? [] where p.wrapper == "EnvironmentObject" || p.wrapper == "Environment" {
            shared.insert(p.name)
        }
    }
}
