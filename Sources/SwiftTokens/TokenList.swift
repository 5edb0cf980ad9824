/// A file's tokens, read as `Token` values but kept as each token's kind and where it ends:
/// five bytes a token instead of eight, since each starts where the one before it ends. A big
/// file's tokens are its largest structure.
public struct TokenList: RandomAccessCollection, @unchecked Sendable {
    @usableFromInline let storage: TokenStorage
    /// The storage's pointers and the count, read without going through the class on each access
    /// (they point into storage no one writes once the list is made, so the list is Sendable).
    @usableFromInline let kinds: UnsafeMutablePointer<TokenKind>
    @usableFromInline let bounds: UnsafeMutablePointer<UInt32>
    public let count: Int

    /// The `count` tokens written to `storage`.
    init(storage: TokenStorage, count: Int) {
        self.storage = storage
        kinds = storage.kinds
        bounds = storage.bounds
        self.count = count
    }

    /// The list of `tokens`, which must follow one another without gaps from offset 0.
    public init(_ tokens: [Token]) {
        let storage = TokenStorage(capacity: tokens.count)
        for (i, token) in tokens.enumerated() {
            storage.kinds[i] = token.kind
            storage.bounds[i + 1] = UInt32(truncatingIfNeeded: token.end)
        }
        self.init(storage: storage, count: tokens.count)
    }

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { count }

    @inlinable public subscript(i: Int) -> Token {
        precondition(UInt(bitPattern: i) < UInt(bitPattern: count), "token index out of range")
        return Token(kind: kinds[i], start: Int(bounds[i]), end: Int(bounds[i + 1]))
    }

    /// The tokens without bounds checks, for loops over every token.
    @inlinable public func withUnsafeTokens<R>(_ body: (UnsafeTokens) throws -> R) rethrows -> R {
        try withExtendedLifetime(storage) { try body(UnsafeTokens(kinds: kinds, bounds: bounds, count: count)) }
    }
}

/// A file's tokens in place (see `TokenList.withUnsafeTokens`).
public struct UnsafeTokens: RandomAccessCollection {
    @usableFromInline let kinds: UnsafeMutablePointer<TokenKind>
    @usableFromInline let bounds: UnsafeMutablePointer<UInt32>
    public let count: Int

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { count }

    @usableFromInline init(kinds: UnsafeMutablePointer<TokenKind>, bounds: UnsafeMutablePointer<UInt32>, count: Int) {
        self.kinds = kinds
        self.bounds = bounds
        self.count = count
    }

    @inlinable public subscript(i: Int) -> Token {
        Token(kind: kinds[i], start: Int(bounds[i]), end: Int(bounds[i + 1]))
    }
}

/// The two arrays of a `TokenList`, in allocations of their own: the lexer writes them directly.
@usableFromInline final class TokenStorage: @unchecked Sendable {
    @usableFromInline let kinds: UnsafeMutablePointer<TokenKind>
    /// `bounds[i]..<bounds[i + 1]` is token `i`; `bounds[0]` is 0.
    @usableFromInline let bounds: UnsafeMutablePointer<UInt32>

    /// Room for `capacity` tokens.
    init(capacity: Int) {
        kinds = UnsafeMutablePointer<TokenKind>.allocate(capacity: max(capacity, 1))
        bounds = UnsafeMutablePointer<UInt32>.allocate(capacity: capacity + 1)
        bounds[0] = 0
    }

    deinit {
        kinds.deallocate()
        bounds.deallocate()
    }
}
