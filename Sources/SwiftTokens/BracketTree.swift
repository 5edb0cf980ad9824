/// `()`, `[]`, `{}` and interpolation parentheses matched once over a token array.
/// Unbalanced input still gives a tree: a bracket with no partner is marked unmatched.
///
/// Nothing is kept per token: a big file's tokens are its largest array, and a second array as
/// long cost as much memory again. The lists are per bracket: the token index of each bracket
/// in order; the position of its partner in that list; the innermost open bracket around the
/// tokens after it, up to the next bracket (the bracket itself when it opens), from which what
/// encloses any token is read; and for each block of 64 tokens, the position of its first
/// bracket, so that finding the last bracket at or before a token reads a few entries.
public struct BracketTree: Sendable {
    let storage: BracketStorage
    /// Opening and closing brackets with no partner, in token order.
    public let unmatched: [Int]

    init(storage: BracketStorage, unmatched: [Int]) {
        self.storage = storage
        self.unmatched = unmatched
    }

    /// The tree of `tokens`.
    public init(tokens: [Token]) { self.init(tokens: TokenList(tokens)) }

    /// The tree of `tokens`.
    public init(tokens: TokenList) {
        var matcher = BracketMatcher(expected: tokens.count / 8 + 16)
        for i in 0..<tokens.count { matcher.feed(i, tokens.kinds[i]) }
        self = matcher.tree(tokenCount: tokens.count)
    }

    /// How many bracket tokens the file has.
    public var bracketCount: Int { storage.count }

    static let blockShift = 6

    /// The position of the last bracket at or before token `i`, or -1: among the few brackets
    /// of its block of 64 tokens.
    @inline(__always) func lastBracket(atOrBefore i: Int) -> Int {
        let block = i >> BracketTree.blockShift
        guard block < storage.blockCount else { return -1 }
        let brackets = storage.brackets, count = storage.count
        var k = Int(storage.blockStarts[block])
        while k < count && Int(brackets[k]) <= i { k += 1 }
        return k - 1
    }

    /// The matching bracket of token `i`, if it is a matched bracket.
    public func match(_ i: Int) -> Int? {
        let k = lastBracket(atOrBefore: i)
        guard k >= 0, Int(storage.brackets[k]) == i else { return nil }
        let p = storage.pairs[k]
        return p < 0 ? nil : Int(storage.brackets[Int(p)])
    }

    /// The innermost open bracket enclosing token `i`.
    public func enclosing(_ i: Int) -> Int? {
        let k = lastBracket(atOrBefore: i)
        guard k >= 0 else { return nil }
        var scope = storage.scopeAfter[k]
        // An opening bracket is its own scope after it; around itself is the scope before it.
        if Int(storage.brackets[k]) == i && Int(scope) == i { scope = k > 0 ? storage.scopeAfter[k - 1] : -1 }
        return scope < 0 ? nil : Int(scope)
    }
}

