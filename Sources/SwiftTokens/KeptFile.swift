extension SourceFile {
    /// The file with its tokens copied into storage of their exact size, for keeping it a while:
    /// the lexer sizes its storage for a token per byte, and most of that stays unused.
    public func compacted() -> SourceFile {
        let count = tokens.count
        let storage = TokenStorage(capacity: count)
        storage.kinds.update(from: tokens.kinds, count: count)
        storage.bounds.update(from: tokens.bounds, count: count + 1)
        return SourceFile(bytes: bytes, tokens: TokenList(storage: storage, count: count), tree: tree)
    }

    /// About the bytes a `compacted()` file holds: its text, five bytes a token (kind and end)
    /// and twelve a bracket.
    public var compactedSize: Int { bytes.count + tokens.count * 5 + tree.bracketCount * 12 }
}
