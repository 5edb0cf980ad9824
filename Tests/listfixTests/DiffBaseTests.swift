import XCTest
import TestSupport

/// `check --diff-base REF`, for a pull request's CI.
final class DiffBaseTests: XCTestCase {
    /// `--diff-base REF` reports only findings on lines the branch added or changed, even when an
    /// edit above shifts every older finding's line.
    func testDiffBaseReportsOnlyWhatTheBranchTouched() throws {
        guard let git = findExecutable("git") else { throw XCTSkip("git is needed") }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("App/Old.swift", offsetView(name: "OldView"))
        let commit = ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm"]
        for args in [["init", "-q", "-b", "main"], ["add", "."], commit + ["base"], ["checkout", "-q", "-b", "feature"]] {
            XCTAssertEqual(try runProcess(git, args, cwd: folder.url).status, 0, args.joined(separator: " "))
        }
        // The branch adds lines above the old finding (shifting it) and a new view with a finding.
        try folder.write("App/Old.swift", "// a comment\n// another\n" + offsetView(name: "OldView"))
        XCTAssertEqual(try runProcess(git, ["add", "."], cwd: folder.url).status, 0)
        XCTAssertEqual(try runProcess(git, commit + ["shift"], cwd: folder.url).status, 0)
        try folder.write("App/New.swift", offsetView(name: "NewView"))

        let all = try ListfixBinary.runWithOffsetRule(["check", "App"], cwd: folder.url)
        XCTAssertEqual(all.stdout.split(separator: "\n").count, 2, all.stdout)
        let touched = try ListfixBinary.runWithOffsetRule(["check", "--diff-base", "main", "App"], cwd: folder.url)
        XCTAssertEqual(touched.status, 1, touched.stderr)
        XCTAssertEqual(touched.stdout.split(separator: "\n").map { String($0.prefix(22)) }, ["App/New.swift:12:48: w"])
        let unknown = try ListfixBinary.runWithOffsetRule(["check", "--diff-base", "nope", "App"], cwd: folder.url)
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderr.contains("--diff-base: git cannot find the merge base of 'nope' and HEAD"), unknown.stderr)
        XCTAssertEqual(try ListfixBinary.runWithOffsetRule(["fix", "--diff-base", "main", "App"], cwd: folder.url).status, 2)
    }
}
