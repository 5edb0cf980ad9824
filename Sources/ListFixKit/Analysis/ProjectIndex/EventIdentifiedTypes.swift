import SwiftTokens

/// Types given as their `id` an `EKEvent`'s `calendarItemIdentifier` or `eventIdentifier`
/// (`self.init(id: event.calendarItemIdentifier, …)`, `Meeting(id: …)`, `id = …`, where `event` is
/// a parameter declared `EKEvent`). EventKit gives every occurrence of a recurring event the same
/// one, so two occurrences are two values with one id. Recorded by the first pass, for
/// `repeated-id` to ask of the types a list shows.
enum EventIdentifiedTypes {
    /// The names of the types the file gives such an id: a call's type as written (`Meeting`), or
    /// the type around `self.init(id: …)` and `id = …`.
    static func scan(_ file: SourceFile, types: [TypeDecl]) -> [String] {
        let t = file.tokens
        var out: [String] = []
        for i in t.indices where (t[i].length == 22 || t[i].length == 15) && t[i].kind == .identifier {
            guard file.tokenIs(i, "calendarItemIdentifier") || file.tokenIs(i, "eventIdentifier"), let dot = file.previous(before: i), t[dot].kind == .period,
                  let receiver = file.previous(before: dot), t[receiver].kind == .identifier,
                  file.previous(before: receiver).map({ t[$0].kind != .period }) ?? true,
                  isEventParameter(receiver, in: file),
                  let type = identifiedType(receiver, i, in: file, types: types), !out.contains(type) else { continue }
            out.append(type)
        }
        return out
    }

    /// For the closure or `for` body at `open`: whether the name at `i` is its element of
    /// `….events(matching: …)`; nil when `open` binds no name `i` could be.
    static func fetchedEventElement(_ i: Int, closure open: Int, in file: SourceFile) -> Bool? {
        let t = file.tokens
        let name = file.bytes[t[i].range]
        // `for event in store.events(matching: p) {`
        if let outer = file.tree.enclosing(open),
           let statement = file.statements(inBody: outer).first(where: { $0.first < open && open <= $0.last }),
           file.isKeyword(statement.first, "for"), let bound = file.next(after: statement.first),
           file.bytes[t[bound].range].elementsEqual(name), let inKeyword = file.next(after: bound), file.isKeyword(inKeyword, "in"),
           let close = file.previous(before: open) {
            return isEventsCall(endingAt: close, in: file)
        }
        // `….events(matching: p).map { event in … }` (or `$0`), also through `compactMap` and `forEach`.
        let signature = file.closureSignature(of: open)
        let binds = signature.map { $0.parameters.count == 1 && file.bytes[t[$0.parameters[0]].range].elementsEqual(name) }
            ?? name.elementsEqual("$0".utf8)
        guard binds else { return nil }
        var call = file.previous(before: open)
        if let c = call, t[c].kind == .leftParen || t[c].kind == .colon { call = nil }
        guard let method = call, t[method].kind == .identifier,
              file.tokenIs(method, "map") || file.tokenIs(method, "compactMap") || file.tokenIs(method, "forEach"),
              let dot = file.previous(before: method), t[dot].kind == .period, let end = file.previous(before: dot) else { return false }
        return isEventsCall(endingAt: end, in: file)
    }

    /// Whether the tokens ending at `end` are a call `events(matching: …)`.
    static func isEventsCall(endingAt end: Int, in file: SourceFile) -> Bool {
        let t = file.tokens
        guard t[end].kind == .rightParen, let open = file.tree.match(end), let name = file.previous(before: open),
              file.tokenIs(name, "events"), let label = file.next(after: open), file.tokenIs(label, "matching") else { return false }
        return true
    }

    /// The type whose `id` the value `first...last` is.
    static func identifiedType(_ first: Int, _ last: Int, in file: SourceFile, types: [TypeDecl]) -> String? {
        let t = file.tokens
        guard let after = file.next(after: last) else { return nil }
        let around = types.last { $0.open < first && first < $0.close && $0.kind != .alias }?.name
        // `id: value` as a whole argument.
        if t[after].kind == .comma || t[after].kind == .rightParen, let colon = file.previous(before: first), t[colon].kind == .colon,
           let label = file.previous(before: colon), file.tokenIs(label, "id"),
           let paren = file.tree.enclosing(first), t[paren].kind == .leftParen, let name = file.previous(before: paren) {
            if let (_, call) = LabeledArgument.around(file, first, last) { return file.text(call) }
            if file.isKeyword(name, "init"), let dot = file.previous(before: name), t[dot].kind == .period,
               let receiver = file.previous(before: dot), file.isKeyword(receiver, "self") {
                return around
            }
            return nil
        }
        // `id = value`, `self.id = value`: a statement of its own.
        guard t[after].kind == .newline || t[after].kind == .semicolon || t[after].kind == .rightBrace || file.lineBreakBetween(last, after),
              let equals = file.previous(before: first), t[equals].kind == .operator, file.tokenIs(equals, "="),
              let target = file.previous(before: equals), file.tokenIs(target, "id") else { return nil }
        return around
    }

    /// Whether the name at `i` is a parameter of the function around it declared `EKEvent` (or
    /// `EKEvent?`, `EKEvent!`), or an element of an event store's `events(matching:)`
    /// (`store.events(matching: p).map { event in … }`, `$0`, `for event in store.events(matching: p)`):
    /// EventKit's event class, not a reminder, which has no occurrences.
    static func isEventParameter(_ i: Int, in file: SourceFile) -> Bool {
        let t = file.tokens
        var scope = file.tree.enclosing(i)
        while let open = scope {
            if t[open].kind == .leftBrace, let matched = fetchedEventElement(i, closure: open, in: file) { return matched }
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
