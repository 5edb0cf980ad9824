import Foundation
import XCTest
import TestSupport

/// The SwiftPM command plugin, end to end: a package that depends on this checkout runs
/// `swift package listfix …`, which builds listfix from source and runs it on the package's targets.
final class PluginTests: XCTestCase {
    var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
        let fixture = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/PluginPackage")
        for relative in ["Package.swift", ".listfix.toml", "Sources/Rows/Users.swift", "Sources/Other/Clean.swift"] {
            var data = try Data(contentsOf: fixture.appendingPathComponent(relative))
            if relative == "Package.swift" {
                data = Data(String(decoding: data, as: UTF8.self)
                    .replacingOccurrences(of: "LISTFIX_CHECKOUT", with: RepositoryPaths.root.path).utf8)
            }
            try folder.write(relative, data)
        }
    }

    override func tearDown() { folder.remove() }

    /// `swift package [flags] listfix ARGS` in the fixture, built under this checkout's `.build`
    /// (kept between runs, so only the first builds listfix).
    func swiftPackage(_ flags: [String] = [], _ arguments: String...) throws -> ProcessResult {
        guard let swift = findExecutable("swift") else { throw XCTSkip("swift is not on PATH") }
        let scratch = RepositoryPaths.root.appendingPathComponent(".build/plugin-fixture").path
        return try runProcess(swift, ["package", "--scratch-path", scratch] + flags + ["listfix"] + arguments, cwd: folder.url)
    }

    func testCheckRunsOnThePackageTargetsAndFailsOnFindings() throws {
        let check = try swiftPackage([], "check")
        XCTAssertNotEqual(check.status, 0, check.stderr)
        // SwiftPM prints what a plugin writes to either stream on its standard output.
        XCTAssertEqual(check.stdout, """
        Sources/Rows/Users.swift:12:48: warning: `ForEach` keyed by `\\.offset` ties each row's identity to its position: \
        inserting, removing or reordering users resets row state and animates the wrong rows [offset-id]
        Found 1 finding in 2 files: 1 fixable with `listfix fix`.

        """)
        XCTAssertTrue(check.stderr.hasSuffix("error: listfix exited with status 1\n"), check.stderr)

        // Other arguments pass through; --target picks targets.
        let json = try swiftPackage([], "check", "--format", "json", "--target", "Other")
        XCTAssertEqual(json.status, 0, json.stderr)
        XCTAssertEqual(json.stdout, "[]\n", "a machine format runs quiet: no summary after the document")
        let github = try swiftPackage([], "check", "--format=github", "--exit-zero")
        XCTAssertEqual(github.status, 0, github.stderr)
        XCTAssertTrue(github.stdout.hasPrefix("::warning file=Sources/Rows/Users.swift,line=12,col=48,"), github.stdout)
    }

    /// A bare `swift package listfix` checks; `rules [ID]` prints the catalog, not target folders.
    func testBareCommandChecksAndRulesPrintsTheCatalog() throws {
        let bare = try swiftPackage([])
        XCTAssertNotEqual(bare.status, 0, bare.stderr)
        XCTAssertTrue(bare.stdout.hasPrefix("Sources/Rows/Users.swift:12:48: warning: `ForEach` keyed by `\\.offset`"), bare.stdout)
        let rules = try swiftPackage([], "rules")
        XCTAssertEqual(rules.status, 0, rules.stderr)
        XCTAssertTrue(rules.stdout.split(separator: "\n").contains { $0.hasPrefix("offset-id ") }, rules.stdout)
        let page = try swiftPackage([], "rules", "offset-id")
        XCTAssertEqual(page.status, 0, page.stderr)
        XCTAssertTrue(page.stdout.hasPrefix("# offset-id\n"), page.stdout)
    }

    func testFixWritesThePackageWhenAllowed() throws {
        let preview = try swiftPackage([], "fix", "--dry-run")
        XCTAssertTrue(preview.stdout.contains("+        ForEach(Array(users.enumerated()), id: \\.element.id) { index, user in\n"), preview.stdout)
        XCTAssertTrue(try folder.text("Sources/Rows/Users.swift").contains("id: \\.offset"), "--dry-run writes nothing")
        #if os(Linux)
        // SwiftPM has no plugin sandbox on Linux: `fix` writes without the flag, as the README says.
        let original = try folder.read("Sources/Rows/Users.swift")
        let unflagged = try swiftPackage([], "fix")
        XCTAssertEqual(unflagged.status, 0, unflagged.stderr)
        XCTAssertTrue(try folder.text("Sources/Rows/Users.swift").contains("id: \\.element.id"))
        try folder.write("Sources/Rows/Users.swift", original)
        #endif
        let fix = try swiftPackage(["--allow-writing-to-package-directory"], "fix")
        XCTAssertEqual(fix.status, 0, fix.stderr)
        XCTAssertEqual(fix.stdout, "Applied 1 fix in 1 file (2 files checked).\n")
        XCTAssertTrue(try folder.text("Sources/Rows/Users.swift").contains("id: \\.element.id"))
        let again = try swiftPackage([], "check")
        XCTAssertEqual(again.status, 0, again.stderr)
    }
}
