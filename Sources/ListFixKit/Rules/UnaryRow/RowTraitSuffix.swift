import SwiftTokens

/// The row modifiers (`.tag`, `.listRowSeparator`, ...) at the end of each leaf view of a
/// branching row. A stack around the branch hides them from the list, so they can move onto
/// the stack only when every leaf ends in the same ones.
enum RowTraitSuffix: Sendable, Equatable {
    /// Nothing to move (no leaf carries a row modifier), or the modifiers to move.
    case suffix(HoistedModifiers?)
    /// A leaf carries this row modifier and not every leaf ends in it.
    case different(String)

    /// The shared modifiers: where to cut them from each leaf, and their text in the first.
    struct HoistedModifiers: Sendable, Equatable {
        /// The byte range to delete from each leaf (from the end of the token before the first
        /// moved modifier's period to the end of the leaf).
        var removals: [Range<Int>]
        /// The first leaf's moved modifiers, from the period through the leaf's last token.
        var first: Int
        var last: Int
        /// The first moved modifier's name token.
        var name: Int
    }

    static func common(_ leaves: [Statement], in file: SourceFile, traits: [StaticString]) -> RowTraitSuffix {
        let t = file.tokens
        var chains: [[Modifier]] = []
        var firstTrait: [Int?] = []
        for leaf in leaves {
            let chain = file.modifierChain(after: file.callEnd(from: leaf.first))
            let index = chain.firstIndex { m in traits.contains { word in file.tokenIs(m.name, word) } }
            if chain.last?.end != leaf.last || chain.isEmpty {
                // A leaf that is not `View(...).modifiers`: any row modifier inside it cannot move.
                if let k = (leaf.first...leaf.last).first(where: { j in t[j].kind == .identifier && traits.contains { word in file.tokenIs(j, word) }
                    && file.previous(before: j).map { t[$0].kind == .period } == true }) {
                    return .different(file.text(k))
                }
                chains.append([])
                firstTrait.append(nil)
                continue
            }
            chains.append(chain)
            firstTrait.append(index)
        }
        var hoist = 0
        for (chain, index) in zip(chains, firstTrait) {
            if let index { hoist = max(hoist, chain.count - index) }
        }
        guard hoist > 0 else { return .suffix(nil) }
        let shared = commonSuffixLength(chains, file)
        guard hoist <= shared else {
            for (chain, index) in zip(chains, firstTrait) {
                if let index, chain.count - index > shared { return .different(file.text(chain[index].name)) }
            }
            return .different(file.text(chains.compactMap { $0.first }.first!.name))
        }
        var removals: [Range<Int>] = []
        for (leaf, chain) in zip(leaves, chains) {
            let period = chain[chain.count - hoist].period
            guard let before = file.previous(before: period) else { return .different(file.text(chain[0].name)) }
            removals.append(t[before].end..<t[leaf.last].end)
        }
        let cut = chains[0][chains[0].count - hoist]
        return .suffix(HoistedModifiers(removals: removals, first: cut.period, last: leaves[0].last, name: cut.name))
    }

    /// How many modifiers at the end of every chain read the same, trivia aside.
    static func commonSuffixLength(_ chains: [[Modifier]], _ file: SourceFile) -> Int {
        guard let shortest = chains.map(\.count).min() else { return 0 }
        func key(_ m: Modifier) -> String {
            (m.period...m.end).filter { !file.tokens[$0].kind.isTrivia }.map { file.text($0) }.joined(separator: " ")
        }
        var n = 0
        while n < shortest {
            let reference = key(chains[0][chains[0].count - 1 - n])
            guard chains.allSatisfy({ key($0[$0.count - 1 - n]) == reference }) else { break }
            n += 1
        }
        return n
    }
}
