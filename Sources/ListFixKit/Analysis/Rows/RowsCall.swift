import SwiftTokens

/// A call that builds rows from data: `ForEach(...)`, `List(...)` or `Table(...)`, with its data, id
/// and row content.
struct RowsCall: Sendable {
    enum Kind: String, Sendable { case forEach = "ForEach", list = "List", table = "Table" }

    var kind: Kind
    var arguments: [Argument]
    // Token indices in 32 bits (-1 for none), and the data and id arguments by their place in
    // `arguments`: a big file has hundreds of thousands of calls, and each took 200 bytes.
    private var name: Int32, openParen: Int32, closeParen: Int32, contentBrace: Int32 = -1
    private var dataIndex: Int32 = -1, idIndex: Int32 = -1

    /// The `ForEach`, `List` or `Table` token.
    var nameToken: TokenIndex { Int(name) }
    var open: TokenIndex { Int(openParen) }
    var close: TokenIndex { Int(closeParen) }
    /// The data argument: the first unlabeled one, or `data:`.
    var data: Argument? { dataIndex < 0 ? nil : arguments[Int(dataIndex)] }
    /// The `id:` argument.
    var id: Argument? { idIndex < 0 ? nil : arguments[Int(idIndex)] }
    /// The `{` of the row closure: the trailing closure, or the `content:` argument.
    var content: TokenIndex? { contentBrace < 0 ? nil : Int(contentBrace) }

    /// Every such call in a file, outermost first.
    static func all(in file: SourceFile) -> [RowsCall] {
        var out: [RowsCall] = []
        let t = file.tokens
        // The candidates first, in place: every file's tokens are walked, and `ForEach`, `List` and
        // `Table` are 7, 4 and 5 bytes long and start with F, L or T, followed by `(`.
        let candidates: [Int] = t.withUnsafeTokens { u in
            file.bytes.withUnsafeBufferPointer { b in
                var found: [Int] = []
                for i in 0..<max(u.count - 1, 0) {
                    let token = u[i]
                    let length = token.length
                    guard length == 7 || length == 4 || length == 5, token.kind == .identifier else { continue }
                    let first = b[token.start]
                    guard first == 0x46 || first == 0x4C || first == 0x54, u[i + 1].kind == .leftParen else { continue }
                    found.append(i)
                }
                return found
            }
        }
        for i in candidates {
            guard let kind = kind(file, i) else { continue }
            if let p = file.previous(before: i), t[p].kind == .period || file.isKeyword(p, "func") { continue }
            guard i + 1 < t.count, t[i + 1].kind == .leftParen, let close = file.tree.match(i + 1) else { continue }
            out.append(RowsCall(file: file, kind: kind, nameToken: i, open: i + 1, close: close))
        }
        return out
    }

    static func kind(_ file: SourceFile, _ i: Int) -> Kind? {
        // Every name starts with an uppercase letter: most identifiers stop at one byte.
        let first = file.bytes[file.tokens[i].start]
        guard first == 0x46 || first == 0x4C || first == 0x54 else { return nil }
        if file.tokenIs(i, "ForEach") { return .forEach }
        if file.tokenIs(i, "List") { return .list }
        if file.tokenIs(i, "Table") { return .table }
        return nil
    }

    init(file: SourceFile, kind: Kind, nameToken: Int, open: Int, close: Int) {
        self.kind = kind
        name = Int32(truncatingIfNeeded: nameToken)
        openParen = Int32(truncatingIfNeeded: open)
        closeParen = Int32(truncatingIfNeeded: close)
        arguments = file.arguments(of: open)
        func place(_ k: Int?) -> Int32 { Int32(truncatingIfNeeded: k ?? -1) }
        var data = arguments.firstIndex { $0.label == nil || file.tokenIs($0.label!, "data") }
        if let first = arguments.first, first.label != nil, !file.tokenIs(first.label!, "data") { data = nil }
        dataIndex = place(data)
        idIndex = place(arguments.firstIndex { $0.label.map { file.tokenIs($0, "id") } ?? false })
        if let closure = file.trailingClosures(after: close).first {
            contentBrace = Int32(truncatingIfNeeded: closure.open)
        } else if let argument = arguments.first(where: { $0.label.map { file.tokenIs($0, "content") } ?? false }),
                  let v = argument.valueFirst, file.tokens[v].kind == .leftBrace {
            contentBrace = Int32(truncatingIfNeeded: v)
        }
    }

    /// The bytes of the whole call, its row closure included.
    func extent(_ file: SourceFile) -> Range<Int> {
        let last = content.flatMap { file.tree.match($0) }.map { max($0, close) } ?? close
        return file.range(from: nameToken, through: last)
    }

    /// Whether the data argument's tokens are exactly one expression without trailing junk.
    func dataTokens(_ file: SourceFile) -> (first: Int, last: Int)? {
        guard let data, let first = data.valueFirst, let last = data.valueLast else { return nil }
        return (first, last)
    }
}
