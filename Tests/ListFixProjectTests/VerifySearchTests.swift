import XCTest
import ListFixKit
import SwiftTokens
@testable import ListFixProject

/// A build for the bisection: it fails when it keeps a bad group, or every group of a bad pair.
private struct Builds: BisectionSubject {
    typealias Leaf = FixBisection.Leaf
    var groupCounts: [Int]
    var bad: Set<Leaf> = []
    var badPairs: [(Leaf, Leaf)] = []
    var count = 0
    /// At each build, the number of builds the search said it would need at most.
    var promised: [Int] = []

    mutating func groupCount(of file: Int) -> Int { groupCounts[file] }
    func groupBound(of file: Int) -> Int { groupCounts[file] }

    func leaves(_ kept: [FileSelection]) -> Set<Leaf> {
        var out = Set<Leaf>()
        for (file, selection) in kept.enumerated() {
            switch selection {
            case .none: break
            case .all: for g in 0..<groupCounts[file] { out.insert(Leaf(file: file, group: g)) }
            case .groups(let groups): for g in groups { out.insert(Leaf(file: file, group: g)) }
            }
        }
        return out
    }

    func passes(_ kept: [FileSelection]) -> Bool {
        let kept = leaves(kept)
        return kept.isDisjoint(with: bad) && !badPairs.contains { kept.contains($0.0) && kept.contains($0.1) }
    }

    mutating func build(_ kept: [FileSelection], bound: Int) throws(VerifyStop) -> Int? {
        count += 1
        promised.append(count + bound - 1)
        return passes(kept) ? nil : count
    }

    /// The search as `fix --verify` runs it: a build with every fix first.
    static func search(_ builds: inout Builds, requirements: [[Leaf]] = []) throws -> FixBisection {
        var search = FixBisection(files: builds.groupCounts.count, requirements: requirements)
        let all = [FileSelection](repeating: .all, count: builds.groupCounts.count)
        let first = search.bound((0..<builds.groupCounts.count).map(FixBisection.Unit.file), known: true, builds)
        if let failure = try builds.build(all, bound: 1 + first) { try search.run(after: failure, &builds) }
        return search
    }
}

final class VerifySearchTests: XCTestCase {
    typealias Leaf = FixBisection.Leaf

    func testOneBadFileAmongSixteenTakesFewBuilds() throws {
        var builds = Builds(groupCounts: Array(repeating: 1, count: 16), bad: [Leaf(file: 11, group: 0)])
        let search = try Builds.search(&builds)
        XCTAssertEqual(search.backedOut.map(\.unit), [.file(11)])
        XCTAssertEqual(search.kept, (0..<16).map { $0 == 11 ? .none : .all })
        // With every fix, then halves down to the file: 8 (passes), 4 of the rest, 2, 1, 1.
        XCTAssertEqual(builds.count, 6)
        XCTAssertTrue(builds.promised.allSatisfy { $0 >= builds.count }, "\(builds.promised)")
    }

    func testOnlyTheBadGroupOfAFileIsBackedOut() throws {
        var builds = Builds(groupCounts: [1, 4, 2], bad: [Leaf(file: 1, group: 2)])
        let search = try Builds.search(&builds)
        XCTAssertEqual(search.backedOut.map(\.unit), [.group(Leaf(file: 1, group: 2))])
        XCTAssertEqual(search.kept, [.all, .groups([0, 1, 3]), .all])
        XCTAssertTrue(builds.passes(search.kept))
        XCTAssertTrue(builds.promised.allSatisfy { $0 >= builds.count }, "\(builds.promised)")
    }

    func testFixesThatFailOnlyTogetherLoseOneOfThem() throws {
        let pair = (Leaf(file: 0, group: 0), Leaf(file: 3, group: 0))
        var builds = Builds(groupCounts: [1, 1, 1, 1], badPairs: [pair])
        let search = try Builds.search(&builds)
        XCTAssertEqual(search.backedOut.map(\.unit), [.file(3)])
        XCTAssertTrue(builds.passes(search.kept))
    }

    func testAFixThatRestsOnABackedOutOneGoesWithIt() throws {
        // File 2's fixes read a declaration that file 0's fix makes.
        var builds = Builds(groupCounts: [1, 1, 1], bad: [Leaf(file: 0, group: 0)])
        let search = try Builds.search(&builds, requirements: [[], [], [Leaf(file: 0, group: 0)]])
        XCTAssertEqual(search.backedOut.map(\.unit), [.file(0), .file(2)])
        XCTAssertEqual(search.backedOut.last?.blame, .requires(Leaf(file: 0, group: 0)))
        XCTAssertEqual(search.kept, [.none, .all, .none])
    }

    /// Random projects, bad groups and bad pairs: the search always ends with what passes, backs
    /// out exactly the bad groups when they fail on their own, and never takes more builds than
    /// it announced.
    func testRandomProjectsAlwaysEndWithWhatBuilds() throws {
        var seed: UInt64 = 0x5EED
        func next(_ n: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(n))
        }
        for trial in 0..<400 {
            let counts = (0..<(1 + next(12))).map { _ in 1 + next(4) }
            var builds = Builds(groupCounts: counts)
            let leaves = counts.enumerated().flatMap { file, n in (0..<n).map { Leaf(file: file, group: $0) } }
            for leaf in leaves where next(8) == 0 { builds.bad.insert(leaf) }
            let paired = trial % 3 == 0 && leaves.count > 1
            if paired { builds.badPairs = [(leaves[next(leaves.count)], leaves[next(leaves.count)])] }
            let search = try Builds.search(&builds)
            XCTAssertTrue(builds.passes(search.kept), "trial \(trial)")
            XCTAssertTrue(builds.promised.allSatisfy { $0 >= builds.count }, "trial \(trial): \(builds.promised), \(builds.count) builds")
            guard !paired else { continue }
            let backedOut = search.backedOut.flatMap { unit, _ -> [Leaf] in
                switch unit {
                case .file(let f): return (0..<counts[f]).map { Leaf(file: f, group: $0) }
                case .group(let leaf): return [leaf]
                }
            }
            XCTAssertEqual(Set(backedOut), builds.bad, "trial \(trial)")
        }
    }
}

/// Replaces an identifier with another: with `old` "a", `new` "b" and a second rule from "b" to
/// "c", the engine makes the second fix in a later pass, on top of the first.
private struct Rename: Rule {
    var old: String
    var new: String
    var metadata: RuleMetadata { RuleMetadata(id: "rename-\(old)", fixSafety: .safe, triggers: [old]) }

    func findings(in context: RuleContext) -> [Finding] {
        let file = context.file
        return file.tokens.indices.filter { file.tokens[$0].kind == .identifier && file.tokenIs($0, old) }.map { i in
            Finding(rule: metadata.id, range: file.tokens[i].range, message: "rename \(old)",
                    fix: Fix(message: "rename", edits: [Edit(range: file.tokens[i].range, replacement: new)], applicability: .safe))
        }
    }
}

/// One fix for every `s` in the file, shared by a finding at each.
private struct ShareAll: Rule {
    var metadata: RuleMetadata { RuleMetadata(id: "share", fixSafety: .safe, triggers: ["s"]) }

    func findings(in context: RuleContext) -> [Finding] {
        let f = context.file
        let uses = f.tokens.indices.filter { f.tokens[$0].kind == .identifier && f.tokenIs($0, "s") }
        let fix = Fix(message: "all", edits: uses.map { Edit(range: f.tokens[$0].range, replacement: "t") }, applicability: .safe)
        return uses.map { Finding(rule: "share", range: f.tokens[$0].range, message: "s", fix: fix) }
    }
}

final class VerifyFileTests: XCTestCase {
    func file(_ text: String, _ rules: [any Rule]) throws -> VerifyFile {
        try XCTUnwrap(VerifyFile(path: "A.swift", original: Array(text.utf8), engine: Engine(rules: rules),
                                 declarations: Declarations(), target: Target()))
    }

    func text(_ file: inout VerifyFile, _ selection: FileSelection) -> String {
        String(decoding: file.text(selection), as: UTF8.self)
    }

    func testAFixMadeOnTopOfAnotherGoesWithIt() throws {
        var file = try file("a\nd\n", [Rename(old: "a", new: "b"), Rename(old: "b", new: "c"), Rename(old: "d", new: "e")])
        XCTAssertEqual(String(decoding: file.full.fixed, as: UTF8.self), "c\ne\n")
        XCTAssertEqual(file.choices.map(\.rule), ["rename-a", "rename-b", "rename-d"])
        XCTAssertEqual(file.formGroups(), [[0, 1], [2]])
        XCTAssertEqual(text(&file, .groups([0])), "c\nd\n")
        XCTAssertEqual(text(&file, .groups([1])), "a\ne\n")
        XCTAssertEqual(text(&file, .none), "a\nd\n")
    }

    func testTheFindingsOfOneFixAreOneGroup() throws {
        // `s` twice under one fix; `x` renamed by two rules whose edits overlap (the engine applies
        // one of them); `d` on its own.
        var file = try file("s x s d\n", [ShareAll(), Rename(old: "x", new: "y"), Rename(old: "x", new: "z"), Rename(old: "d", new: "e")])
        XCTAssertEqual(file.choices.map(\.rule), ["share", "rename-x", "share", "rename-d"])
        XCTAssertEqual(file.formGroups(), [[0, 2], [1], [3]])
        let dGroup = try XCTUnwrap(file.formGroups().firstIndex { $0.map { file.choices[$0].rule } == ["rename-d"] })
        XCTAssertEqual(text(&file, .groups(Set(0..<3).subtracting([dGroup]))), String(decoding: file.full.fixed, as: UTF8.self)
            .replacingOccurrences(of: "e\n", with: "d\n"))
    }
}
