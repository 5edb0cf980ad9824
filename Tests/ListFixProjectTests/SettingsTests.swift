import XCTest
import TestSupport
import ListFixKit
@testable import ListFixProject

/// Flags over the nearest `.listfix.toml`, merged by the library directly.
final class SettingsTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws { folder = try TemporaryFolder() }
    override func tearDown() { folder.remove() }

    private func settings(_ arguments: String...) throws -> Options {
        var options = try Options.parse(arguments)
        try options.readConfiguration()
        try options.validate()
        return options
    }

    func testTheNearestFileSetsWhatNoFlagGives() throws {
        try folder.write(".listfix.toml", "disable = [\"offset-id\"]\n")
        try folder.write("App/.listfix.toml", """
            disable = ["constant-range"]
            fail-on = "note"
            swift-version = "6.0"
            exclude = ["Generated"]

            [deployment-target]
            iOS = "17.0"

            [severity]
            offset-id = "error"
            """)
        let app = folder.url.appendingPathComponent("App").path
        let options = try settings("check", "--fail-on", "error", "--deployment-target", "macOS=14.0", app)
        // The nearest file only: the parent's `disable` is not merged in.
        XCTAssertEqual(options.disabledRules, ["constant-range"])
        XCTAssertFalse(options.rules.map { $0.metadata.id }.contains("constant-range"))
        // Flags win; the rest comes from the file.
        XCTAssertEqual(options.failOn, .error)
        XCTAssertEqual(options.deploymentTargets, [.macOS: Version("14.0")!])
        XCTAssertEqual(options.swiftVersion, Version("6.0"))
        XCTAssertEqual(options.severities, ["offset-id": .error])
        XCTAssertEqual(options.excludes.anchored, ["Generated"])
    }

    func testNoConfigReadsNoFile() throws {
        try folder.write(".listfix.toml", "fail-on = \"note\"\n")
        let options = try settings("check", "--no-config", folder.url.path)
        XCTAssertEqual(options.failOn, .warning)
    }

    func testABrokenFileIsAProblemNamingTheFileAndLine() throws {
        let file = try folder.write(".listfix.toml", "fail-on = \"note\"\nrules = [\"no-such-rule\"]\n")
        XCTAssertThrowsError(try settings("check", folder.url.path)) { error in
            guard let problem = error as? Configuration.Problem else { return XCTFail("\(error)") }
            XCTAssertTrue(problem.text.hasPrefix(file.path), problem.text)
            XCTAssertTrue(problem.text.contains("no-such-rule"), problem.text)
        }
    }
}
