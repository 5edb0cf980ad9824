import Foundation
import XCTest
import TestSupport

/// What README.md tells a user to run works as it says.
final class ReadmeTests: XCTestCase {
    let readme = (try? String(contentsOf: RepositoryPaths.root.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""

    /// The first fenced block of `language` after `heading`.
    func block(after heading: String, language: String) throws -> String {
        let section = try XCTUnwrap(readme.range(of: heading), "README has no \(heading)")
        let rest = readme[section.upperBound...]
        let open = try XCTUnwrap(rest.range(of: "```\(language)\n"))
        let close = try XCTUnwrap(rest[open.upperBound...].range(of: "```"))
        return String(rest[open.upperBound..<close.lowerBound])
    }

    func testTheFirstCommandShowsOneExampleDiffAndExitsOne() throws {
        let command = try block(after: "## See it on one example", language: "sh").trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertTrue(command.hasPrefix("swift run listfix "), command)
        let arguments = command.dropFirst("swift run listfix ".count).split(separator: " ").map(String.init)
        let result = try ListfixBinary.run(arguments, cwd: RepositoryPaths.root)
        XCTAssertEqual(result.status, 1, "exit 1 means changes to show")
        let example = try XCTUnwrap(arguments.last)
        XCTAssertTrue(result.stdout.hasPrefix("diff --git a/\(example) b/\(example)\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("+            ForEach(Array(todos.enumerated()), id: \\.element.id) { i, todo in\n"), result.stdout)
        XCTAssertEqual(result.stderr, "Would apply 1 fix in 1 file (1 file checked).\n")
    }

    func testTheConfigurationSampleIsAccepted() throws {
        let sample = try block(after: "## Configure it", language: "toml")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(".listfix.toml", sample)
        try folder.write("Sources/Users.swift", offsetView())
        let result = try ListfixBinary.run(["check"], cwd: folder.url)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("Sources/Users.swift:12:48: warning: `ForEach` keyed by `\\.offset`"), result.stdout)
    }

    func testEveryOptionInHelpIsInTheReadme() throws {
        let help = try ListfixBinary.run(["--help"], cwd: RepositoryPaths.root).stdout
        let flags = Set(help.split(whereSeparator: { " ,=[]|`()/:\n".contains($0) }).filter { $0.hasPrefix("--") && $0.count > 2 }.map(String.init))
        XCTAssertGreaterThan(flags.count, 15)
        for flag in flags.sorted() {
            XCTAssertTrue(readme.contains(flag), "README does not mention \(flag)")
        }
    }
}
