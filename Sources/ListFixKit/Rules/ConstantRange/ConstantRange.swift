import SwiftTokens

/// `ForEach(0..<n) { … }` without `id:`: SwiftUI reads a range given this way once, so rows
/// never follow `n`; `id: \.self` makes the range ordinary data.
struct ConstantRange: Rule {
    let metadata = RuleMetadata(
        id: "constant-range",
        fixSafety: .safe,
        triggers: ["ForEach", "List"],
        // `0..<X.count` with rows reading `X[i]`: indices-id rewrites it to rows over X where it
        // reports; where it does not run or says nothing, the range is still read once.
        yieldsTo: ["indices-id"])

    init() {}

    func findings(in context: RuleContext) -> [Finding] {
        let file = context.file
        var out: [Finding] = []
        for call in context.calls where call.kind != .table && call.id == nil && call.content != nil {
            guard let (first, last) = call.dataTokens(file), let range = RangeData(file, first, last), !range.isLiteral else { continue }
            // A range that never changes is constant data, as SwiftUI reads it: a bound from state, a
            // binding or a model's `var` goes stale (a warning); one whose changes listfix cannot see
            // gets the key that is right either way (a note); literals and constants, nothing.
            let paths = DataOrigin.paths(in: first...last, context: context)
            let changing = paths.lazy.compactMap { path -> String? in
                if case .appendedOnly = path.origin { return "`\(path.text)` is appended to" }
                return path.origin.changeReason
            }.first
            if changing == nil && paths.allSatisfy({ $0.origin == .constant }) { continue }
            guard let data = call.data, let addID = FixEdits.argument("id: \\.self", after: data, in: file) else { continue }
            let name = call.kind.rawValue
            let bound = file.text(tokens: range.upperFirst, through: last)
            let fix = Fix(message: "Key the rows with `id: \\.self`", edits: [addID], applicability: .safe)
            let span = file.range(from: call.nameToken, through: last)
            guard let changing else {
                let unseen = paths.first { $0.origin != .constant }.map(\.text) ?? bound
                if var note = metadata.migration(
                    range: span,
                    message: "`\(name)` reads a range given without `id:` once, as constant data; keyed with `id: \\.self`, its rows "
                        + "follow `\(bound)` if it changes (nothing here shows `\(unseen)` changing while it is displayed)",
                    fix: fix) {
                    note.scope = call.extent(file)
                    out.append(note)
                }
                continue
            }
            var finding = metadata.finding(
                range: span,
                message: "`\(name)` reads a range given without `id:` once, as constant data: rows never appear or disappear when `\(bound)` changes (\(changing)), and shrinking it can crash (Xcode warns \"Non-constant range: argument must be an integer literal\")",
                fix: fix)
            finding.scope = call.extent(file)
            out.append(finding)
        }
        return out
    }

    /// `a..<b` or `a...b` as a whole argument.
    struct RangeData {
        var upperFirst: Int
        var isLiteral: Bool

        init?(_ file: SourceFile, _ first: Int, _ last: Int) {
            let t = file.tokens
            var op: Int?
            var j = first
            while j <= last {
                if t[j].kind == .operator, file.tokenIs(j, "..<") || file.tokenIs(j, "...") {
                    guard op == nil else { return nil }
                    op = j
                } else if t[j].kind == .operator, file.isBinaryOperator(j), !file.tokenIs(j, "+"), !file.tokenIs(j, "-"),
                          !file.tokenIs(j, "*"), !file.tokenIs(j, "/") {
                    return nil
                }
                j = file.skipGroup(j)
            }
            guard let op, let lowerLast = file.previous(before: op), lowerLast >= first,
                  let upper = file.next(after: op), upper <= last else { return nil }
            upperFirst = upper
            func literal(_ a: Int, _ b: Int) -> Bool {
                let significant = (a...b).filter { !t[$0].kind.isTrivia }
                if significant.count == 1 { return t[significant[0]].kind == .integerLiteral }
                return significant.count == 2 && file.tokenIs(significant[0], "-") && t[significant[1]].kind == .integerLiteral
            }
            isLiteral = literal(first, lowerLast) && literal(upper, last)
        }
    }
}
