import XCTest
import TestSupport

/// Every example of every rewrite, run through the built binary as a user would.
final class CatalogTests: XCTestCase {
    func testEveryExampleFixesToItsAfterAndSettles() throws {
        let examples = try CatalogExample.all()
        XCTAssertGreaterThan(examples.count, 5)
        for example in examples {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            try folder.write("App/Example.swift", example.before)
            if let context = example.context { try folder.write("App/Context.swift", context) }
            if let manifest = example.manifest { try folder.write("Package.swift", manifest) }
            if let version = example.swiftVersionFile { try folder.write(".swift-version", version) }
            let label = "\(example.rule)/\(example.name)"
            let first = try ListfixBinary.run(["fix", "--rules", example.rule] + example.flags + ["App"], cwd: folder.url)
            XCTAssertEqual(first.status, 0, "\(label): \(first.stderr)")
            let fixed = try folder.read("App/Example.swift")
            XCTAssertEqual(String(decoding: fixed, as: UTF8.self), String(decoding: example.expected, as: UTF8.self), label)
            let second = try ListfixBinary.run(["fix", "--dry-run", "--rules", example.rule] + example.flags + ["App"], cwd: folder.url)
            XCTAssertEqual(second.status, 0, "\(label): a second run still changes something:\n\(second.stdout)")
            XCTAssertEqual(second.stdout, "", label)
        }
    }

    func testEveryAfterParses() throws {
        let afters = try CatalogExample.all().compactMap(\.afterPath)
        XCTAssertFalse(afters.isEmpty)
        for path in afters {
            XCTAssertNil(try swiftParseErrors([path]), path)
        }
    }

    func testRulesCommandPrintsEachREADME() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let list = try ListfixBinary.run(["rules"], cwd: folder.url)
        XCTAssertEqual(list.status, 0)
        let catalog = try String(contentsOf: RepositoryPaths.rewrites.appendingPathComponent("README.md"), encoding: .utf8)
        let ids = list.stdout.split(separator: "\n").map { String($0.split(separator: " ")[0]) }
        XCTAssertFalse(ids.isEmpty)
        for id in ids {
            let readme = try String(contentsOf: RepositoryPaths.rewrites.appendingPathComponent("\(id)/README.md"), encoding: .utf8)
            let shown = try ListfixBinary.run(["rules", id], cwd: folder.url)
            XCTAssertEqual(shown.stdout, readme, "`listfix rules \(id)` differs from Rewrites/\(id)/README.md: run Scripts/sync-rule-docs")
            XCTAssertTrue(catalog.contains("[\(id)](\(id)/README.md)"), "Rewrites/README.md does not list \(id)")
            XCTAssertTrue(FileManager.default.fileExists(atPath: RepositoryPaths.rewrites.appendingPathComponent("\(id)").path))
        }
    }
}
