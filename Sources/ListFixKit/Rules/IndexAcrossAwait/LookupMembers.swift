import SwiftTokens

/// The members of a file that find a position (`items.firstIndex(…)`, `lastIndex`), call a helper
/// of the file that returns one (`index(for: id)`), or, with `loops`, loop over positions (`for i in
/// 0..<items.count {`): where a kept position can be, so where the rule looks for an `await` or a
/// queue's block in a file that shows no list.
enum LookupMembers {
    /// The byte ranges of those members' bodies (the `func`, `var` or `init` around each), each once.
    static func ranges(in context: RuleContext, loops: Bool = false, appends: Bool = false) -> [Range<Int>] {
        let file = context.file
        let t = file.tokens
        var out: [Range<Int>] = []
        var helpers: [String] = []
        func add(_ token: Int) {
            guard !out.contains(where: { $0.contains(t[token].start) }),
                  let open = IndexAcrossAwait.memberBody(around: token, in: file), let close = file.tree.match(open) else { return }
            out.append(file.range(from: open, through: close))
        }
        for word in [".firstIndex", ".lastIndex"] {
            for offset in ByteSearch.offsets(of: word, in: file.bytes) {
                guard let i = file.token(startingAt: offset + 1), t[i].kind == .identifier else { continue }
                if let (first, _) = KeptIndex.receiver(endingBefore: i, in: file), let helper = KeptIndex.helperName(file, returning: first) {
                    helpers.append(helper)
                } else {
                    add(i)
                }
            }
        }
        // Only a member that also waits is worth a loop's position: the byte search for `await` runs
        // in the loop's braces alone.
        for kept in loops ? KeptIndex.loopPositions(in: file, within: 0..<file.bytes.count) : [] {
            guard let loop = kept.loop, let close = file.tree.match(loop),
                  !ByteSearch.offsets(of: "await", in: file.bytes, within: t[loop].start..<t[close].end).isEmpty else { continue }
            add(loop)
            // The method the loop hands its position to, where that method waits.
            for handed in KeptIndex.handed(kept, in: context) { add(handed.from) }
        }
        // `let i = items.count - 1`, the position of an element just appended (`KeptIndex.all`).
        for offset in appends ? ByteSearch.offsets(of: ".count - 1", in: file.bytes) : [] {
            guard let i = file.token(startingAt: offset + 1), t[i].kind == .identifier else { continue }
            add(i)
        }
        for helper in helpers {
            for offset in ByteSearch.offsets(of: helper + "(", in: file.bytes) {
                guard let i = file.token(startingAt: offset), t[i].kind == .identifier, file.tokenIs(i, helper),
                      file.previous(before: i).map({ file.isKeyword($0, "func") }) != true else { continue }
                add(i)
            }
        }
        return out
    }
}
