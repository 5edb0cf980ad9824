/// `()`, `[]`, `{}` and interpolation parentheses matched once over a token array.
/// Unbalanced input still gives a tree: a bracket with no partner is marked unmatched.
public struct BracketTree: Sendable {
    /// The indices of the bracket tokens, in order. Nothing is kept per token: a big file's
    /// tokens are its largest array, and a second array as long cost as much memory again.
    let brackets: [Int32]
    /// For each bracket in `brackets`: the position in `brackets` of its partner, or -1.
    let pairs: [Int32]
    /// For each bracket in `brackets`: the innermost open bracket around the tokens after it,
    /// up to the next bracket (the bracket itself when it opens), or -1 at top level. What
    /// encloses any token is read from here, so nothing is kept per token for it.
    let scopeAfter: [Int32]
    /// For each block of 64 tokens: the position in `brackets` of its first bracket (or of the
    /// next one after it), so that finding the last bracket before a token reads a few entries.
    let blockStarts: [Int32]
    /// Opening and closing brackets with no partner, in token order.
    public let unmatched: [Int]

    /// The tree of `tokens`, finding their brackets first.
    public init(tokens: [Token]) {
        var brackets: [Int32] = []
        for (i, token) in tokens.enumerated() where token.kind.isOpeningBracket || token.kind.isClosingBracket {
            brackets.append(Int32(truncatingIfNeeded: i))
        }
        self.init(tokens: tokens, brackets: brackets)
    }

    /// The tree of `tokens`, whose bracket tokens are those at `brackets` (in order): only they are read.
    init(tokens: [Token], brackets: [Int32]) {
        let count = tokens.count
        var unmatched: [Int] = []
        // The stack of open brackets can be as deep as the file is long, but rarely is: it
        // starts small and doubles.
        var stack = OpenBrackets(capacity: min(max(brackets.count, 1), 1024))
        defer { stack.deallocate() }
        var depth = 0
        // How many of each opener kind are on the stack, so a stray closer is found unmatched
        // without searching the stack (linear on any input).
        var open = (paren: 0, bracket: 0, brace: 0)
        var pairs = [Int32](repeating: -1, count: brackets.count)
        let scopeAfter = [Int32](unsafeUninitializedCapacity: brackets.count) { scope, initialized in
            pairs.withUnsafeMutableBufferPointer { pairs in
                tokens.withUnsafeBufferPointer { t in
                    var top: Int32 = -1
                    for (k, index) in brackets.enumerated() {
                        let i = Int(index)
                        let kind = t[i].kind
                        switch kind {
                        case .leftParen, .interpolationOpen:
                            stack.set(depth, Int32(k)); depth += 1; open.paren += 1; top = index
                        case .leftBracket:
                            stack.set(depth, Int32(k)); depth += 1; open.bracket += 1; top = index
                        case .leftBrace:
                            stack.set(depth, Int32(k)); depth += 1; open.brace += 1; top = index
                        default:
                            let available = kind == .rightParen ? open.paren : kind == .rightBracket ? open.bracket : open.brace
                            guard available > 0 else {
                                unmatched.append(i)
                                break
                            }
                            // Pop openers that can never close now; they stay unmatched.
                            while depth > 0 {
                                depth -= 1
                                let popped = Int(stack.base[depth])
                                let poppedKind = t[Int(brackets[popped])].kind
                                switch poppedKind {
                                case .leftParen, .interpolationOpen: open.paren -= 1
                                case .leftBracket: open.bracket -= 1
                                default: open.brace -= 1
                                }
                                if BracketTree.closes(kind, poppedKind) {
                                    pairs[popped] = Int32(k)
                                    pairs[k] = Int32(popped)
                                    break
                                }
                                unmatched.append(Int(brackets[popped]))
                            }
                            top = depth > 0 ? brackets[Int(stack.base[depth - 1])] : -1
                        }
                        scope[k] = top
                    }
                }
            }
            initialized = brackets.count
        }
        for k in 0..<depth { unmatched.append(Int(brackets[Int(stack.base[k])])) }
        unmatched.sort()
        let blocks = count >> BracketTree.blockShift + 1
        self.blockStarts = [Int32](unsafeUninitializedCapacity: blocks) { starts, initialized in
            var k = 0
            for block in 0..<blocks {
                while k < brackets.count && Int(brackets[k]) < block << BracketTree.blockShift { k += 1 }
                starts[block] = Int32(truncatingIfNeeded: k)
            }
            initialized = blocks
        }
        self.pairs = pairs
        self.brackets = brackets
        self.scopeAfter = scopeAfter
        self.unmatched = unmatched
    }

    static func closes(_ closer: TokenKind, _ opener: TokenKind) -> Bool {
        switch closer {
        case .rightParen: return opener == .leftParen || opener == .interpolationOpen
        case .rightBracket: return opener == .leftBracket
        default: return opener == .leftBrace
        }
    }

    /// How many bracket tokens the file has.
    public var bracketCount: Int { brackets.count }

    /// The position of token `i` in `brackets`, if it is a bracket: among the few brackets of its
    /// block of 64 tokens.
    @inline(__always) func position(of i: Int) -> Int? {
        let block = i >> BracketTree.blockShift
        guard block < blockStarts.count else { return nil }
        return brackets.withUnsafeBufferPointer { brackets in
            var k = Int(blockStarts[block])
            while k < brackets.count && Int(brackets[k]) < i { k += 1 }
            return k < brackets.count && Int(brackets[k]) == i ? k : nil
        }
    }

    /// The matching bracket of token `i`, if it is a matched bracket.
    public func match(_ i: Int) -> Int? {
        guard let k = position(of: i) else { return nil }
        let p = pairs[k]
        return p < 0 ? nil : Int(brackets[Int(p)])
    }

    static let blockShift = 6

    /// The innermost open bracket enclosing token `i`: found from the last bracket at or
    /// before it, which is among the few brackets of its block of 64 tokens.
    public func enclosing(_ i: Int) -> Int? {
        let block = i >> BracketTree.blockShift
        guard block < blockStarts.count else { return nil }
        return brackets.withUnsafeBufferPointer { brackets in
            var k = Int(blockStarts[block])
            while k < brackets.count && Int(brackets[k]) <= i { k += 1 }
            k -= 1
            guard k >= 0 else { return nil }
            var scope = scopeAfter[k]
            // An opening bracket is its own scope after it; around itself is the scope before it.
            if Int(brackets[k]) == i && Int(scope) == i { scope = k > 0 ? scopeAfter[k - 1] : -1 }
            return scope < 0 ? nil : Int(scope)
        }
    }
}

/// The positions (in the list of brackets) of the open brackets not yet closed, in one allocation that doubles when full.
struct OpenBrackets {
    private(set) var base: UnsafeMutablePointer<Int32>
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
        base = UnsafeMutablePointer<Int32>.allocate(capacity: capacity)
    }

    @inline(__always) mutating func set(_ k: Int, _ value: Int32) {
        if k == capacity { grow() }
        base[k] = value
    }

    @inline(never) mutating func grow() {
        let larger = UnsafeMutablePointer<Int32>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: capacity)
        base.deallocate()
        base = larger
        capacity *= 2
    }

    func deallocate() { base.deallocate() }
}
