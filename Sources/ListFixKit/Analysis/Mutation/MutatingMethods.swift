import SwiftTokens

/// The one table of methods that change their receiver: the standard library's mutating methods
/// of `Array`, `RangeReplaceableCollection`, `MutableCollection`, `Dictionary` and `Set`, SwiftUI's
/// offsets methods (`remove(atOffsets:)`, `move(fromOffsets:toOffset:)`), and `toggle`/`negate`,
/// each with what it does to the elements. `MutatingMethodsTests` pins it against the standard
/// library's interface.
enum MutatingMethods {
    /// Each method and its changes. `removeAll()` with no predicate empties the collection: a new
    /// value as a whole (`changes(_:method:)`).
    static let table: [(name: StaticString, changes: Changes)] = [
        ("append", .appended),
        ("insert", .inserted),
        ("remove", .removed), ("removeAll", .removed), ("removeFirst", .removed), ("removeLast", .removed),
        ("removeSubrange", .removed), ("removeSubranges", .removed), ("removeValue", .removed),
        ("popLast", .removed), ("popFirst", .removed), ("subtract", .removed), ("formIntersection", .removed),
        ("replaceSubrange", [.inserted, .removed]), ("formSymmetricDifference", [.inserted, .removed]),
        ("formUnion", .inserted), ("merge", [.inserted, .elementWritten]),
        // A dictionary's key, new or not: an unordered dictionary is changing data whatever is written,
        // and an ordered one appends a new key, as its subscript does.
        ("updateValue", .elementWritten),
        ("update", [.inserted, .elementWritten]),
        ("sort", .moved), ("reverse", .moved), ("shuffle", .moved), ("swapAt", .moved), ("partition", .moved),
        ("move", .moved), ("moveSubranges", .moved),
        ("toggle", .assignedWhole), ("negate", .assignedWhole),
        ("withUnsafeMutableBufferPointer", .unseen), ("withUnsafeMutableBytes", .unseen),
        ("withContiguousMutableStorageIfAvailable", .unseen),
        // Storage only: no element changes.
        ("reserveCapacity", []),
    ]

    /// Methods known not to change their receiver, read where a row calls one through its index
    /// (`items[i].title.lowercased()`); any call in neither list may or may not mutate.
    static let nonMutating: Set<String> = [
        "contains", "filter", "map", "compactMap", "flatMap", "first", "last", "firstIndex", "lastIndex",
        "sorted", "reversed", "joined", "prefix", "suffix", "dropFirst", "dropLast", "hasPrefix", "hasSuffix",
        "lowercased", "uppercased", "capitalized", "formatted", "reduce", "starts", "allSatisfy", "min", "max",
        "split", "components", "replacingOccurrences", "trimmingCharacters", "appending", "index", "distance",
        "enumerated", "forEach", "localizedCaseInsensitiveContains", "localizedStandardContains", "compare",
        "isEqual", "description", "count", "string", "addingTimeInterval", "timeIntervalSince", "absoluteString",
        "isSubset", "isSuperset", "union", "intersection", "subtracting", "symmetricDifference", "lazy",
    ]

    /// For each name length, a bit per lowercase first letter that some method of the table has:
    /// the declaration scan asks this of every member name and compares text only on a hit.
    private static let firstLetters: [UInt32] = {
        var out = [UInt32](repeating: 0, count: 64)
        for entry in table {
            let bytes = entry.name.withUTF8Buffer { Array($0) }
            out[bytes.count] |= 1 << UInt32(bytes[0] - 0x61)
        }
        return out
    }()

    /// The table's entries by length and first letter (`length * 26 + letter`): a hit of
    /// `mayName` compares the text of one or two methods, not of the whole table.
    private static let buckets: [[Int]] = {
        var out = [[Int]](repeating: [], count: 64 * 26)
        for (k, entry) in table.enumerated() {
            let bytes = entry.name.withUTF8Buffer { Array($0) }
            out[bytes.count * 26 + Int(bytes[0] - 0x61)].append(k)
        }
        return out
    }()

    /// Each method's length and first byte, for the lexer's list of watched tokens.
    static var lengthsAndFirstBytes: [(Int, UInt8)] {
        table.map { entry in entry.name.withUTF8Buffer { ($0.count, $0[0]) } }
    }

    /// Whether some method of the table is `length` bytes long and starts with `first`.
    @inline(__always) static func mayName(length: Int, first: UInt8) -> Bool {
        length < 64 && first >= 0x61 && first <= 0x7A && firstLetters[length] & (1 << UInt32(first - 0x61)) != 0
    }

    /// The changes of the method named at token `i` (the name after the `.`), or nil for a method
    /// not in the table. `removeAll()` and `removeAll(keepingCapacity:)` empty the collection.
    static func changes(_ file: SourceFile, method i: Int) -> Changes? {
        let t = file.tokens
        let first = file.bytes[t[i].start]
        guard mayName(length: t[i].length, first: first),
              let k = buckets[t[i].length * 26 + Int(first - 0x61)].first(where: { file.tokenIs(i, table[$0].name) }) else { return nil }
        if empties(file, method: i) { return .assignedWhole }
        if replacesOneInPlace(file, method: i) { return .elementWritten }
        return table[k].changes
    }

    /// `items.replaceSubrange(i...i, with: [item])`: one element for one, where it stands, as
    /// `items[i] = item` is; no element after it moves.
    static func replacesOneInPlace(_ file: SourceFile, method i: Int) -> Bool {
        let t = file.tokens
        guard file.tokenIs(i, "replaceSubrange"), let open = file.next(after: i), t[open].kind == .leftParen,
              case let arguments = file.arguments(of: open), arguments.count == 2, arguments[0].label == nil,
              let label = arguments[1].label, file.tokenIs(label, "with"),
              let a = arguments[0].valueFirst, let b = arguments[0].valueLast, let dots = file.next(after: a),
              file.next(after: dots) == b, t[dots].kind == .operator, file.tokenIs(dots, "..."),
              t[a].kind == .identifier || t[a].kind == .integerLiteral, file.text(a) == file.text(b),
              let v = arguments[1].valueFirst, let w = arguments[1].valueLast, t[v].kind == .leftBracket, file.tree.match(v) == w,
              case let elements = file.arguments(of: v), elements.count == 1, elements[0].label == nil,
              // `[a, b]` is two; `[key: value]` is a dictionary.
              !(v + 1..<w).contains(where: { t[$0].kind == .colon && file.tree.enclosing($0) == v }) else { return false }
        return true
    }

    /// The changes of the method `name`, or nil for one not in the table.
    static func changes(named name: String) -> Changes? {
        table.first { $0.name.withUTF8Buffer { Array($0) } == Array(name.utf8) }?.changes
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
}
