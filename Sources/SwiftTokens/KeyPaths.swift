extension SourceFile {
    /// The member of a one-member key path `\.name` (or `\.self`, `\.0`) written exactly from
    /// `first` through `last`; nil for anything else (`\Type.name`, `\.a.b`, spaces inside).
    public func keyPathMember(from first: TokenIndex, through last: TokenIndex) -> TokenIndex? {
        guard last == first + 2, tokens[first].kind == .backslash, tokens[first + 1].kind == .period else { return nil }
        return last
    }

    /// The member of the one-member key path an argument's value is (`id: \.offset` → `offset`).
    public func keyPathMember(of argument: Argument) -> TokenIndex? {
        guard let first = argument.valueFirst, let last = argument.valueLast else { return nil }
        return keyPathMember(from: first, through: last)
    }
}
