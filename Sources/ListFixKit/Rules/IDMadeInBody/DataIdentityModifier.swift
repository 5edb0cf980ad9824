import SwiftTokens

/// `List($websites) { … }.id(websites)`: the rows' own data as the identity of the view that shows
/// them. Every change of the data (an edit, a delete, a move) gives the list a new identity, so
/// SwiftUI throws it away with every row and builds it again: scroll position, row state and the
/// change's animation are lost.
struct DataIdentityModifier {
    /// The `id` of `.id(…)` and its `)`.
    var name: Int
    var close: Int
    /// The `.id`'s argument as written (`websites`, `items.first?.id ?? ""`), the rows' data in it, and why that changes.
    var data: String
    var rows: String
    var why: String

    /// Each such modifier in the modifier chain of a `List` call of the file, or of the `List` or
    /// `ScrollView` that holds a `ForEach`'s rows (`containerEnd`).
    static func all(in context: RuleContext) -> [DataIdentityModifier] {
        let file = context.file
        var out: [DataIdentityModifier] = []
        for call in context.listCalls {
            guard let (first, last) = call.dataTokens(file), var names = MemberPath.parse(file, at: first, through: last)?.names(file),
                  !names.isEmpty else { continue }
            if names[0].hasPrefix("$") { names[0].removeFirst() }
            // Along the call's own modifier chain, and that of the container it stands in (`List { ForEach(…) }`,
            // `ScrollView { LazyVStack { ForEach(…) } }`): `.id(` whose argument is the data's path or a member of it.
            // Only a `List` or scroll view: on a `Picker`, `Menu` or paged `TabView`, `.id(options)` is the known
            // way to make the control take new options, and nothing scrolls or keeps row state there.
            var ends: [Int] = []
            if call.kind == .list { ends.append(call.content.flatMap { file.tree.match($0) }.map { max($0, call.close) } ?? call.close) }
            if call.kind == .forEach, let end = containerEnd(around: call.nameToken, file) { ends.append(end) }
            for end in ends { out += chain(after: end, names: names, context) }
        }
        return out
    }

    /// Members of the data whose value changes with its elements (`.id(items.first?.id ?? "empty")`,
    /// `.id(items.count)`): such an identity changes with the data too. (`isEmpty` changes only
    /// when the list empties, where starting afresh is the point.) `growing`: those an append changes.
    static let derivedMembers: Set<String> = ["first", "last", "count", "hashValue", "map", "description"]
    static let growing: Set<String> = ["last", "count", "hashValue", "map", "description"]

    /// The end of the `ScrollView { … }` or `List { … }` whose rows a `ForEach` makes, through the
    /// stacks, sections and branches around it (`ScrollView { LazyVStack { header; ForEach(items) { … } } }`).
    static func containerEnd(around call: Int, _ file: SourceFile) -> Int? {
        let t = file.tokens
        var scope = file.tree.enclosing(call)
        while let open = scope, t[open].kind == .leftBrace, let before = file.previous(before: open) {
            switch RowContainer.owner(ofBrace: open, before: before, in: file) {
            case .branch:
                break
            case .call(let name):
                if file.tokenIs(name, "ScrollView") || file.tokenIs(name, "List") { return file.tree.match(open) }
                guard passing.contains(file.text(name)) else { return nil }
            case .modifier, .other:
                return nil
            }
            scope = file.tree.enclosing(open)
        }
        return nil
    }

    /// The containers between rows and their scroll view or list.
    static let passing: Set<String> = ["LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "VStack", "HStack", "Section", "Group"]

    /// Whether the tokens after a read of the data's member, through `last`, only go on to its
    /// members or give a literal when it is nil (`?.id ?? "empty"`): a comparison (`count > 0`) or a
    /// call changes less often than the member.
    static func onlyMembers(after pathLast: Int, through last: Int, _ file: SourceFile) -> Bool {
        let t = file.tokens
        var j = pathLast + 1
        // `items.map(\.id)`, `items.map { $0.id }`: the mapped array.
        if file.tokenIs(pathLast, "map"), let open = file.next(after: pathLast), t[open].kind == .leftParen || t[open].kind == .leftBrace,
           let close = file.tree.match(open) {
            j = close + 1
        }
        while j <= last {
            let kind = t[j].kind
            if kind.isTrivia || kind == .period || kind == .identifier || (kind == .operator && file.tokenIs(j, "?")) {
                j += 1
                continue
            }
            // `?? "empty"`, `?? 0`: a literal for the empty data.
            guard kind == .operator, file.tokenIs(j, "??") else { return false }
            return ((j + 1)...max(j + 1, last)).allSatisfy { k in
                let kind = t[k].kind
                return kind.isTrivia || kind == .stringSegment || kind == .integerLiteral || file.isKeyword(k, "nil")
            }
        }
        return true
    }

    /// The `.id(data)` modifiers in the chain after token `start`.
    static func chain(after start: Int, names: [String], _ context: RuleContext) -> [DataIdentityModifier] {
        let file = context.file
        let t = file.tokens
        var out: [DataIdentityModifier] = []
        var j = start
        while let dot = file.next(after: j), t[dot].kind == .period, let member = file.next(after: dot), t[member].kind == .identifier {
            guard let open = file.next(after: member), t[open].kind == .leftParen, let end = file.tree.match(open) else {
                // A modifier with a trailing closure only (`.overlay { … }`).
                guard let closure = file.next(after: member), t[closure].kind == .leftBrace, let end = file.tree.match(closure) else { break }
                j = end
                continue
            }
            j = file.trailingClosures(after: end).last?.close ?? end
            guard file.tokenIs(member, "id"), let a = file.next(after: open), let b = file.previous(before: end), a <= b,
                  let path = MemberPath.parse(file, at: a, through: b), case let read = path.names(file),
                  read == names && path.last == b || (read.count > names.count && Array(read.prefix(names.count)) == names
                                    && DataIdentityModifier.derivedMembers.contains(read[names.count])
                                    && onlyMembers(after: path.last, through: b, file)) else { continue }
            // Data moved, inserted into, removed from or edited while shown. Data given new values as a
            // whole loses its rows anyway, and a new identity then is often the point (back to the top).
            // Appends change its count and last element, so an identity read from those too.
            let dataLast = path.components[names.count - 1]
            let why: String
            switch DataOrigin.of(a, dataLast, in: context) {
            case .changing(let reason): why = reason
            case .appendedOnly where read.count > names.count && growing.contains(read[names.count]):
                why = "`\(file.text(tokens: a, through: dataLast))` is appended to while shown"
            default: continue
            }
            out.append(DataIdentityModifier(name: member, close: end, data: file.text(tokens: a, through: b),
                                            rows: file.text(tokens: a, through: dataLast), why: why))
        }
        return out
    }
}
