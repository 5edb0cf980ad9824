extension SourceFile {
    /// Whether the identifier at `i` is a member name after `.` (`x.name`, `.name`).
    public func isMemberName(_ i: TokenIndex) -> Bool {
        guard let p = previous(before: i) else { return false }
        return tokens[p].kind == .period
    }

    /// Whether the identifier at `i` is an argument label (`f(name: …)`, `f(a, name: …)`).
    public func isArgumentLabel(_ i: TokenIndex) -> Bool {
        guard let n = next(after: i), tokens[n].kind == .colon, let p = previous(before: i) else { return false }
        return tokens[p].kind == .leftParen || tokens[p].kind == .comma
    }

    /// Whether the identifier at `i` names something in scope: neither a member name nor an argument label.
    public func isReference(_ i: TokenIndex) -> Bool { !isMemberName(i) && !isArgumentLabel(i) }
}
