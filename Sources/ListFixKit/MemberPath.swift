import SwiftTokens

/// `items`, `self.items`, `model.items`, `section.rows`: identifiers joined by periods.
public struct MemberPath: Sendable, Equatable {
    /// The identifier tokens, `self` included.
    public var components: [Int]
    public var first: Int { components[0] }
    public var last: Int { components[components.count - 1] }

    /// The path starting at token `i`, as long as it goes; nil if `i` starts none.
    public static func parse(_ file: SourceFile, at i: Int, through limit: Int = Int.max) -> MemberPath? {
        let t = file.tokens
        guard t[i].kind == .identifier || file.isKeyword(i, "self") else { return nil }
        var components = [i]
        var j = i
        while j + 2 < t.count, j + 2 <= limit, t[j + 1].kind == .period, t[j + 2].kind == .identifier {
            components.append(j + 2)
            j += 2
        }
        return MemberPath(components: components)
    }

    /// The path that covers exactly tokens `first...last`.
    public static func exactly(_ file: SourceFile, _ first: Int, _ last: Int) -> MemberPath? {
        guard let path = parse(file, at: first, through: last), path.last == last else { return nil }
        return path
    }

    public func text(_ file: SourceFile) -> String { file.text(tokens: first, through: last) }

    /// The names, without a leading `self`.
    public func names(_ file: SourceFile) -> [String] {
        var names = components.map { file.text($0) }
        if names.first == "self" { names.removeFirst() }
        return names
    }
}
