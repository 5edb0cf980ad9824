import XCTest
import TestSupport
import SwiftTokens
@testable import ListFixKit

/// A rule for tests: replaces every identifier `old` with `new`, optionally unsafely.
struct RenameRule: Rule {
    var old: String
    var new: String
    var applicability: Applicability = .safe
    var metadata: RuleMetadata { RuleMetadata(id: "rename-\(old)", fixSafety: .safe, triggers: [old]) }

    func findings(in context: RuleContext) -> [Finding] {
        let file = context.file
        return file.tokens.indices.filter { file.tokens[$0].kind == .identifier && file.tokenIs($0, old) }.map { i in
            Finding(rule: metadata.id, range: file.tokens[i].range, message: "rename \(old)",
                    fix: Fix(message: "rename", edits: [Edit(range: file.tokens[i].range, replacement: new)],
                             applicability: applicability))
        }
    }
}

/// A rule whose fix deletes a closing brace: the engine must refuse it.
struct BreakingRule: Rule {
    var metadata: RuleMetadata { RuleMetadata(id: "breaking", fixSafety: .safe, triggers: []) }
    func findings(in context: RuleContext) -> [Finding] {
        let file = context.file
        guard let close = file.tokens.lastIndex(where: { $0.kind == .rightBrace }) else { return [] }
        return [Finding(rule: "breaking", range: file.tokens[close].range, message: "drop brace",
                        fix: Fix(message: "drop", edits: [Edit(range: file.tokens[close].range, replacement: "")], applicability: .safe))]
    }
}

/// A rule whose fix writes an unmatched `]` before an unmatched `(` that stood before it: every
/// count of brackets stays, only their order changes. The engine must refuse it.
struct ReorderingRule: Rule {
    var metadata: RuleMetadata { RuleMetadata(id: "reordering", fixSafety: .safe, triggers: []) }
    func findings(in context: RuleContext) -> [Finding] {
        let file = context.file
        guard let open = file.tokens.firstIndex(where: { $0.kind == .leftParen }),
              let close = file.tokens.lastIndex(where: { $0.kind == .rightBracket }), open < close else { return [] }
        let range = file.tokens[open].start..<file.tokens[close].end
        return [Finding(rule: "reordering", range: range, message: "swap",
                        fix: Fix(message: "swap", edits: [Edit(range: range, replacement: "] x (")], applicability: .safe))]
    }
}

func fixText(_ engine: Engine, _ text: String) -> FileOutcome {
    engine.fix(Array(text.utf8), declarations: Declarations(), target: Target())
}

final class EngineTests: XCTestCase {
    func testASelectionAppliesOnlyTheChosenFixesAndLeavesTheOthersFixable() {
        var engine = Engine(rules: [RenameRule(old: "a", new: "x"), RenameRule(old: "b", new: "a")])
        let text = "let a = 1; let b = a\n"
        let found = engine.check(Array(text.utf8), declarations: Declarations(), target: Target()).findings
        XCTAssertEqual(found.map(\.rule), ["rename-a", "rename-b", "rename-a"])
        // The first `a` and the `b`: the `b` becomes an `a` that was not chosen, so it stays.
        engine.selection = [FindingKey(found[0]), FindingKey(found[1])]
        engine.listsFixedFindings = true
        let outcome = fixText(engine, text)
        XCTAssertEqual(String(decoding: outcome.fixed, as: UTF8.self), "let x = 1; let a = a\n")
        XCTAssertEqual(Set(outcome.fixedFindings.map(FindingKey.init)), [FindingKey(found[0]), FindingKey(found[1])])
        XCTAssertEqual(outcome.findings.map(\.status), [.fixable, .fixable], "fixes left out of the selection stay fixable")
        engine.selection = []
        XCTAssertFalse(fixText(engine, text).changed)
    }

    /// Two chosen fixes of the same token: the first wins, and the second, gone from the fixed text,
    /// is missing from `fixedFindings` (what `--interactive` names as no longer applying).
    func testAChosenFixThatNoLongerAppliesIsNotReportedAsApplied() {
        var engine = Engine(rules: [RenameRule(old: "a", new: "x"), RenameRule(old: "a", new: "y")])
        let text = "let a = 1\n"
        let found = engine.check(Array(text.utf8), declarations: Declarations(), target: Target()).findings
        XCTAssertEqual(found.count, 2)
        engine.selection = Set(found.map(FindingKey.init))
        engine.listsFixedFindings = true
        let outcome = fixText(engine, text)
        XCTAssertEqual(outcome.fixedFindings.count, 1)
        XCTAssertTrue(["let x = 1\n", "let y = 1\n"].contains(String(decoding: outcome.fixed, as: UTF8.self)))
        XCTAssertEqual(outcome.appliedFixes, 1, "the second rename found no `a` left")
    }

    func testChainedFixesReachAFixpoint() {
        // a → b in one pass, then b → c in the next.
        let engine = Engine(rules: [RenameRule(old: "a", new: "b"), RenameRule(old: "b", new: "c")])
        let outcome = fixText(engine, "let x = a + b\n")
        XCTAssertEqual(String(decoding: outcome.fixed, as: UTF8.self), "let x = c + c\n")
        XCTAssertEqual(outcome.appliedFixes, 3)
        XCTAssertTrue(outcome.findings.isEmpty)
    }

    func testARuleThatNeverSettlesIsAnErrorAndLeavesTheFile() {
        let engine = Engine(rules: [RenameRule(old: "a", new: "b"), RenameRule(old: "b", new: "a")])
        let outcome = fixText(engine, "a\n")
        XCTAssertEqual(outcome.fixed, Array("a\n".utf8))
        XCTAssertEqual(outcome.problems.count, 1)
        XCTAssertTrue(outcome.problems[0].contains("did not settle after 10 passes"), outcome.problems[0])
        XCTAssertTrue(outcome.problems[0].contains("rename-"), outcome.problems[0])
    }

    func testUnsafeFixesAreHeldBackUnlessAsked() {
        let rule = RenameRule(old: "a", new: "b", applicability: .unsafe(reason: "not proven"))
        let held = fixText(Engine(rules: [rule]), "a\n")
        XCTAssertEqual(held.fixed, Array("a\n".utf8))
        XCTAssertEqual(held.findings.map(\.status), [.unsafe])
        let applied = fixText(Engine(rules: [rule], applyUnsafe: true), "a\n")
        XCTAssertEqual(applied.fixed, Array("b\n".utf8))
    }

    func testFixThatBreaksBracketsIsDroppedAndReported() {
        let outcome = fixText(Engine(rules: [BreakingRule(), RenameRule(old: "a", new: "b")]), "struct S { var a = 1 }\n")
        XCTAssertEqual(String(decoding: outcome.fixed, as: UTF8.self), "struct S { var b = 1 }\n")
        XCTAssertEqual(outcome.problems.count, 1)
        XCTAssertTrue(outcome.problems[0].contains("brackets balanced"))
        XCTAssertEqual(outcome.findings.map(\.status), [.dropped])
    }

    func testFixThatReordersUnmatchedBracketsIsDropped() {
        let outcome = fixText(Engine(rules: [ReorderingRule()]), "f( x ]\n")
        XCTAssertEqual(String(decoding: outcome.fixed, as: UTF8.self), "f( x ]\n")
        XCTAssertEqual(outcome.findings.map(\.status), [.dropped])
    }

    /// A bracket-breaking fix shared by several findings is dropped once and reported on each
    /// of them, while other fixes still apply.
    func testSharedFixThatBreaksBracketsIsDroppedForEveryFinding() {
        struct SharedBreaking: Rule {
            var metadata: RuleMetadata { RuleMetadata(id: "shared-breaking", fixSafety: .safe, triggers: ["x"]) }
            func findings(in context: RuleContext) -> [Finding] {
                let f = context.file
                guard let close = f.tokens.lastIndex(where: { $0.kind == .rightBrace }) else { return [] }
                let fix = Fix(message: "drop", edits: [Edit(range: f.tokens[close].range, replacement: "")], applicability: .safe)
                return f.tokens.indices.filter { f.tokens[$0].kind == .identifier && f.tokenIs($0, "x") }.map {
                    Finding(rule: "shared-breaking", range: f.tokens[$0].range, message: "x", fix: fix)
                }
            }
        }
        let outcome = fixText(Engine(rules: [SharedBreaking(), RenameRule(old: "a", new: "b")]), "struct S { var a = x + x + x }\n")
        XCTAssertEqual(String(decoding: outcome.fixed, as: UTF8.self), "struct S { var b = x + x + x }\n")
        XCTAssertEqual(outcome.problems.count, 1, "\(outcome.problems)")
        XCTAssertEqual(outcome.findings.map(\.status), [.dropped, .dropped, .dropped])
    }

    func testOverlappingFixesApplyOneAtATime() {
        struct Wide: Rule {
            var metadata: RuleMetadata { RuleMetadata(id: "wide", fixSafety: .safe, triggers: ["ab"]) }
            func findings(in context: RuleContext) -> [Finding] {
                let f = context.file
                return f.tokens.indices.filter { f.tokenIs($0, "ab") }.map { i in
                    let r = f.tokens[i].start..<(f.tokens[i].start + 1)
                    let r2 = (f.tokens[i].start)..<(f.tokens[i].end)
                    return Finding(rule: "wide", range: r, message: "x",
                                   fix: Fix(message: "x", edits: [Edit(range: r2, replacement: "cd")], applicability: .safe))
                }
            }
        }
        let edits = [Edit(range: 0..<2, replacement: "x"), Edit(range: 1..<3, replacement: "y")]
        XCTAssertTrue(edits[0].overlaps(edits[1]))
        XCTAssertTrue(Edit(range: 2..<2, replacement: "a").overlaps(Edit(range: 2..<2, replacement: "b")))
        XCTAssertFalse(Edit(range: 2..<2, replacement: "a").overlaps(Edit(range: 2..<4, replacement: "b")))
        XCTAssertTrue(Edit(range: 3..<3, replacement: "a").overlaps(Edit(range: 2..<4, replacement: "b")))
        XCTAssertEqual(String(decoding: fixText(Engine(rules: [Wide()]), "ab ab").fixed, as: UTF8.self), "cd cd")
    }

    func testSuppressionsSilenceByLineAndRule() {
        let engine = Engine(rules: [RenameRule(old: "a", new: "b")], knownRules: RuleCatalog.ids)
        let text = "a // listfix:ignore\n// listfix:ignore rename-a, unary-row\na\n// listfix:ignore unary-row\na\n"
        let outcome = engine.check(Array(text.utf8), declarations: Declarations(), target: Target())
        XCTAssertEqual(outcome.findings.map(\.line), [5])
        let comment = Array("// listfix:ignore a-b, c */".utf8)
        let end = try! XCTUnwrap(Suppressions.marker(in: comment)).1
        XCTAssertEqual(Suppressions.ruleIDs(from: end, in: comment), ["a-b", "c"])
    }

    func testDiagnosticsMapBackToOriginalLines() {
        // The unsafe finding on line 3 survives a fix on line 1 that adds a line.
        struct Grow: Rule {
            var metadata: RuleMetadata { RuleMetadata(id: "grow", fixSafety: .safe, triggers: ["grow"]) }
            func findings(in context: RuleContext) -> [Finding] {
                let f = context.file
                return f.tokens.indices.filter { f.tokenIs($0, "grow") }.map { i in
                    Finding(rule: "grow", range: f.tokens[i].range, message: "g",
                            fix: Fix(message: "g", edits: [Edit(range: f.tokens[i].range, replacement: "grown\nmore")], applicability: .safe))
                }
            }
        }
        let engine = Engine(rules: [Grow(), RenameRule(old: "a", new: "b", applicability: .unsafe(reason: "r"))])
        let outcome = fixText(engine, "grow\nx\na\n")
        XCTAssertEqual(String(decoding: outcome.fixed, as: UTF8.self), "grown\nmore\nx\na\n")
        XCTAssertEqual(outcome.findings.count, 1)
        XCTAssertEqual(outcome.findings[0].line, 3)
        XCTAssertEqual(outcome.findings[0].fix?.edits, [Edit(range: 7..<8, replacement: "b")])
        XCTAssertEqual(String(decoding: outcome.diff(path: "f.swift"), as: UTF8.self),
                       "diff --git a/f.swift b/f.swift\n--- a/f.swift\n+++ b/f.swift\n@@ -1,3 +1,4 @@\n-grow\n+grown\n+more\n x\n a\n")
    }

    /// Findings that share one unsafe fix keep sharing it after other fixes moved the text:
    /// each gets the fix mapped back to original offsets, the same for all of them.
    func testSharedUnsafeFixMapsBackOnceForAllItsFindings() {
        struct Shared: Rule {
            var metadata: RuleMetadata { RuleMetadata(id: "shared", fixSafety: .sometimes, triggers: ["s"]) }
            func findings(in context: RuleContext) -> [Finding] {
                let f = context.file
                let uses = f.tokens.indices.filter { f.tokens[$0].kind == .identifier && f.tokenIs($0, "s") }
                let fix = Fix(message: "all", edits: uses.map { Edit(range: f.tokens[$0].range, replacement: "t") },
                              applicability: .unsafe(reason: "r"))
                return uses.map { Finding(rule: "shared", range: f.tokens[$0].range, message: "s", fix: fix) }
            }
        }
        let original = "a\ns s\na s\n"
        let outcome = fixText(Engine(rules: [Shared(), RenameRule(old: "a", new: "aaa")]), original)
        XCTAssertEqual(String(decoding: outcome.fixed, as: UTF8.self), "aaa\ns s\naaa s\n")
        XCTAssertEqual(outcome.findings.count, 3)
        let expected = [Edit(range: 2..<3, replacement: "t"), Edit(range: 4..<5, replacement: "t"), Edit(range: 8..<9, replacement: "t")]
        for d in outcome.findings { XCTAssertEqual(d.fix?.edits, expected) }
        // Applied to the original, the mapped edits give what the fix itself gives there.
        XCTAssertEqual(String(decoding: Engine.apply(expected, to: Array(original.utf8)), as: UTF8.self), "a\nt t\na t\n")
    }
}

final class DiffTests: XCTestCase {
    func diff(_ a: String, _ b: String) -> String {
        String(decoding: UnifiedDiff.make(original: Array(a.utf8), fixed: Array(b.utf8), path: "p"), as: UTF8.self)
    }

    func testHunksContextAndMerging() {
        let a = (1...20).map { "l\($0)\n" }.joined()
        var b = a.replacingOccurrences(of: "l5\n", with: "L5\n")
        b = b.replacingOccurrences(of: "l9\n", with: "L9\n").replacingOccurrences(of: "l18\n", with: "")
        XCTAssertEqual(diff(a, b), """
        diff --git a/p b/p
        --- a/p
        +++ b/p
        @@ -2,11 +2,11 @@
         l2
         l3
         l4
        -l5
        +L5
         l6
         l7
         l8
        -l9
        +L9
         l10
         l11
         l12
        @@ -15,6 +15,5 @@
         l15
         l16
         l17
        -l18
         l19
         l20

        """)
    }

    func testNoNewlineAtEndAndEmptyFiles() {
        XCTAssertEqual(diff("a\nb", "a\nc"), "diff --git a/p b/p\n--- a/p\n+++ b/p\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n")
        XCTAssertEqual(diff("", "x\n"), "diff --git a/p b/p\n--- a/p\n+++ b/p\n@@ -0,0 +1 @@\n+x\n")
        XCTAssertEqual(diff("same\n", "same\n"), "diff --git a/p b/p\n--- a/p\n+++ b/p\n")
    }

    func testWindowedDiffEqualsFullDiff() {
        var rng = SeededGenerator(seed: 7)
        for _ in 0..<200 {
            let lines = (0..<Int.random(in: 1..<40, using: &rng)).map { _ in "line \(Int.random(in: 0..<5, using: &rng))\n" }
            let original = Array(lines.joined().utf8)
            var edits: [Edit] = []
            var cursor = 0
            while cursor < original.count {
                let start = cursor + Int.random(in: 0..<30, using: &rng)
                let end = min(original.count, start + Int.random(in: 0..<8, using: &rng))
                guard start <= original.count, start <= end else { break }
                edits.append(Edit(range: start..<end, replacement: ["", "x", "\n", "yy\nz"].randomElement(using: &rng)!))
                cursor = end + 1
            }
            let fixed = Engine.apply(edits, to: original)
            var map = OffsetMap()
            map.append(edits)
            let windowed = UnifiedDiff.make(original: original, fixed: fixed, path: "p", changes: map.changedRanges, forward: map.forward)
            let full = UnifiedDiff.make(original: original, fixed: fixed, path: "p")
            XCTAssertEqual(applyPatch(windowed, to: original), fixed, "windowed diff does not rebuild the fixed text")
            XCTAssertEqual(applyPatch(full, to: original), fixed, "full diff does not rebuild the fixed text")
        }
    }
}

/// Applies a unified diff made by `UnifiedDiff` to `original`, strictly: context must match.
func applyPatch(_ patch: [UInt8], to original: [UInt8]) -> [UInt8]? {
    let old = UnifiedDiff.lines(original).map(Array.init)
    var patchLines = UnifiedDiff.lines(patch).map(Array.init)
    patchLines.removeFirst(3) // diff --git, ---, +++
    var out: [[UInt8]] = []
    var cursor = 0
    var k = 0
    while k < patchLines.count {
        let header = String(decoding: patchLines[k], as: UTF8.self)
        guard header.hasPrefix("@@ -") else { return nil }
        let numbers = header.dropFirst(4).split(separator: " ")[0].split(separator: ",")
        var start = Int(numbers[0])!
        if numbers.count > 1 && Int(numbers[1]) == 0 { start += 1 }
        while cursor < start - 1 { out.append(old[cursor]); cursor += 1 }
        k += 1
        while k < patchLines.count, patchLines[k].first != 0x40 {
            var line = Array(patchLines[k].dropFirst())
            let marker = patchLines[k].first
            if k + 1 < patchLines.count, patchLines[k + 1].first == 0x5C {
                line.removeLast()
                k += 1
            }
            switch marker {
            case 0x20:
                guard cursor < old.count, old[cursor] == line else { return nil }
                out.append(line); cursor += 1
            case 0x2D:
                guard cursor < old.count, old[cursor] == line else { return nil }
                cursor += 1
            case 0x2B:
                out.append(line)
            default:
                return nil
            }
            k += 1
        }
    }
    while cursor < old.count { out.append(old[cursor]); cursor += 1 }
    return out.flatMap { $0 }
}

final class TargetTests: XCTestCase {
    func testVersions() {
        XCTAssertEqual(TargetParser.toolsVersion(fromManifest: "// swift-tools-version:6.2\nimport PackageDescription"), Version([6, 2]))
        XCTAssertEqual(TargetParser.toolsVersion(fromManifest: "// swift-tools-version: 6.2.0\n"), Version([6, 2, 0]))
        XCTAssertEqual(TargetParser.toolsVersion(fromManifest: "//swift-tools-version:5.9\n"), Version([5, 9]))
        XCTAssertNil(TargetParser.toolsVersion(fromManifest: "import PackageDescription\n"))
        XCTAssertEqual(TargetParser.swiftVersion(fromVersionFile: "6.1\n"), Version([6, 1]))
        XCTAssertEqual(TargetParser.swiftVersion(fromVersionFile: "swift-6.2-RELEASE\n"), Version([6, 2]))
        XCTAssertTrue(Version([6, 2]) == Version([6, 2, 0]))
        XCTAssertTrue(Version([6, 1, 9]) < Version([6, 2]))
    }

    func testPlatforms() throws {
        let manifest = """
        // swift-tools-version:6.2
        let package = Package(
            name: "App",
            platforms: [
                .iOS(.v26),
                .macOS("26.0"), .watchOS(.v10_5)
            ],
            targets: []
        )
        """
        let p = try XCTUnwrap(TargetParser.deploymentTargets(fromManifest: manifest))
        XCTAssertEqual(p[.iOS], Version([26]))
        XCTAssertEqual(p[.macOS], Version([26, 0]))
        XCTAssertEqual(p[.watchOS], Version([10, 5]))
        XCTAssertNil(p[.tvOS])
        let none = try XCTUnwrap(TargetParser.deploymentTargets(fromManifest: "let package = Package(name: \"A\")"))
        XCTAssertEqual(none.count, ApplePlatform.allCases.count)
        // A list in a variable declared with its type (ProtonPass's DesignSystem package) is read;
        // one listfix cannot read is unknown, never "no platform falls short".
        let typed = "var platforms: [SupportedPlatform] = [\n    .macOS(.v12),\n    .iOS(.v16)\n]\nlet package = Package(name: \"A\", platforms: platforms)"
        XCTAssertEqual(TargetParser.deploymentTargets(fromManifest: typed), [.macOS: Version([12]), .iOS: Version([16])])
        XCTAssertNil(TargetParser.deploymentTargets(fromManifest: "let package = Package(name: \"A\", platforms: supported)"))
        // A target setting's `.when(platforms:)` names platforms, not deployment targets.
        let settings = "let flags: [SwiftSetting] = [.define(\"X\", .when(platforms: [.iOS]))]\nlet package = Package(name: \"A\")"
        XCTAssertEqual(TargetParser.deploymentTargets(fromManifest: settings)?.count, ApplePlatform.allCases.count)
        XCTAssertEqual(Target(deploymentTargets: none).allPlatforms(atLeast: [.iOS: Version([26])]), false)
        XCTAssertEqual(Target(deploymentTargets: p).allPlatforms(atLeast: [.iOS: Version([26]), .macOS: Version([26])]), true)
        XCTAssertNil(Target().allPlatforms(atLeast: [.iOS: Version([26])]))
    }
}

final class DeclarationTests: XCTestCase {
    func testTypesConformancesAndProperties() {
        let file = SourceFile(text: """
        protocol Entity: Identifiable {}
        struct Item: Entity, Hashable {
            @State private var items: [Item] = []
            var a = [Row]()
            let b = Row(x: 1)
            static var shared = Item()
            var c: Array<Row>
            var computed: Int { 3 }
            var observed: Int = 0 { didSet { } }
            var s = "x", n = 1.5
            func f() { let local = 1 }
            class var k: Int { 1 }
        }
        extension Row: Identifiable where T: Equatable {}
        final class Model: ObservableObject { @Published private(set) var rows: [Row] = [] }
        actor Worker {}
        """)
        let decl = DeclarationScanner.scan(file)
        XCTAssertEqual(decl.types.map(\.name), ["Entity", "Item", "Row", "Model", "Worker"])
        let item = decl.types[1]
        XCTAssertEqual(item.conformances, ["Entity", "Hashable"])
        XCTAssertEqual(item.properties.map(\.name), ["items", "a", "b", "shared", "c", "computed", "observed", "s", "k"])
        XCTAssertEqual(item.properties.map { $0.type ?? "?" }, ["[Item]", "[Row]", "Row", "Item", "Array<Row>", "Int", "Int", "String", "Int"])
        // An array literal whose element type is not written is `[_]`, which no rule takes for an
        // element type; a dictionary literal is no array, whatever its keys.
        let literals = DeclarationScanner.scan(SourceFile(text: """
        struct L {
            var names = [Name.empty()]
            var scores = ["a": 1]
        }
        """))
        XCTAssertEqual(literals.types[0].properties.map { $0.type ?? "?" }, ["[_]", "?"])
        XCTAssertNil(TypeResolver.arrayElement("[_]"))
        XCTAssertEqual(item.properties.map(\.isStored), [true, true, true, true, true, false, true, true, false])
        XCTAssertEqual(item.properties[0].wrapper, "State")
        XCTAssertEqual(decl.types[3].properties.first?.wrapper, "Published")
        let index = Declarations(files: [decl])
        XCTAssertTrue(index.conforms("Item", to: "Identifiable"))
        XCTAssertTrue(index.conforms("Row", to: "Identifiable"))
        XCTAssertFalse(index.conforms("Model", to: "Identifiable"))
        XCTAssertTrue(index.isKnown("Worker"))
        XCTAssertFalse(index.isKnown("Row"), "only extended, never declared")
    }
}
