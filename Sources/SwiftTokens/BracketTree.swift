/// `()`, `[]`, `{}` and interpolation parentheses matched once over a token array.
/// Unbalanced input still gives a tree: a bracket with no partner is marked unmatched.
public struct BracketTree: Sendable {
    /// For each token: the index of its matching bracket, or -1.
    public let partner: [Int32]
    /// For each token: the index of the innermost open bracket around it, or -1 at top level.
    public let parent: [Int32]
    /// Opening and closing brackets with no partner, in token order.
    public let unmatched: [Int]

    public init(tokens: [Token]) {
        let count = tokens.count
        var unmatched: [Int] = []
        // The stack of open brackets can be as deep as the file is long, but rarely is: it
        // starts small and doubles (room for every token at once cost a third of a big file's
        // tokens again). `partner` and `parent` are written once per token, never cleared first.
        var stack = OpenBrackets(capacity: min(max(count, 1), 1024))
        defer { stack.deallocate() }
        var depth = 0
        // How many of each opener kind are on the stack, so a stray closer is found unmatched
        // without searching the stack (linear on any input).
        var open = (paren: 0, bracket: 0, brace: 0)
        var parent: [Int32] = []
        let partner = [Int32](unsafeUninitializedCapacity: count) { partner, initializedPartners in
            parent = [Int32](unsafeUninitializedCapacity: count) { parent, initializedParents in
                tokens.withUnsafeBufferPointer { t in
                    var top: Int32 = -1
                    for i in 0..<count {
                        parent[i] = top
                        partner[i] = -1
                        let kind = t[i].kind
                        switch kind {
                        case .leftParen, .interpolationOpen:
                            stack.set(depth, Int32(i)); depth += 1; open.paren += 1; top = Int32(i)
                        case .leftBracket:
                            stack.set(depth, Int32(i)); depth += 1; open.bracket += 1; top = Int32(i)
                        case .leftBrace:
                            stack.set(depth, Int32(i)); depth += 1; open.brace += 1; top = Int32(i)
                        case .rightParen, .rightBracket, .rightBrace:
                            let available = kind == .rightParen ? open.paren : kind == .rightBracket ? open.bracket : open.brace
                            guard available > 0 else {
                                unmatched.append(i)
                                continue
                            }
                            // Pop openers that can never close now; they stay unmatched.
                            while depth > 0 {
                                depth -= 1
                                let popped = stack.base[depth]
                                let poppedKind = t[Int(popped)].kind
                                switch poppedKind {
                                case .leftParen, .interpolationOpen: open.paren -= 1
                                case .leftBracket: open.bracket -= 1
                                default: open.brace -= 1
                                }
                                if BracketTree.closes(kind, poppedKind) {
                                    partner[Int(popped)] = Int32(i)
                                    partner[i] = popped
                                    break
                                }
                                unmatched.append(Int(popped))
                            }
                            top = depth > 0 ? stack.base[depth - 1] : -1
                            parent[i] = top
                        default:
                            break
                        }
                    }
                }
                initializedParents = count
            }
            initializedPartners = count
        }
        for k in 0..<depth { unmatched.append(Int(stack.base[k])) }
        unmatched.sort()
        self.partner = partner
        self.parent = parent
        self.unmatched = unmatched
    }

    static func closes(_ closer: TokenKind, _ opener: TokenKind) -> Bool {
        switch closer {
        case .rightParen: return opener == .leftParen || opener == .interpolationOpen
        case .rightBracket: return opener == .leftBracket
        default: return opener == .leftBrace
        }
    }

    /// The matching bracket of token `i`, if it is a matched bracket.
    @inlinable public func match(_ i: Int) -> Int? {
        let p = partner[i]
        return p < 0 ? nil : Int(p)
    }

    /// The innermost open bracket enclosing token `i`.
    @inlinable public func enclosing(_ i: Int) -> Int? {
        let p = parent[i]
        return p < 0 ? nil : Int(p)
    }
}

/// The indices of the open brackets not yet closed, in one allocation that doubles when full.
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
