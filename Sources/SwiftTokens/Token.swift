/// One token: its kind and the byte range it covers in the source. Eight bytes: a file's tokens
/// are its largest array. The kind is a byte of its own, as rules read it most.
public struct Token: Sendable, Equatable {
    @usableFromInline var startOffset: UInt32
    public let kind: TokenKind
    /// The length's top byte and low two bytes.
    @usableFromInline var lengthHigh: UInt8
    @usableFromInline var lengthLow: UInt16

    /// The longest run one token covers (16 MB less a byte): the lexer cuts a longer run (a
    /// giant comment or literal) into several tokens of its kind.
    public static let maxLength = (1 << 24) - 1

    @inlinable public init(kind: TokenKind, start: Int, end: Int) {
        self.kind = kind
        self.startOffset = UInt32(truncatingIfNeeded: start)
        let length = end - start
        self.lengthHigh = UInt8(truncatingIfNeeded: length >> 16)
        self.lengthLow = UInt16(truncatingIfNeeded: length)
    }

    @inlinable public var start: Int { Int(startOffset) }
    @inlinable public var end: Int { Int(startOffset) + length }
    @inlinable public var range: Range<Int> { start..<end }
    @inlinable public var length: Int { Int(lengthHigh) << 16 | Int(lengthLow) }
}

/// An index into a file's tokens (`SourceFile.tokens`). Byte offsets into the text are plain `Int`s
/// named for what they are (`start`, `end`, `…Offset`, byte ranges): the two are never mixed.
public typealias TokenIndex = Int
