import SwiftTokens

/// How one file writes a member name. A `private` or `fileprivate` property can only be written
/// in its own file, so this, not the project's writes of any member of that name, says whether it
/// changes. Found by one search of the file's tokens per name asked, kept for the file.
final class FileWrites: FileAnalysis {
    /// How a name is written: not at all, only by appending or replacing elements in place, only
    /// by assigning it a new value as a whole, or in a way that can move its elements in place.
    enum Kind { case none, inPlace, replaced, moves }

    private let file: SourceFile
    private var known: [String: Kind] = [:]

    init(_ context: RuleContext) {
        file = context.file
    }

    func kind(_ name: String) -> Kind {
        if let kind = known[name] { return kind }
        let kind = search(Array(name.utf8))
        known[name] = kind
        return kind
    }

    /// `name = …`, `x.name = …`, `name[i] = …`, `&name`, `$name`, `name.append(…)`, `name.removeAll { … }`,
    /// outside initializers and declarations.
    private func search(_ name: [UInt8]) -> Kind {
        let t = file.tokens
        var found = Kind.none
        for i in t.indices where t[i].kind == .identifier && found != .moves {
            let length = t[i].length
            let start = t[i].start
            let binding = length == name.count + 1 && file.bytes[start] == 0x24
            guard length == name.count || binding else { continue }
            guard file.bytes[(binding ? start + 1 : start)..<t[i].end].elementsEqual(name) else { continue }
            if let p = file.previous(before: i), file.isKeyword(p, "var") || file.isKeyword(p, "let") { continue }
            // `$items` hands the whole array to a control; `$items[i]` one element. Handed to another view
            // (`Editor(items: $items)`), that view's own writes decide (`Declarations.isMovedByReceiver`).
            let write = binding
                ? (file.next(after: i).map { t[$0].kind == .leftBracket } == true ? Kind.inPlace
                    : AssignedNames.handedToView(file, at: i) ? .none : .moves)
                : kind(ofUseAt: i)
            if write != .none, !AssignedNames.inInitializer(file, i) { found = max(found, write) }
        }
        return found
    }

    /// What the use of the name at token `i` writes.
    private func kind(ofUseAt i: Int) -> Kind {
        let t = file.tokens
        if let p = file.previous(before: i), t[p].kind == .operator, file.tokenIs(p, "&") { return .moves }
        guard var j = file.next(after: i) else { return .none }
        // `items?.remove(at:)`: the optional's value is written.
        if AssignedNames.isUnwrap(file, j), let n = file.next(after: j) { j = n }
        var subscripted = false
        if t[j].kind == .leftBracket, let close = file.tree.match(j), let n = file.next(after: close) {
            subscripted = true
            j = n
        }
        if t[j].kind == .operator, AssignedNames.isAssignment(file, j) {
            if !subscripted { return .replaced }
            return AssignedNames.isElementWrite(file, j) ? .inPlace : .moves
        }
        guard !subscripted, t[j].kind == .period, let method = file.next(after: j), let call = file.next(after: method),
              t[call].kind == .leftParen || t[call].kind == .leftBrace else { return .none }
        if file.tokenIs(method, "append") { return .inPlace }
        if AssignedNames.empties(file, method: method) { return .replaced }
        return AssignedNames.isMovingMethod(file, method) ? .moves : .none
    }
}

extension FileWrites.Kind: Comparable {
    static func < (a: Self, b: Self) -> Bool {
        func rank(_ k: Self) -> Int { switch k { case .none: 0; case .inPlace: 1; case .replaced: 2; case .moves: 3 } }
        return rank(a) < rank(b)
    }
}
