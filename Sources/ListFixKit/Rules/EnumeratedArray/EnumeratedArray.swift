import SwiftTokens

/// `ForEach(Array(X.enumerated()), ...)` copies X on every body evaluation; drop the copy where
/// the target makes `EnumeratedSequence` a RandomAccessCollection, and in `for` loops always.
/// A migration to the seeds' idiom, with a safe fix: one pass over the data per body shows no
/// hazard, so its findings are notes.
struct EnumeratedArray: Rule {
    let metadata = RuleMetadata(
        id: "enumerated-array",
        fixSafety: .safe,
        triggers: ["enumerated"],
        level: .note)

    init() {}

    func findings(in context: RuleContext) -> [Finding] {
        let file = context.file
        var out: [Finding] = []
        let support = EnumeratedSupport(context.target)
        let randomAccess = RandomAccess(TypeResolver(context))
        for call in context.calls {
            guard let (first, last) = call.dataTokens(file),
                  let data = EnumeratedData.parse(file, first, last) ?? soleUseCopy(first, last, context),
                  data.isWrapped else { continue }
            guard randomAccess.isRandomAccess(first: data.baseFirst, last: data.baseLast),
                  // `Array(…)` is the standard array's only where the project declares no type of that name.
                  data.arrayName == nil || randomAccess.isStandardArray("Array") else { continue }
            switch support {
            case .tooOld:
                continue
            case .unknown(let flag):
                context.remark("the Swift compiler or deployment target is unknown, so the `\(data.copyText)` copy of `enumerated()` is kept; pass \(flag) to let enumerated-array decide",
                               rule: metadata.id, at: file.tokens[first].range)
            case .allowed:
                out.append(finding(file, data, message: "`\(data.copyText)` copies \(file.text(tokens: data.baseFirst, through: data.baseLast)) into a new array on every body evaluation; with Swift 6.2 and OS 26 deployment targets `\(call.kind.rawValue)` takes `enumerated()` directly"))
            }
        }
        out += forLoops(file)
        return out
    }

    /// `let enumerated = Array(trips.enumerated())`, then `ForEach(enumerated, …)`: the copy a `let`
    /// of the body makes, where the rows are the local's only reader, so its type may change with it.
    func soleUseCopy(_ first: Int, _ last: Int, _ context: RuleContext) -> EnumeratedData? {
        let file = context.file, t = file.tokens
        guard first == last, t[first].kind == .identifier,
              let local = DataOrigin.local(file.text(first), at: first, in: context), file.isKeyword(local.keyword, "let"),
              let name = file.next(after: local.keyword), let equals = file.next(after: name), file.tokenIs(equals, "="),
              let value = local.value, let data = EnumeratedData.parse(file, value.first, value.last),
              let scope = file.tree.enclosing(local.keyword), let close = file.tree.match(scope) else { return nil }
        // Every other token spelled as the local, a member's name aside, is another reader.
        let spelling = file.text(first), quoted = "`" + spelling + "`"
        for i in (value.last + 1)..<close where i != first && t[i].kind == .identifier
            && (file.tokenIs(i, spelling) || file.tokenIs(i, quoted)) {
            if let p = file.previous(before: i), t[p].kind == .period { continue }
            return nil
        }
        return data
    }

    /// `for (i, x) in Array(X.enumerated())`: a for loop takes any Sequence.
    func forLoops(_ file: SourceFile) -> [Finding] {
        var out: [Finding] = []
        let t = file.tokens
        for i in t.indices where t[i].kind == .keyword && file.tokenIs(i, "for") {
            var j = file.next(after: i)
            while let k = j, !(t[k].kind == .keyword && file.tokenIs(k, "in")) {
                if t[k].kind == .leftBrace || t[k].kind.isClosingBracket || t[k].kind == .semicolon { j = nil; break }
                j = file.next(after: file.skipGroup(k) - 1)
            }
            guard let inKeyword = j, let first = file.next(after: inKeyword), file.isIdentifier(first, "Array"),
                  let open = file.next(after: first), open == first + 1, let close = file.tree.match(open),
                  let data = EnumeratedData.parse(file, first, close) else { continue }
            out.append(finding(file, data, message: "`Array(...)` copies \(file.text(tokens: data.baseFirst, through: data.baseLast)) before the loop; a `for` loop takes `enumerated()` directly"))
        }
        return out
    }

    func finding(_ file: SourceFile, _ data: EnumeratedData, message: String) -> Finding {
        let t = file.tokens
        if let copy = data.mapCopy, let before = file.previous(before: copy.period) {
            return metadata.finding(range: file.range(from: copy.period, through: copy.last), message: message,
                                    fix: Fix(message: "Remove the `.map { $0 }` copy",
                                             edits: [Edit(range: t[before].end..<t[copy.last].end, replacement: "")], applicability: .safe))
        }
        let name = data.arrayName!, close = data.arrayClose!
        let innerFirst = file.next(after: data.arrayOpen!)!, innerLast = file.previous(before: close)!
        let edits = [Edit(range: t[name].start..<t[innerFirst].start, replacement: ""),
                     Edit(range: t[innerLast].end..<t[close].end, replacement: "")]
        return metadata.finding(range: file.range(from: name, through: close), message: message,
                                fix: Fix(message: "Remove the `Array(...)` copy", edits: edits, applicability: .safe))
    }
}
