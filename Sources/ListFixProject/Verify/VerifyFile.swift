import ListFixKit
import SwiftTokens

/// One file that `fix --verify` changes: its text as read, what the engine made of it, and the
/// groups its fixes are kept or backed out in. Any set of groups is turned into text by the
/// engine itself (`Engine.selection`, as `fix --interactive` applies the accepted fixes), so
/// every text that is built is one `fix` could have written.
struct VerifyFile {
    let path: String
    let original: [UInt8]
    /// The engine that made `full`, listing the fixes it applies.
    let engine: Engine
    let declarations: Declarations
    let target: Target
    /// Every fix applied, as the run made them.
    let full: FileOutcome
    /// The applied fixes, each named as a selection names it, in source order.
    let choices: [FindingKey]
    /// The fixes of the first pass, with their edits in the file as read, by choice.
    let firstPass: [(choice: Int, fix: Fix)]
    /// Whether any fix is unsafe: the fix most likely to break the build.
    var isRisky: Bool { firstPass.contains { !$0.fix.applicability.isSafe } }
    /// Indices into `choices`: fixes that must be kept or backed out together, in source order with
    /// the groups that hold an unsafe fix last. Nil until formed.
    private(set) var groups: [[Int]]?
    /// Outcomes already made, by the fixes they keep.
    private var made: [Set<FindingKey>: FileOutcome] = [:]

    /// `engine` as the run used it (with its selection for `--interactive`); nil when the
    /// engine changes nothing.
    init?(path: String, original: [UInt8], engine: Engine, declarations: Declarations, target: Target) {
        var listing = engine
        listing.listsFixedFindings = true
        let full = listing.fix(original, declarations: declarations, target: target)
        guard full.changed else { return nil }
        self.path = path
        self.original = original
        self.engine = listing
        self.declarations = declarations
        self.target = target
        self.full = full
        var seen = Set<FindingKey>()
        let choices = full.fixedFindings.map(FindingKey.init).filter { seen.insert($0).inserted }.sorted { ($0.offset, $0.rule) < ($1.offset, $1.rule) }
        self.choices = choices
        let index = Dictionary(uniqueKeysWithValues: choices.enumerated().map { ($1, $0) })
        firstPass = listing.check(original, declarations: declarations, target: target).findings.compactMap { d in
            guard let fix = d.fix, let k = index[FindingKey(d)] else { return nil }
            return (k, fix)
        }
    }

    /// At least the number of groups, without forming them.
    var groupBound: Int { groups?.count ?? max(1, choices.count) }

    /// The outcome of keeping only `kept` of the choices.
    mutating func outcome(keeping kept: Set<FindingKey>) -> FileOutcome {
        if kept.count == choices.count { return full }
        if let known = made[kept] { return known }
        var chosen = engine
        chosen.selection = kept
        let outcome = chosen.fix(original, declarations: declarations, target: target)
        made[kept] = outcome
        return outcome
    }

    /// The fixes a selection keeps.
    mutating func kept(_ selection: FileSelection) -> Set<FindingKey> {
        switch selection {
        case .none: return []
        case .all: return Set(choices)
        case .groups(let numbers):
            let groups = formGroups()
            return Set(numbers.flatMap { groups[$0].map { choices[$0] } })
        }
    }

    /// The text a selection makes.
    mutating func text(_ selection: FileSelection) -> [UInt8] {
        switch selection {
        case .none: return original
        case .all: return full.fixed
        case .groups: return outcome(keeping: kept(selection)).fixed
        }
    }

    /// Forms the groups once: fixes whose edits overlap, or that share one fix, go together; and
    /// a fix that another needs (one the engine made in a later pass on top of it) goes with it:
    /// each group is left out in turn, and the fixes that vanish with it join it. When the engine
    /// cannot make the whole from the choices, the file is one group.
    mutating func formGroups() -> [[Int]] {
        if let groups { return groups }
        let count = choices.count
        var sets = UnionFind(count)
        var whole = engine
        whole.selection = Set(choices)
        guard count > 1, whole.fix(original, declarations: declarations, target: target).fixed == full.fixed else {
            groups = [Array(0..<count)]
            return groups!
        }
        let index = Dictionary(uniqueKeysWithValues: choices.enumerated().map { ($1, $0) })
        for (a, first) in firstPass.enumerated() {
            for second in firstPass[(a + 1)...] where first.fix == second.fix || VerifyFile.overlap(first.fix.edits, second.fix.edits) {
                sets.join(first.choice, second.choice)
            }
        }
        var changed = true
        while changed {
            changed = false
            for group in sets.groups() where group.count < count {
                let left = Set(choices).subtracting(group.map { choices[$0] })
                let applied = Set(outcome(keeping: left).fixedFindings.map(FindingKey.init))
                if group.contains(where: { applied.contains(choices[$0]) }) {
                    // Left out, it is still applied (a fix it shares with a fix of another group):
                    // the file cannot be split.
                    groups = [Array(0..<count)]
                    return groups!
                }
                for missing in left.subtracting(applied) {
                    sets.join(group[0], index[missing]!)
                    changed = true
                }
                if changed { break }
            }
        }
        // Groups with an unsafe fix last: a bisection that keeps the first half when it passes then
        // needs no build for the second.
        let risky = Set(firstPass.filter { !$0.fix.applicability.isSafe }.map(\.choice))
        let formed = sets.groups()
        groups = formed.filter { $0.allSatisfy { !risky.contains($0) } } + formed.filter { $0.contains(where: risky.contains) }
        return groups!
    }

    /// Whether any edit of one set touches the bytes of (or inserts at or inside) one of the other.
    static func overlap(_ a: [Edit], _ b: [Edit]) -> Bool {
        a.contains { x in
            b.contains { y in
                if x.range.isEmpty || y.range.isEmpty {
                    let (point, span) = x.range.isEmpty ? (x.range.lowerBound, y.range) : (y.range.lowerBound, x.range)
                    return span.isEmpty ? point == span.lowerBound : (point > span.lowerBound && point < span.upperBound)
                }
                return x.range.overlaps(y.range)
            }
        }
    }

    /// Whether the file's fixed text declares something other than its original (a fix other
    /// files' fixes may rest on).
    static func changesDeclarations(_ original: [UInt8], _ fixed: [UInt8]) -> Bool {
        !DeclarationScanner.scan(SourceFile(bytes: original)).declaresTheSame(as: DeclarationScanner.scan(SourceFile(bytes: fixed)))
    }
}

/// Disjoint sets of `0..<count`, joined pairwise.
struct UnionFind {
    private var parent: [Int]

    init(_ count: Int) { parent = Array(0..<count) }

    mutating func root(_ k: Int) -> Int {
        var r = k
        while parent[r] != r { r = parent[r] }
        var c = k
        while parent[c] != r { (parent[c], c) = (r, parent[c]) }
        return r
    }

    mutating func join(_ a: Int, _ b: Int) {
        let (ra, rb) = (root(a), root(b))
        if ra != rb { parent[max(ra, rb)] = min(ra, rb) }
    }

    /// The sets, each in ascending order, ordered by their first member.
    mutating func groups() -> [[Int]] {
        var byRoot: [Int: [Int]] = [:]
        for k in parent.indices { byRoot[root(k), default: []].append(k) }
        return byRoot.values.sorted { $0[0] < $1[0] }
    }
}
