import SwiftTokens

/// An `Identifiable` value whose `id` is an `EKEvent`'s `calendarItemIdentifier` or
/// `eventIdentifier`: EventKit gives every occurrence of a recurring event the same one, so two
/// occurrences in the loaded range are two rows with one id.
enum RecurringEventID {
    /// The identifiers EventKit shares among a recurring event's occurrences.
    static let sharedIdentifiers: Set<String> = ["calendarItemIdentifier", "eventIdentifier"]

    /// One value given such an id: the tokens of `event.calendarItemIdentifier`, the type whose
    /// `id` it is, and the identifier's name.
    struct Site {
        var first: Int
        var last: Int
        var type: String
        var identifier: String
    }

    /// Every `T(id: event.calendarItemIdentifier, …)`, `self.init(id: …)` and `id = event.…` in
    /// the file, where `event` is a parameter declared `EKEvent` and `T` is `Identifiable`.
    static func sites(in context: RuleContext) -> [Site] {
        let file = context.file
        let t = file.tokens
        var out: [Site] = []
        for i in t.indices where t[i].kind == .identifier && (t[i].length == 22 || t[i].length == 15) {
            let identifier = file.text(i)
            guard sharedIdentifiers.contains(identifier), let dot = file.previous(before: i), t[dot].kind == .period,
                  let receiver = file.previous(before: dot), t[receiver].kind == .identifier,
                  file.previous(before: receiver).map({ t[$0].kind != .period }) ?? true,
                  isEventParameter(receiver, in: file),
                  let type = identifiedType(receiver, i, in: context),
                  context.declarations.conforms(type, to: "Identifiable") else { continue }
            out.append(Site(first: receiver, last: i, type: type, identifier: identifier))
        }
        return out
    }

    /// The type whose `id` the value `first...last` is: the call's type of `T(id: value)`, or the
    /// type around `self.init(id: value)` or `id = value` (`self.id = value`).
    static func identifiedType(_ first: Int, _ last: Int, in context: RuleContext) -> String? {
        let file = context.file
        let t = file.tokens
        guard let after = file.next(after: last) else { return nil }
        // `id: value` as a whole argument.
        if t[after].kind == .comma || t[after].kind == .rightParen, let colon = file.previous(before: first), t[colon].kind == .colon,
           let label = file.previous(before: colon), file.tokenIs(label, "id"),
           let paren = file.tree.enclosing(first), t[paren].kind == .leftParen, let name = file.previous(before: paren) {
            if let (_, call) = LabeledArgument.around(file, first, last) {
                return context.declarations.resolve(file.text(call), in: context.enclosingType(of: first)?.name)
            }
            if file.isKeyword(name, "init"), let dot = file.previous(before: name), t[dot].kind == .period,
               let receiver = file.previous(before: dot), file.isKeyword(receiver, "self") {
                return context.enclosingType(of: first)?.name
            }
            return nil
        }
        // `id = value`, `self.id = value`: a statement of its own.
        guard t[after].kind == .newline || t[after].kind == .semicolon || t[after].kind == .rightBrace || file.lineBreakBetween(last, after),
              let equals = file.previous(before: first), t[equals].kind == .operator, file.tokenIs(equals, "="),
              let target = file.previous(before: equals), file.tokenIs(target, "id") else { return nil }
        return context.enclosingType(of: first)?.name
    }

    /// Whether the name at `i` is a parameter of the function around it declared `EKEvent` (or
    /// `EKEvent?`, `EKEvent!`): EventKit's event class, not a reminder, which has no occurrences.
    static func isEventParameter(_ i: Int, in file: SourceFile) -> Bool {
        let t = file.tokens
        var scope = file.tree.enclosing(i)
        while let open = scope {
            if t[open].kind == .leftBrace, let parameters = file.functionParameters(ofBody: open) {
                guard let name = parameters.first(where: { file.bytes[t[$0].range].elementsEqual(file.bytes[t[i].range]) }) else {
                    return false
                }
                guard let colon = file.next(after: name), t[colon].kind == .colon, let type = file.next(after: colon),
                      file.tokenIs(type, "EKEvent") else { return false }
                let next = file.next(after: type)
                return next.map { t[$0].kind == .comma || t[$0].kind == .rightParen || file.tokenIs($0, "?") || file.tokenIs($0, "!") } ?? false
            }
            scope = file.tree.enclosing(open)
        }
        return false
    }
}
