import XCTest
import ListFixKit
import TestSupport

/// A rule's declared fix safety (`RuleMetadata.fixSafety`, what `listfix rules` prints) says what
/// its catalog examples show and what the catalog table says.
final class FixSafetyTests: XCTestCase {
    /// What the pinned findings of a rule's examples show: the applicabilities of its findings.
    static func applicabilities() throws -> [String: Set<String>] {
        var found: [String: Set<String>] = [:]
        for example in try CatalogExample.all() {
            for line in (example.findings ?? "").split(separator: "\n") {
                // `line:column: severity: [rule] applicability: message`
                guard let close = line.range(of: "] ") else { continue }
                let word = line[close.upperBound...].prefix { $0.isLetter }
                found[example.rule, default: []].insert(String(word))
            }
        }
        return found
    }

    /// The safety a set of applicabilities shows.
    static func safety(shownBy applicabilities: Set<String>) -> FixSafety? {
        switch (applicabilities.contains("safe"), applicabilities.contains("unsafe")) {
        case (true, true): return .sometimes
        case (true, false): return .safe
        case (false, true): return .unsafe
        case (false, false): return applicabilities == ["none"] ? FixSafety.none : nil
        }
    }

    /// The safety the catalog table's words say: "no fix …", "unsafe", "safe …" without "unsafe",
    /// or "safe …, else unsafe".
    static func safety(saidBy words: String) -> FixSafety? {
        if words.hasPrefix("no fix") { return FixSafety.none }
        if words == "unsafe" { return .unsafe }
        guard words.hasPrefix("safe") else { return nil }
        return words.contains("unsafe") ? .sometimes : .safe
    }

    func testEachRuleDeclaresTheFixSafetyItsExamplesAndTheCatalogTableShow() throws {
        let shown = try FixSafetyTests.applicabilities()
        let catalog = try String(contentsOf: RepositoryPaths.rewrites.appendingPathComponent("README.md"), encoding: .utf8)
        var table: [String: String] = [:]
        for row in catalog.split(separator: "\n") where row.hasPrefix("| [") {
            let cells = row.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 4, let id = cells[1].split(separator: "]").first?.dropFirst() else { continue }
            table[String(id)] = cells[cells.count - 2]
        }
        let list = try ListfixBinary.run(["rules"], cwd: RepositoryPaths.rewrites)
        for rule in RuleCatalog.all {
            let m = rule.metadata
            XCTAssertEqual(FixSafetyTests.safety(shownBy: shown[m.id] ?? []), m.fixSafety,
                           "\(m.id) declares `\(m.fixSafety)`, and its examples' findings are \(shown[m.id]?.sorted() ?? [])")
            let words = try XCTUnwrap(table[m.id], "Rewrites/README.md's table has no row for \(m.id)")
            XCTAssertEqual(FixSafetyTests.safety(saidBy: words), m.fixSafety,
                           "\(m.id) declares `\(m.fixSafety)`, and the catalog table says \"\(words)\"")
            let line = try XCTUnwrap(list.stdout.split(separator: "\n").first { $0.hasPrefix(m.id + " ") })
            XCTAssertTrue(line.contains("  [\(m.fixSafety.rawValue)]  "), line.description)
        }
    }

    /// A rule whose every fix is unsafe never says "safe" in `listfix rules`.
    func testAlwaysUnsafeRulesSaySo() throws {
        let list = try ListfixBinary.run(["rules"], cwd: RepositoryPaths.rewrites)
        for id in ["table-sort", "row-state-copy"] {
            let line = try XCTUnwrap(list.stdout.split(separator: "\n").first { $0.hasPrefix(id + " ") })
            XCTAssertTrue(line.contains("  [unsafe]  "), line.description)
        }
    }
}
