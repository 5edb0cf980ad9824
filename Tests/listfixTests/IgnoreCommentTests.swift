import XCTest
import TestSupport

/// Ignore comments that name no rule, through the binary: reported in every file, whatever
/// rules run there, and still under their own tag.
final class IgnoreCommentTests: XCTestCase {
    var folder: TemporaryFolder!

    override func setUpWithError() throws { folder = try TemporaryFolder() }
    override func tearDown() { folder.remove() }

    func testAMisnamedCommentIsReportedInAFileWithoutRows() throws {
        try folder.write("Model.swift", "// listfix:ignore-file ofset-id\nstruct Model {\n    var name: String\n}\n")
        let result = try ListfixBinary.run(["check", "Model.swift"], cwd: folder.url)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(result.stdout, "Model.swift:1:1: warning: this ignore comment names `ofset-id`, which is not a listfix rule, "
            + "so it silences nothing; `listfix rules` lists them [ignore-comment]\n")
        XCTAssertEqual(result.stderr, "Found 1 finding in 1 file: 1 without an automatic fix.\n")
        // A comment naming a rule that this run does not use is no mistake.
        try folder.write("Model.swift", "// listfix:ignore-file offset-id\nstruct Model {}\n")
        let disabled = try ListfixBinary.run(["check", "--disable", "offset-id", "Model.swift"], cwd: folder.url)
        XCTAssertEqual(disabled.status, 0, disabled.stdout)
        XCTAssertEqual(disabled.stdout, "")
    }
}
