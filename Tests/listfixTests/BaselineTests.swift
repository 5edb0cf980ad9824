import XCTest
import TestSupport

/// `check --write-baseline FILE` and `--baseline FILE`, end to end.
final class BaselineTests: XCTestCase {
    func testABaselineSurvivesMovedLinesAndShowsChangedCode() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("App/Users.swift", offsetView())
        let write = try ListfixBinary.runWithOffsetRule(["check", "--write-baseline", "baseline.txt", "App"], cwd: folder.url)
        XCTAssertEqual(write.status, 0, write.stderr)
        XCTAssertTrue(write.stderr.hasSuffix("Wrote the baseline to baseline.txt (1 finding accepted).\n"), write.stderr)
        let lines = try folder.text("baseline.txt").split(separator: "\n")
        XCTAssertEqual(lines.count, 2)
        XCTAssertTrue(lines[1].hasPrefix("offset-id\tApp/Users.swift\t"), String(lines[1]))

        // Known: nothing to report.
        let known = try ListfixBinary.runWithOffsetRule(["check", "--baseline", "baseline.txt", "App"], cwd: folder.url)
        XCTAssertEqual(known.status, 0, known.stdout)
        XCTAssertEqual(known.stdout, "")

        // Every line moves down three lines: the finding is still the accepted one.
        try folder.write("App/Users.swift", "// one\n// two\n// three\n" + offsetView())
        let moved = try ListfixBinary.runWithOffsetRule(["check", "--baseline", "baseline.txt", "App"], cwd: folder.url)
        XCTAssertEqual(moved.stdout, "", "a move keeps the finding known")

        // A second view: its finding is new and reported; the settings file takes the baseline too.
        try folder.write("App/Other.swift", offsetView(name: "OtherView").replacingOccurrences(of: "struct User: Identifiable {\n    let id: UUID\n    var name: String\n}\n\n", with: ""))
        try folder.write(".listfix.toml", "baseline = \"baseline.txt\"\n")
        let new = try ListfixBinary.runWithOffsetRule(["check", "App"], cwd: folder.url)
        XCTAssertEqual(new.status, 1)
        XCTAssertEqual(new.stdout.split(separator: "\n").map { String($0.prefix(21)) }, ["App/Other.swift:7:48:"])

        // Editing the accepted finding's own line shows it again.
        try folder.write("App/Users.swift", offsetView().replacingOccurrences(of: "{ index, user in", with: "{ position, user in")
            .replacingOccurrences(of: "\\(index).", with: "\\(position)."))
        let edited = try ListfixBinary.runWithOffsetRule(["check", "App/Users.swift"], cwd: folder.url)
        XCTAssertEqual(edited.status, 1, edited.stdout)

        let missing = try ListfixBinary.runWithOffsetRule(["check", "--baseline", "nope.txt", "App"], cwd: folder.url)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.hasPrefix("nope.txt: error: the baseline cannot be read"), missing.stderr)
    }
}
