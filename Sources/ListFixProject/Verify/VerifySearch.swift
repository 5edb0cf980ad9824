import ListFixKit

/// Which of a file's fixes a configuration keeps: none, all, or some of its groups.
enum FileSelection: Equatable, Sendable {
    case none
    case all
    /// Some of its groups, by number (see `VerifyFile.groups`).
    case groups(Set<Int>)
}

/// What `FixBisection` asks of the run it searches for: the files' groups of fixes and a build.
protocol BisectionSubject {
    /// The number of groups of `file`'s fixes, forming them if need be.
    mutating func groupCount(of file: Int) -> Int
    /// At least the number of groups of `file`, without forming them.
    func groupBound(of file: Int) -> Int
    /// Writes `kept` and builds it: nil when the build passes, else a number naming its failure.
    /// `bound` is the number of builds, this one included, that the search may still need.
    mutating func build(_ kept: [FileSelection], bound: Int) throws(VerifyStop) -> Int?
}

/// The fixes to back out so that the build passes, found by bisection over files first, then
/// over the groups of fixes within a file. Fixes are kept in halves that build; a half that
/// fails is split until a single file (then a single group) is to blame. Every set it keeps was
/// built and passed, so what it ends with builds, whatever the fixes do to one another.
struct FixBisection {
    /// One group of one file's fixes.
    struct Leaf: Hashable, Sendable {
        var file: Int
        var group: Int
    }

    /// A whole file's fixes, or one of its groups.
    enum Unit: Equatable, Sendable {
        case file(Int)
        case group(Leaf)

        var file: Int {
            switch self {
            case .file(let f): return f
            case .group(let leaf): return leaf.file
            }
        }
    }

    /// Why a unit was backed out.
    enum Blame: Equatable, Sendable {
        /// The build whose failure (as `BisectionSubject.build` numbered it) is put on this unit.
        case build(Int)
        /// It rests on a group that was backed out (a declaration another file's fix reads).
        case requires(Leaf)
    }

    /// A stretch of units still to decide.
    struct Item {
        var units: [Unit]
        /// The build of what is kept plus these units is known to fail (`failure`).
        var knownFailing: Bool
        var failure: Int?
        /// The units before these in a failing set: when none of them was backed out, what is
        /// kept plus these is that failing set again, and needs no build.
        var rejectionsAtSplit: Int?
    }

    private(set) var kept: [FileSelection]
    private(set) var backedOut: [(unit: Unit, blame: Blame)] = []
    /// Per file, the groups of other files its fixes rest on.
    let requirements: [[Leaf]]
    private var stack: [Item] = []
    private var rejectedLeaves: Set<Leaf> = []
    private var rejectedFiles: Set<Int> = []

    init(files: Int, requirements: [[Leaf]] = []) {
        kept = Array(repeating: .none, count: files)
        self.requirements = requirements.isEmpty ? Array(repeating: [], count: files) : requirements
    }

    /// The search, once a build of every fix of every file has failed with `failure`. Files go in
    /// the order given: a file whose fixes others rest on must come before them.
    mutating func run<Subject: BisectionSubject>(after failure: Int, _ subject: inout Subject) throws(VerifyStop) {
        stack = [Item(units: (0..<kept.count).map(Unit.file), knownFailing: true, failure: failure)]
        while let item = stack.popLast() {
            try step(item, &subject)
        }
    }

    private mutating func step<Subject: BisectionSubject>(_ item: Item, _ subject: inout Subject) throws(VerifyStop) {
        var units: [Unit] = []
        for unit in item.units {
            if let missing = requirements[unit.file].first(where: isRejected) {
                reject(unit, .requires(missing))
            } else {
                units.append(unit)
            }
        }
        guard !units.isEmpty else { return }
        var failure = item.failure
        // A unit dropped above changes the set: what was known of it no longer holds.
        var known = item.knownFailing && units.count == item.units.count
        if let mark = item.rejectionsAtSplit, mark == backedOut.count, units.count == item.units.count { known = true }
        if !known {
            guard let failed = try subject.build(with(units), bound: 1 + bound(units, known: true, subject) + remainingBound(subject)) else {
                for unit in units { keep(unit) }
                return
            }
            failure = failed
        }
        if units.count == 1 {
            if case .file(let f) = units[0], subject.groupCount(of: f) > 1 {
                let groups = (0..<subject.groupCount(of: f)).map { Unit.group(Leaf(file: f, group: $0)) }
                stack.append(Item(units: groups, knownFailing: true, failure: failure))
            } else {
                reject(units[0], .build(failure!))
            }
            return
        }
        let half = units.count / 2
        stack.append(Item(units: Array(units[half...]), knownFailing: false, failure: failure, rejectionsAtSplit: backedOut.count))
        stack.append(Item(units: Array(units[..<half]), knownFailing: false))
    }

    /// What is kept, plus `units`.
    func with(_ units: [Unit]) -> [FileSelection] {
        var out = kept
        for unit in units { FixBisection.add(unit, to: &out) }
        return out
    }

    private mutating func keep(_ unit: Unit) { FixBisection.add(unit, to: &kept) }

    private static func add(_ unit: Unit, to selections: inout [FileSelection]) {
        switch unit {
        case .file(let f): selections[f] = .all
        case .group(let leaf):
            switch selections[leaf.file] {
            case .none: selections[leaf.file] = .groups([leaf.group])
            case .groups(let set): selections[leaf.file] = .groups(set.union([leaf.group]))
            case .all: break
            }
        }
    }

    private mutating func reject(_ unit: Unit, _ blame: Blame) {
        backedOut.append((unit, blame))
        switch unit {
        case .file(let f): rejectedFiles.insert(f)
        case .group(let leaf): rejectedLeaves.insert(leaf)
        }
    }

    private func isRejected(_ leaf: Leaf) -> Bool { rejectedFiles.contains(leaf.file) || rejectedLeaves.contains(leaf) }

    /// At most how many more builds the items still on the stack need.
    func remainingBound<Subject: BisectionSubject>(_ subject: Subject) -> Int {
        stack.reduce(0) { $0 + bound($1.units, known: $1.knownFailing, subject) }
    }

    /// At most how many builds deciding `units` takes: every split tested, every file split
    /// down to its groups.
    func bound<Subject: BisectionSubject>(_ units: [Unit], known: Bool, _ subject: Subject) -> Int {
        let own = known ? 0 : 1
        guard units.count > 1 else {
            guard let unit = units.first, case .file(let f) = unit else { return units.isEmpty ? 0 : own }
            let groups = subject.groupBound(of: f)
            return own + (groups > 1 ? 2 * groups - 2 : 0)
        }
        let half = units.count / 2
        return own + bound(Array(units[..<half]), known: false, subject) + bound(Array(units[half...]), known: false, subject)
    }
}
