/// A closure's `params in` header: `{ a, b in`, `{ (a: T) -> V in`, `{ [weak self] x in`.
public struct ClosureSignature: Sendable, Equatable {
    /// The name token of each parameter, in order (`_` included).
    public var parameters: [Int]
    /// Whether the parameters are written in parentheses.
    public var parenthesized: Bool
    /// The `[...]` capture list's opening bracket, if any.
    public var captureList: Int?
    /// The `in` keyword that ends the header.
    public var inKeyword: Int
}

extension SourceFile {
    /// The signature of the closure whose `{` is `open`; nil when it has none (`$0` closures
    /// or plain statement blocks).
    public func closureSignature(of open: Int) -> ClosureSignature? {
        guard tokens[open].kind == .leftBrace, let close = tree.match(open) else { return nil }
        var j = open + 1
        var significant: [Int] = []
        while j < close {
            let t = tokens[j]
            if t.kind.isTrivia { j += 1; continue }
            if t.kind == .keyword {
                if tokenIs(j, "in") { return signature(significant, inKeyword: j) }
                if !(tokenIs(j, "throws") || tokenIs(j, "rethrows") || tokenIs(j, "inout") || tokenIs(j, "Any")
                    || tokenIs(j, "Self")) {
                    return nil
                }
            } else {
                switch t.kind {
                case .identifier, .comma, .colon, .arrow, .period, .attribute, .leftParen, .leftBracket:
                    break
                case .operator where tokenIs(j, "?") || tokenIs(j, "!") || tokenIs(j, "<") || tokenIs(j, ">")
                    || tokenIs(j, "...") || tokenIs(j, "&"):
                    break
                default:
                    return nil
                }
            }
            significant.append(j)
            j = skipGroup(j)
        }
        return nil
    }

    private func signature(_ header: [Int], inKeyword: Int) -> ClosureSignature? {
        var k = 0
        var capture: Int?
        if k < header.count, tokens[header[k]].kind == .leftBracket {
            capture = header[k]
            k += 1
        }
        if k < header.count, tokens[header[k]].kind == .leftParen {
            var names: [Int] = []
            for argument in arguments(of: header[k]) {
                if let first = argument.label ?? argument.valueFirst, tokens[first].kind == .identifier {
                    names.append(first)
                }
            }
            return ClosureSignature(parameters: names, parenthesized: true, captureList: capture, inKeyword: inKeyword)
        }
        var names: [Int] = []
        while k < header.count {
            let t = header[k]
            if tokens[t].kind == .identifier { names.append(t) } else if tokens[t].kind != .comma { break }
            k += 1
        }
        return ClosureSignature(parameters: names, parenthesized: false, captureList: capture, inKeyword: inKeyword)
    }

    /// The first token of a closure's body: after its `in`, or after the `{`.
    public func closureBodyStart(of open: Int) -> Int {
        if let signature = closureSignature(of: open) { return signature.inKeyword + 1 }
        return open + 1
    }
}
