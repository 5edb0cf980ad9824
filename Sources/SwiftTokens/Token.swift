/// One token: its kind and the byte range it covers in the source.
public struct Token: Sendable, Equatable {
    public var kind: TokenKind
    @usableFromInline var startOffset: UInt32
    @usableFromInline var endOffset: UInt32

    @inlinable public init(kind: TokenKind, start: Int, end: Int) {
        self.kind = kind
        self.startOffset = UInt32(truncatingIfNeeded: start)
        self.endOffset = UInt32(truncatingIfNeeded: end)
    }

    @inlinable public var start: Int { Int(startOffset) }
    @inlinable public var end: Int { Int(endOffset) }
    @inlinable public var range: Range<Int> { start..<end }
    @inlinable public var length: Int { end - start }
}

/// An index into a file's tokens (`SourceFile.tokens`). Byte offsets into the text are plain `Int`s
/// named for what they are (`start`, `end`, `…Offset`, byte ranges): the two are never mixed.
public typealias TokenIndex = Int
