/// Brackets matched one at a time, in token order. The lexer feeds it as it emits each
/// bracket, so the tree is built without reading the tokens again; `BracketTree(tokens:)`
/// feeds it from a token array.
struct BracketMatcher {
    /// What a bracket is: `()` and an interpolation's `\(`…`)`, `[]`, `{}`.
    enum Family: Int { case paren = 0, square = 1, brace = 2 }

    /// The token index of each bracket so far.
    private var positions: Int32Buffer
    /// For each bracket: the position (in `positions`) of its partner, or -1.
    private var pairs: Int32Buffer
    /// For each bracket: the innermost open bracket around the tokens after it (see `BracketTree`).
    private var scopes: Int32Buffer
    /// The brackets still open: position << 2 | family. A buffer of its own, not an array: a push and a
    /// pop per bracket paid an array's uniqueness check each, a fifth of the matcher's cost.
    private var stack: Int32Buffer
    /// How many of each family are open, so a stray closer is found unmatched without searching
    /// the stack (linear on any input).
    private var open = (0, 0, 0)
    private var top: Int32 = -1
    private var unmatched: [Int] = []

    /// Room for `expected` brackets before the lists grow.
    init(expected: Int) {
        positions = Int32Buffer(capacity: expected)
        pairs = Int32Buffer(capacity: expected)
        scopes = Int32Buffer(capacity: expected)
        stack = Int32Buffer(capacity: 64)
    }

    @inline(__always) private mutating func count(_ family: Int, _ change: Int) {
        switch family {
        case 0: open.0 += change
        case 1: open.1 += change
        default: open.2 += change
        }
    }

    @inline(__always) private func openCount(_ family: Int) -> Int {
        family == 0 ? open.0 : family == 1 ? open.1 : open.2
    }

    /// Token `index` opens a bracket of `family`.
    @inline(__always) mutating func opening(_ index: Int, _ family: Family) {
        let k = positions.count
        positions.append(Int32(truncatingIfNeeded: index))
        pairs.append(-1)
        stack.append(k << 2 | family.rawValue)
        count(family.rawValue, 1)
        top = Int32(truncatingIfNeeded: index)
        scopes.append(top)
    }

    /// Token `index` closes a bracket of `family`: it pairs with the innermost open one of its
    /// family, and the brackets opened inside that one that can never close now stay unmatched.
    @inline(__always) mutating func closing(_ index: Int, _ family: Family) {
        let k = positions.count
        positions.append(Int32(truncatingIfNeeded: index))
        pairs.append(-1)
        if openCount(family.rawValue) > 0 {
            while let entry = stack.popLast() {
                let opener = Int(entry >> 2), openerFamily = Int(entry & 3)
                count(openerFamily, -1)
                if openerFamily == family.rawValue {
                    pairs[opener] = Int32(truncatingIfNeeded: k)
                    pairs[k] = Int32(truncatingIfNeeded: opener)
                    break
                }
                unmatched.append(Int(positions[opener]))
            }
            top = stack.last.map { positions[Int($0 >> 2)] } ?? -1
        } else {
            unmatched.append(index)
        }
        scopes.append(top)
    }

    /// Feeds token `index` of `kind`, if it is a bracket.
    @inline(__always) mutating func feed(_ index: Int, _ kind: TokenKind) {
        switch kind {
        case .leftParen, .interpolationOpen: opening(index, .paren)
        case .leftBracket: opening(index, .square)
        case .leftBrace: opening(index, .brace)
        case .rightParen: closing(index, .paren)
        case .rightBracket: closing(index, .square)
        case .rightBrace: closing(index, .brace)
        default: break
        }
    }

    /// The tree of a file of `tokenCount` tokens whose brackets were all fed.
    consuming func tree(tokenCount: Int) -> BracketTree {
        for k in 0..<stack.count { unmatched.append(Int(positions[Int(stack[k] >> 2)])) }
        stack.deallocate()
        unmatched.sort()
        return BracketTree(storage: BracketStorage(positions: positions, pairs: pairs, scopes: scopes, tokenCount: tokenCount),
                           unmatched: unmatched)
    }
}

/// A tree's lists, in allocations of their own (the lexer's lists, kept as they are, not copied).
final class BracketStorage: @unchecked Sendable {
    let brackets: UnsafeMutablePointer<Int32>
    let pairs: UnsafeMutablePointer<Int32>
    let scopeAfter: UnsafeMutablePointer<Int32>
    let blockStarts: UnsafeMutablePointer<Int32>
    let count: Int
    let blockCount: Int

    init(positions: Int32Buffer, pairs: Int32Buffer, scopes: Int32Buffer, tokenCount: Int) {
        brackets = positions.base
        self.pairs = pairs.base
        scopeAfter = scopes.base
        count = positions.count
        blockCount = tokenCount >> BracketTree.blockShift + 1
        blockStarts = UnsafeMutablePointer<Int32>.allocate(capacity: blockCount)
        var k = 0
        for block in 0..<blockCount {
            while k < count && Int(brackets[k]) < block << BracketTree.blockShift { k += 1 }
            blockStarts[block] = Int32(truncatingIfNeeded: k)
        }
    }

    deinit {
        brackets.deallocate()
        pairs.deallocate()
        scopeAfter.deallocate()
        blockStarts.deallocate()
    }
}
