import SwiftTokens

/// A presentation written under an `if` of the row that compares the row's element with one chosen
/// value (`if item.name == tripName { … .alert(…) }`): only the rows the condition picks present it,
/// one where the compared value is unique, which nothing here shows either way.
enum PickedRow {
    /// Whether token `i` lies in the body of such an `if`, between it and the row closure `open`.
    static func contains(_ i: Int, below open: Int, elements: Set<String>, _ file: SourceFile) -> Bool {
        let t = file.tokens
        var scope = file.tree.enclosing(i)
        while let brace = scope, brace > open {
            if t[brace].kind == .leftBrace, let keyword = ifKeyword(of: brace, file), picks(from: keyword + 1, to: brace, elements, file) {
                return true
            }
            scope = file.tree.enclosing(brace)
        }
        return false
    }

    /// The `if` whose condition ends at the body brace `open` (`if a == b {`), found by walking back
    /// over the condition at its own level.
    static func ifKeyword(of open: Int, _ file: SourceFile) -> Int? {
        var found: Int?
        _ = file.keywordDecides(before: open, limit: 64) { p in
            if file.isKeyword(p, "if") {
                found = p
                return true
            }
            // The words a condition holds (`if let x = y`, `x == nil`); any other ends the walk.
            let inCondition = file.isKeyword(p, "let") || file.isKeyword(p, "var") || file.isKeyword(p, "self")
                || file.isKeyword(p, "nil") || file.isKeyword(p, "true") || file.isKeyword(p, "false")
            return inCondition ? nil : false
        }
        return found
    }

    /// Whether the condition from `first` up to `end` holds an `==` one side of which reads the
    /// element (`item.name`, `item.id`, `item`) and the other none of it.
    static func picks(from first: Int, to end: Int, _ elements: Set<String>, _ file: SourceFile) -> Bool {
        let t = file.tokens
        for k in first..<end where t[k].kind == .operator && file.tokenIs(k, "==") {
            guard let left = side(before: k, from: first, file), let right = side(after: k, to: end, file) else { continue }
            let readsLeft = reads(left, elements, file), readsRight = reads(right, elements, file)
            if readsLeft != readsRight { return true }
        }
        return false
    }

    /// The operand before the `==` at `k`: back to a comma, `&&`, `||` or the condition's start.
    static func side(before k: Int, from first: Int, _ file: SourceFile) -> ClosedRange<Int>? {
        var j = k - 1
        var start = k
        while j >= first {
            let kind = file.tokens[j].kind
            if kind == .comma || (kind == .operator && (file.tokenIs(j, "&&") || file.tokenIs(j, "||"))) { break }
            if kind == .rightParen || kind == .rightBracket, let m = file.tree.match(j) { start = m; j = m - 1; continue }
            if !kind.isTrivia { start = j }
            j -= 1
        }
        return start < k ? start...(k - 1) : nil
    }

    /// The operand after the `==` at `k`: up to a comma, `&&`, `||` or the condition's end.
    static func side(after k: Int, to end: Int, _ file: SourceFile) -> ClosedRange<Int>? {
        var j = k + 1
        var last = k
        while j < end {
            let kind = file.tokens[j].kind
            if kind == .comma || (kind == .operator && (file.tokenIs(j, "&&") || file.tokenIs(j, "||"))) { break }
            if kind == .leftParen || kind == .leftBracket, let m = file.tree.match(j) { last = m; j = m + 1; continue }
            if !kind.isTrivia { last = j }
            j += 1
        }
        return last > k ? (k + 1)...last : nil
    }

    /// Whether the tokens name one of the elements, not as a member of something else.
    static func reads(_ range: ClosedRange<Int>, _ elements: Set<String>, _ file: SourceFile) -> Bool {
        range.contains { k in
            file.tokens[k].kind == .identifier && elements.contains(file.text(k)) && !file.isMemberName(k)
        }
    }
}
