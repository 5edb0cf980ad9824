import SwiftTokens

/// `.id(UUID())` on a view that holds rows, or on a row: an identity made anew by every
/// evaluation of the body, so SwiftUI throws the view away and builds it again each time.
struct FreshIdentityModifier {
    /// The `id` of `.id(UUID())`.
    var name: Int
    /// Whether it is on a `ForEach` row rather than around rows.
    var isRow: Bool

    /// Each such modifier of the file that stands on a view holding one of `calls`, or on the
    /// row of one of them.
    static func all(in file: SourceFile, calls: [RowsCall]) -> [FreshIdentityModifier] {
        let t = file.tokens
        var out: [FreshIdentityModifier] = []
        // A byte search, in the few files with rows that name `UUID` at all (`RuleContext.mentions`).
        for offset in ByteSearch.offsets(of: "id(UUID())", in: file.bytes) {
            // `. id ( UUID ( ) )`, in code (not in a comment or string).
            guard let lo = file.token(startingAt: offset), case let i = lo + 2, t[lo].kind == .identifier, i + 3 < t.count, t[i].kind == .identifier,
                  let dot = file.previous(before: lo), t[dot].kind == .period, let base = modified(file, before: dot),
                  isEvaluatedWithBody(file, lo) else { continue }
            let end = i + 3
            if calls.contains(where: { $0.nameToken >= base && $0.nameToken < dot }) {
                out.append(FreshIdentityModifier(name: i - 2, isRow: false))
            } else if let brace = file.tree.enclosing(base), calls.contains(where: { $0.kind == .forEach && $0.content == brace }),
                      file.statements(inBody: brace).first.map({ $0.first == base && $0.last >= end }) == true {
                out.append(FreshIdentityModifier(name: i - 2, isRow: true))
            }
        }
        return out
    }

    /// Whether token `i` is made again by each evaluation of a view: inside some member's body or
    /// closure, not in an initializer (`State(initialValue:)` keeps its first value) nor in a stored
    /// property's initial value at the type's own level.
    static func isEvaluatedWithBody(_ file: SourceFile, _ i: Int) -> Bool {
        var scope = file.tree.enclosing(i)
        var braces = 0
        while let open = scope {
            if file.tokens[open].kind == .leftBrace {
                if file.isInitializerBody(open) { return false }
                braces += 1
            }
            scope = file.tree.enclosing(open)
        }
        // The type's own brace is one: a member's body or a closure makes two or more.
        return braces >= 2
    }

    /// The name token of the view a modifier chain ending before `dot` starts from: back over
    /// `.modifier(…)`, arguments and trailing closures to the first call's name.
    static func modified(_ file: SourceFile, before dot: Int) -> Int? {
        let t = file.tokens
        guard var j = file.previous(before: dot) else { return nil }
        while true {
            switch t[j].kind {
            case .rightParen, .rightBrace:
                guard let open = file.tree.match(j), var p = file.previous(before: open) else { return nil }
                // A labeled trailing closure (`} rows: { … }`): its label and colon.
                if t[open].kind == .leftBrace, t[p].kind == .colon, let label = file.previous(before: p),
                   t[label].kind == .identifier || t[label].kind == .keyword, let before = file.previous(before: label),
                   t[before].kind == .rightBrace {
                    p = before
                }
                j = p
            case .identifier:
                guard let p = file.previous(before: j), t[p].kind == .period else { return j }
                guard let q = file.previous(before: p) else { return nil }
                j = q
            default:
                return nil
            }
        }
    }
}
