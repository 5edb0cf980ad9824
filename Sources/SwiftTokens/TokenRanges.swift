extension SourceFile {
    /// The bytes from the start of token `first` to the end of token `last`.
    @inlinable
    public func range(from first: TokenIndex, through last: TokenIndex) -> Range<Int> {
        tokens[first].start..<tokens[last].end
    }
}
