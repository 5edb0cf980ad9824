import SwiftTokens

/// Row data built in the view, `ForEach(titles.map { Item(title: $0) })`, from a type whose `id`
/// defaults to `UUID()`: every evaluation makes new ids.
public struct IDMadeInBody: Rule {
    public let metadata = RuleMetadata(
        id: "id-made-in-body",
        fixSafety: .none,
        triggers: ["ForEach", "List"])

    public init() {}

    public func findings(in context: RuleContext) -> [Finding] {
        let file = context.file
        var out: [Finding] = []
        for call in context.listCalls {
            guard let (first, last) = call.dataTokens(file), let written = madeType(file, first, last),
                  case let type = context.declarations.resolve(written, in: context.enclosingType(of: first)?.name),
                  let id = context.declarations.property("id", of: type), id.isNewUUID else { continue }
            out.append(metadata.finding(range: file.range(from: first, through: last),
                                        message: "the rows of this `\(call.kind.rawValue)` are made here, and `\(type).id` defaults to `UUID()`: every evaluation of the view makes new ids, so every update replaces every row; create the `\(type)` values once, in the model or in `@State`"))
        }
        return out
    }

    /// `T` from data ending in `.map { T(…) }`, `.map { x in T(…) }` or `.map(T.init)`.
    func madeType(_ file: SourceFile, _ first: Int, _ last: Int) -> String? {
        let t = file.tokens
        guard let open = file.tree.match(last), open > first else { return nil }
        var start: Int?
        if t[last].kind == .rightBrace {
            start = file.closureBodyStart(of: open)
            if let s = start, t[s].kind.isTrivia { start = file.next(after: s - 1) }
            guard let name = file.previous(before: open), file.isIdentifier(name, "map") else { return nil }
        } else if t[last].kind == .rightParen, let name = file.previous(before: open), file.isIdentifier(name, "map"),
                  let inner = file.next(after: open) {
            if t[inner].kind == .leftBrace { start = file.closureBodyStart(of: inner) } else {
                // `.map(T.init)`
                guard let p = file.next(after: inner), t[p].kind == .period, let i = file.next(after: p), file.isKeyword(i, "init") else { return nil }
                return file.text(inner)
            }
        }
        guard var s = start else { return nil }
        while s < last, t[s].kind.isTrivia { s += 1 }
        if file.isKeyword(s, "return"), let n = file.next(after: s) { s = n }
        guard t[s].kind == .identifier, let paren = file.next(after: s), t[paren].kind == .leftParen,
              file.text(s).first?.isUppercase == true else { return nil }
        return file.text(s)
    }
}
