import SwiftTokens

/// The member names a file writes outside initializers, as `NameHash`es: `x.name = …`,
/// `name += …`, `$x.name` (a binding a control writes through), `&x.name`, `x.name.append(…)`.
/// A `var` that no file of the project writes after initialisation cannot change, so an `id`
/// read from it is stable (`mutable-id`). Names, not types: a write to any `name` counts, which
/// errs towards reporting.
public enum AssignedNames {
    /// Records what token `i` writes, if it starts or is a write. Called for every operator and
    /// every identifier that starts with `$` by the declaration scan's single walk.
    /// `properties`: the names of the enclosing type's properties read so far; a bare `name = …`
    /// writes a property when the type has one of that name (else it is a local). A name not
    /// declared so far goes to `bare` with `owner`, the enclosing type or extended type: the
    /// property may be declared further down or in another part of the type.
    static func record(_ file: SourceFile, at i: Int, into log: inout WriteLog, properties: [PropertyDecl],
                       owner: String? = nil) {
        let t = file.tokens
        let first = file.bytes[t[i].start]
        if t[i].kind == .identifier {
            // `$name`, `$x.name.other`: every name of the path can be written through the binding,
            // by a control that may insert, remove or move elements (`List($items, editActions: .all)`).
            guard first == 0x24, t[i].length > 1, !(0x30...0x39).contains(file.bytes[t[i].start + 1]) else { return }
            if let handed = bindingValue(file, at: i) {
                // Handed to another view (`Editor(items: $items)`), the binding is written by that view,
                // whose own writes to its `@Binding` property the scan sees. SwiftUI's own views write it
                // themselves: a `TextField` gives it new values, `List` and `ForEach` move elements
                // (`editActions:`).
                if handedToView(file, at: i) { return add(file, handed, &log.handed) }
                add(file, t[i].start + 1..<t[i].end, &log.assigned)
                recordPath(file, after: i, &log.assigned, all: true)
                add(file, handed, &log.moved)
            } else {
                recordElementBinding(file, at: i, into: &log)
            }
            return
        }
        guard t[i].kind == .operator else { return }
        if t[i].length == 1 && first == 0x26 { // `&x.name`: passed inout, to anything
            if let n = file.next(after: i), t[n].kind == .identifier {
                if !recordPath(file, after: n, &log.assigned, all: false) { add(file, t[n].range, &log.assigned) }
                if !recordPath(file, after: n, &log.moved, all: false) { add(file, t[n].range, &log.moved) }
            }
            return
        }
        if isAssignment(file, i) {
            guard let target = assignedName(file, before: i) else { return }
            // A bare `name = …` writes a property only if the type has one of that name; else a local.
            // Checked before the walk up to an initializer: most bare names are locals.
            if file.previous(before: target).map({ t[$0].kind != .period }) ?? true {
                let bytes = file.bytes[t[target].range]
                guard declares(properties, bytes) else {
                    // Perhaps a property declared further down or in another part of the type. Most such
                    // names are locals, so the walk up to an initializer is skipped: a write in an
                    // initializer above its property's declaration counts, which errs towards reporting.
                    if let owner {
                        if isElementWrite(file, i) { add(file, t[target].range, &log.inPlace) }
                        else {
                            log.bare.append(BareAssignment(type: owner, name: NameHash.of(bytes)))
                            if isRangeWrite(file, i) { add(file, t[target].range, &log.moved) }
                        }
                    }
                    return
                }
            }
            guard !inInitializer(file, i, memo: &log.initializerScope), !inCaptureList(file, i) else { return }
            if let collection = elementOwner(file, member: target) { add(file, t[collection].range, &log.inPlace) }
            // `items[i] = item` replaces an element where it is: no element moves.
            if isElementWrite(file, i) { return add(file, t[target].range, &log.inPlace) }
            add(file, t[target].range, &log.assigned)
            // `items[a..<b] = …` replaces a range in place; `items = loaded` replaces the whole value.
            if isRangeWrite(file, i) { add(file, t[target].range, &log.moved) }
        }
    }

    /// The name whose whole value the binding at token `i` hands over: `items` in `$items` and
    /// `$model.items`. None for `$items[i].done`: a binding to one element's member cannot insert,
    /// remove or move elements.
    static func bindingValue(_ file: SourceFile, at i: Int) -> Range<Int>? {
        let t = file.tokens
        var last = t[i].start + 1..<t[i].end
        var j = i
        var steps = 0
        while steps < 16, let next = file.next(after: j) {
            steps += 1
            if t[next].kind == .leftBracket { return nil }
            guard t[next].kind == .period, let member = file.next(after: next), t[member].kind == .identifier else { break }
            last = t[member].range
            j = member
        }
        return last
    }

    /// `?` or `!` straight after a name: an optional chain or a forced unwrap.
    static func isUnwrap(_ file: SourceFile, _ i: Int) -> Bool {
        let t = file.tokens
        return t[i].kind == .operator && t[i].length == 1 && (file.tokenIs(i, "?") || file.tokenIs(i, "!")) && i > 0
            && t[i - 1].kind == .identifier
    }

    /// Whether the binding at token `i` is a whole argument of the initializer of a type that is not
    /// one of SwiftUI's views, under a label of its own name (`Editor(items: $items)`, not
    /// `TextField(text: $name)` nor `Editor(list: $items)`): the receiving view's writes to its
    /// property of that name are then the binding's, found by name.
    static func handedToView(_ file: SourceFile, at i: Int) -> Bool {
        let t = file.tokens
        var last = i
        while let dot = file.next(after: last), t[dot].kind == .period, let member = file.next(after: dot),
              t[member].kind == .identifier {
            last = member
        }
        let handed = last == i ? t[i].start + 1..<t[i].end : t[last].range
        guard let colon = file.previous(before: i), t[colon].kind == .colon, let label = file.previous(before: colon),
              t[label].kind == .identifier, file.bytes[t[label].range].elementsEqual(file.bytes[handed]),
              let after = file.next(after: last), t[after].kind == .comma || t[after].kind == .rightParen,
              let open = file.tree.enclosing(i), t[open].kind == .leftParen,
              let callee = file.previous(before: open), t[callee].kind == .identifier,
              DataOrigin.isTypeName(file.text(callee)) else { return false }
        return !BuiltinViews.isUnary(file, callee) && !file.tokenIs(callee, "ForEach") && !file.tokenIs(callee, "Section")
    }

    /// `items` in `items[i].count = n` and `model.items[i].frame.size = s`: the collection one of
    /// whose elements the write changes where it is.
    static func elementOwner(_ file: SourceFile, member: Int) -> Int? {
        let t = file.tokens
        var j = member
        for _ in 0..<4 {
            guard let dot = file.previous(before: j), t[dot].kind == .period, let p = file.previous(before: dot) else { return nil }
            if t[p].kind == .rightBracket {
                guard let open = file.tree.match(p), let owner = file.previous(before: open), t[owner].kind == .identifier else { return nil }
                return owner
            }
            guard t[p].kind == .identifier else { return nil }
            j = p
        }
        return nil
    }

    /// `$model.items[i].done`: a binding to one element's member. The path up to the subscript is
    /// changed in place, one element at a time; the members after it are written.
    static func recordElementBinding(_ file: SourceFile, at i: Int, into log: inout WriteLog) {
        let t = file.tokens
        add(file, t[i].start + 1..<t[i].end, &log.inPlace)
        var j = i
        var inElement = false
        var steps = 0
        while steps < 16, let next = file.next(after: j) {
            steps += 1
            if t[next].kind == .leftBracket, let close = file.tree.match(next) {
                inElement = true
                j = close
                continue
            }
            guard t[next].kind == .period, let member = file.next(after: next), t[member].kind == .identifier else { break }
            if inElement { add(file, t[member].range, &log.assigned) } else { add(file, t[member].range, &log.inPlace) }
            j = member
        }
    }

    /// `name[a..<b] = …`: a range of elements replaced, which shifts the ones after it.
    static func isRangeWrite(_ file: SourceFile, _ op: Int) -> Bool {
        guard let close = file.previous(before: op), file.tokens[close].kind == .rightBracket else { return false }
        return !isElementWrite(file, op)
    }

    /// `name[i] = …`, `name[i] += …`: one element replaced by index, not a range of them.
    /// `name[i][j] = …` changes one element of `name` in place, whatever the inner subscripts are.
    static func isElementWrite(_ file: SourceFile, _ op: Int) -> Bool {
        let t = file.tokens
        guard let close = file.previous(before: op), t[close].kind == .rightBracket, var open = file.tree.match(close),
              var owner = file.previous(before: open) else { return false }
        var subscripts = 1
        while t[owner].kind == .rightBracket, let inner = file.tree.match(owner), let before = file.previous(before: inner) {
            open = inner
            owner = before
            subscripts += 1
        }
        guard t[owner].kind == .identifier else { return false }
        if subscripts > 1 { return true }
        var j = open + 1
        while j < close {
            if t[j].kind == .operator, file.tokenIs(j, "..<") || file.tokenIs(j, "...") { return false }
            j += 1
        }
        return true
    }

    /// `x.name.append(…)`, `name.toggle()`, `name.removeAll { … }`: token `i` is one of the standard
    /// mutating methods the scan picks out by length and first byte (append, insert, remove,
    /// removeAll, removeFirst, removeLast, toggle, sort, move, reverse, shuffle); the name it is
    /// called on is written.
    /// An `append` goes to `appended` instead: it grows a collection without moving an element.
    /// (`appended` also takes elements replaced in place, `record`'s `inPlace`: neither moves a row.)
    /// `properties` and `type`: as for `record`. A bare receiver (`names.remove(at: i)`) the type
    /// has read no property of is most often a local `var`: it goes to `bare`, a write only if the
    /// type declares a property of that name somewhere.
    static func recordMutatingCall(_ file: SourceFile, at i: Int, into log: inout WriteLog, properties: [PropertyDecl] = [],
                                   type: String? = nil) {
        let t = file.tokens
        guard t[i].kind == .identifier, file.tokenIs(i, "append") || isMovingMethod(file, i),
              // `items.removeAll { … }` and `items.sort { … }` take a trailing closure.
              let call = file.next(after: i), t[call].kind == .leftParen || t[call].kind == .leftBrace,
              let dot = file.previous(before: i), t[dot].kind == .period,
              // `rules?.remove(at:)`: the optional's value is written.
              let owner = file.previous(before: dot).flatMap({ isUnwrap(file, $0) ? file.previous(before: $0) : $0 }),
              t[owner].kind == .identifier,
              !inInitializer(file, i, memo: &log.initializerScope) else { return }
        if file.tokenIs(i, "append") { return add(file, t[owner].range, &log.inPlace) }
        let moves = !empties(file, method: i)
        // `names.remove(at:)` or `self.names.remove(at:)`: the enclosing type's own property, or a local.
        let before = file.previous(before: owner)
        let isSelf = before.map { t[$0].kind == .period } == true
            && before.flatMap { file.previous(before: $0) }.map { file.isKeyword($0, "self") } == true
        if isSelf || before.map({ t[$0].kind != .period }) ?? true {
            let bytes = file.bytes[t[owner].range]
            // At file level (a free function) a bare name is a local or a global, never a member. In a
            // type, a name it has read no property of so far is most often a local; either way the write
            // is the type's, resolved once every declaration is known (`Declarations.isMoved(_:of:)`).
            if let type { log.bare.append(BareAssignment(type: type, name: NameHash.of(bytes), moves: moves)) }
            // A property read so far is written: anything that asks only whether it changes sees it.
            if declares(properties, bytes) {
                add(file, t[owner].range, &log.assigned)
            }
            return
        }
        add(file, t[owner].range, &log.assigned)
        if moves { add(file, t[owner].range, &log.moved) }
    }

    /// `items.removeAll()` (or `removeAll(keepingCapacity: true)`): every element goes, as when the
    /// collection is given a new empty value; none is left to take another's place. With a
    /// predicate (`removeAll { … }`, `removeAll(where:)`) it removes some, which shifts the rest.
    static func empties(_ file: SourceFile, method i: Int) -> Bool {
        let t = file.tokens
        guard file.tokenIs(i, "removeAll"), let open = file.next(after: i), t[open].kind == .leftParen,
              let close = file.tree.match(open) else { return false }
        guard file.arguments(of: open).allSatisfy({ $0.label.map { file.tokenIs($0, "keepingCapacity") } ?? false }) else { return false }
        if let after = file.next(after: close), t[after].kind == .leftBrace, !file.lineBreakBetween(close, after) { return false }
        return true
    }

    /// The standard mutating methods besides `append` that the scans take for writes: they can
    /// move a collection's elements (or change a value, `toggle`). Static text: the scan asks this of
    /// every `.insert`, `.sort`, … it meets, and builds no String to compare.
    static let movingMethods: [StaticString] = ["insert", "remove", "removeAll", "removeFirst", "removeLast", "sort", "move",
                                                "reverse", "shuffle", "toggle"]

    /// Whether token `i` spells one of `movingMethods`.
    static func isMovingMethod(_ file: SourceFile, _ i: Int) -> Bool {
        movingMethods.contains { file.tokenIs(i, $0) }
    }

    /// Whether `properties` has one named by `bytes` (lengths first: most names differ in length).
    static func declares(_ properties: [PropertyDecl], _ bytes: ArraySlice<UInt8>) -> Bool {
        properties.contains { $0.name.utf8.count == bytes.count && $0.name.utf8.elementsEqual(bytes) }
    }

    /// `=` and the compound assignments (`+=`, `<<=`, …), not comparisons.
    static func isAssignment(_ file: SourceFile, _ i: Int) -> Bool {
        let r = file.tokens[i].range
        let bytes = file.bytes
        guard bytes[r.upperBound - 1] == 0x3D else { return false } // ends in `=`
        if r.count == 1 { return true }
        if r.count == 2 { return !"=!<>".utf8.contains(bytes[r.lowerBound]) }
        // `===`, `!==` compare; `<<=`, `>>=`, `&+=` and the like assign.
        return bytes[r.upperBound - 2] != 0x3D
    }

    /// The name an assignment writes: the last member before `=`, past subscripts and `?`/`!`.
    /// Nil for a declaration (`var x = …`, `case a = 1`, a default `x: Int = 0`) or a tuple.
    static func assignedName(_ file: SourceFile, before op: Int) -> Int? {
        let t = file.tokens
        guard var j = file.previous(before: op) else { return nil }
        while t[j].kind == .rightBracket || (t[j].kind == .operator && (file.tokenIs(j, "?") || file.tokenIs(j, "!"))) {
            guard let open = t[j].kind == .rightBracket ? file.tree.match(j) : j, let p = file.previous(before: open) else { return nil }
            j = p
        }
        guard t[j].kind == .identifier else { return nil }
        if let p = file.previous(before: j) {
            // `x: Int = 0` declares; after `case .edit(let s):` or `default:` a new line starts a statement.
            if t[p].kind == .colon && !file.lineBreakBetween(p, j) { return nil }
            if t[p].kind == .keyword, file.tokenIs(p, "var") || file.tokenIs(p, "let") || file.tokenIs(p, "case") { return nil }
        }
        return j
    }

    /// Records the members after token `i` (`.a.b`, past subscripts): all of them, or only the
    /// last one unless it is a method called. Whether it found a member.
    @discardableResult
    static func recordPath(_ file: SourceFile, after i: Int, _ names: inout [UInt64], all: Bool) -> Bool {
        let t = file.tokens
        var j = i
        var last: Int?
        var steps = 0
        while steps < 16, let dot = file.next(after: j) {
            steps += 1
            if t[dot].kind == .leftBracket, let close = file.tree.match(dot) { j = close; continue }
            guard t[dot].kind == .period, let member = file.next(after: dot), t[member].kind == .identifier else { break }
            if all, let l = last { add(file, t[l].range, &names) }
            last = member
            j = member
        }
        if let last, all || file.next(after: j).map({ t[$0].kind != .leftParen }) ?? true { add(file, t[last].range, &names) }
        return last != nil
    }

    /// Whether token `i` is inside an initializer's body (where a `let` or `var` gets its first value).
    static func inInitializer(_ file: SourceFile, _ i: Int) -> Bool {
        var scope = file.tree.enclosing(i)
        var steps = 0
        while let open = scope, steps < 64 {
            if file.tokens[open].kind == .leftBrace && file.isInitializerBody(open) { return true }
            scope = file.tree.enclosing(open)
            steps += 1
        }
        return false
    }

    /// `inInitializer`, answered from `memo` when token `i`'s innermost bracket is the one asked
    /// about last: the answer depends on that bracket only, and writes come in runs in one scope.
    static func inInitializer(_ file: SourceFile, _ i: Int, memo: inout (scope: Int?, inside: Bool)?) -> Bool {
        let scope = file.tree.enclosing(i)
        if let memo, memo.scope == scope { return memo.inside }
        let inside = inInitializer(file, i)
        memo = (scope, inside)
        return inside
    }

    /// `{ [x = a.b] in … }`: a capture list names a new constant.
    static func inCaptureList(_ file: SourceFile, _ i: Int) -> Bool {
        guard let open = file.tree.enclosing(i), file.tokens[open].kind == .leftBracket,
              let before = file.previous(before: open) else { return false }
        return file.tokens[before].kind == .leftBrace
    }

    static func add(_ file: SourceFile, _ range: Range<Int>, _ names: inout [UInt64]) {
        let hash = NameHash.of(file.bytes[range])
        if !names.contains(hash) { names.append(hash) }
    }
}

extension SourceFile {
    /// Whether the brace opens an initializer's body: `init(…) {`, `init?(…) throws {`.
    func isInitializerBody(_ open: Int) -> Bool {
        var j = previous(before: open)
        var steps = 0
        // Back over `throws`, `async`, `rethrows` and a `where` clause to the parameters' `)`.
        while let p = j, tokens[p].kind != .rightParen, steps < 32 {
            if tokens[p].kind == .leftBrace || tokens[p].kind == .rightBrace || tokens[p].kind == .semicolon { return false }
            j = previous(before: p)
            steps += 1
        }
        guard let close = j, tokens[close].kind == .rightParen, let o = tree.match(close), var name = previous(before: o) else { return false }
        if tokenIs(name, "?") || tokenIs(name, "!"), let n = previous(before: name) { name = n }
        return isKeyword(name, "init")
    }
}

/// What one file writes, by member name hash, as the declaration scan records it.
public struct WriteLog: Sendable {
    /// Written outside initializers in a way that can change which elements there are: assigned
    /// anew, bound with `$`, passed `inout`, or by a standard mutating method.
    public var assigned: [UInt64] = []
    /// Only appended to or replaced element by element (`items[i] = item`): no element moves.
    public var inPlace: [UInt64] = []
    /// Changed in place in a way that inserts, removes or moves elements (`remove(at:)`, `move`,
    /// `sort`, `items[a..<b] = …`, a `$` binding or `&` that hands the whole value to a writer).
    /// A name in `assigned` but not here is only ever given a new value as a whole.
    public var moved: [UInt64] = []
    /// Handed to another view's initializer as a binding (`Editor(items: $items)`): moved when that
    /// view moves its own property, found by name (`Declarations.isMoved(_:of:)`).
    public var handed: [UInt64] = []
    /// Bare writes whose property is declared below them or in another part of the type.
    public var bare: [BareAssignment] = []
    /// The scan's last `inInitializer` answer, with the innermost bracket it was for.
    var initializerScope: (scope: Int?, inside: Bool)?
}

/// A bare `name = …` in a member of `type` (or an extension of it) that the type's properties
/// read so far do not declare: a write of `type.name` if the type declares it anywhere.
public struct BareAssignment: Sendable, Hashable {
    public var type: String
    public var name: UInt64
    /// Made by a standard mutating method that can insert, remove or move elements
    /// (`items.remove(at: i)`), not by `=`.
    public var moves = false
}
