import SwiftTokens

/// `DispatchQueue.main.async { … }` (also `asyncAfter(deadline:) { … }`, `async(execute: { … })`):
/// the block runs later, after whatever the queue already holds, so a position found before it
/// can name another element by the time the block writes through it, as across an `await`.
enum QueueHop {
    /// The `{` of each block handed to a `DispatchQueue…async` call in the bytes `range` of the file.
    static func blocks(in file: SourceFile, within range: Range<Int>) -> [Int] {
        let t = file.tokens
        var out: [Int] = []
        for offset in ByteSearch.offsets(of: ".async", in: file.bytes, within: range) {
            guard let name = file.token(startingAt: offset + 1), t[name].kind == .identifier,
                  file.tokenIs(name, "async") || file.tokenIs(name, "asyncAfter"), isQueue(before: name, in: file),
                  let next = file.next(after: name) else { continue }
            if t[next].kind == .leftBrace {
                out.append(next)
            } else if t[next].kind == .leftParen, let close = file.tree.match(next) {
                if let after = file.next(after: close), t[after].kind == .leftBrace {
                    out.append(after)
                } else if let block = file.arguments(of: next).first(where: { $0.label.map { file.tokenIs($0, "execute") } ?? false }),
                          let first = block.valueFirst, t[first].kind == .leftBrace {
                    out.append(first)
                }
            }
        }
        return out.sorted()
    }

    /// Whether the member around the block at `brace` finds a position (`.firstIndex`, `.lastIndex`).
    static func memberLooksUp(around brace: Int, in file: SourceFile) -> Bool {
        guard let open = IndexAcrossAwait.memberBody(around: brace, in: file), let close = file.tree.match(open) else { return false }
        let range = file.range(from: open, through: close)
        return !ByteSearch.offsets(of: ".firstIndex", in: file.bytes, within: range).isEmpty
            || !ByteSearch.offsets(of: ".lastIndex", in: file.bytes, within: range).isEmpty
    }

    /// Whether the member at `name` is called on a path that starts with `DispatchQueue`
    /// (`DispatchQueue.main`, `DispatchQueue.global(qos: .userInitiated)`).
    static func isQueue(before name: Int, in file: SourceFile) -> Bool {
        let t = file.tokens
        guard var k = file.previous(before: name), t[k].kind == .period else { return false }
        while let p = file.previous(before: k) {
            if t[p].kind == .rightParen, let open = file.tree.match(p), let callee = file.previous(before: open) {
                k = callee
            } else {
                k = p
            }
            guard t[k].kind == .identifier else { return false }
            if file.tokenIs(k, "DispatchQueue") { return true }
            guard let dot = file.previous(before: k), t[dot].kind == .period else { return false }
            k = dot
        }
        return false
    }
}
