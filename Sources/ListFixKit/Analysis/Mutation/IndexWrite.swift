import SwiftTokens

/// Whether an element read `X[i]` (ending at its `]`) writes through the index: an assignment
/// to it or a path under it, `&X[i]…` passed inout, or a call of a method that may mutate.
enum IndexWrite {
    /// One write through the index.
    struct Write: Sendable, Equatable {
        /// The written path as the row spells it (`X[i].show`, `X[i].show.toggle()`).
        var text: String
        /// The method called, when the write is a call: `toggle`.
        var method: String?
        /// The members between `X[i]` and the method: `["show"]`.
        var members: [String]
        /// The first token of `X[i]`, where the write is made.
        var at: Int = 0

        /// An assignment, `&`, or a standard method known to mutate: a write without doubt. A call
        /// of another method may or may not mutate.
        var isCertain: Bool { method.map { MutatingMethods.changes(named: $0) != nil } ?? true }
    }

    /// The write, or nil for a read. `base` is the path's first token (`X`), `close` the
    /// subscript's `]`.
    static func written(_ file: SourceFile, base: Int, close: Int) -> Write? {
        let t = file.tokens
        if let p = file.previous(before: base), t[p].kind == .operator, file.tokenIs(p, "&") {
            return Write(text: file.text(tokens: base, through: close), method: nil, members: [], at: base)
        }
        var end = close
        var lastMember: Int?
        var members: [String] = []
        while let period = file.next(after: end), t[period].kind == .period || (t[period].kind == .operator && file.tokenIs(period, "?")),
              let name = file.next(after: period) {
            if t[period].kind == .operator {
                // `?.member`: optional chaining.
                guard t[name].kind == .period, let member = file.next(after: name), t[member].kind == .identifier else { break }
                if let m = lastMember { members.append(file.text(m)) }
                lastMember = member
                end = member
                continue
            }
            guard t[name].kind == .identifier else { break }
            if let m = lastMember { members.append(file.text(m)) }
            lastMember = name
            end = name
        }
        guard let next = file.next(after: end) else { return nil }
        if t[next].kind == .operator {
            let op = file.text(next)
            if op == "=" || (op.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(op)) {
                return Write(text: file.text(tokens: base, through: end), method: nil, members: [], at: base)
            }
        }
        if t[next].kind == .leftParen, !file.lineBreakBetween(end, next), let member = lastMember,
           !MutatingMethods.nonMutating.contains(file.text(member)) {
            return Write(text: file.text(tokens: base, through: file.tree.match(next) ?? next), method: file.text(member),
                         members: members, at: base)
        }
        return nil
    }
}
