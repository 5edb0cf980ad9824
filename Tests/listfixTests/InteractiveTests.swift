import Foundation
import XCTest
import TestSupport

/// `fix --interactive`, driven through a pseudo-terminal with answer sequences that cover every key.
final class InteractiveTests: XCTestCase {
    var folder: TemporaryFolder!

    override func setUpWithError() throws { folder = try TemporaryFolder() }
    override func tearDown() { folder.remove() }

    static let prompt1 = "(1/1) Apply this fix [y,n,a,d,q,?]? "

    func interactive(_ answers: [String], _ extra: String..., color: Bool = false) throws -> PseudoTerminal.Result {
        try PseudoTerminal.run(ListfixBinary.path, ListfixBinary.withOffsetRule(["fix", "--interactive"] + extra), cwd: folder.url,
                               environment: ["NO_COLOR": color ? nil : "1"], answers: answers)
    }

    /// A view with `count` `ForEach` calls keyed by `\.offset`, far enough apart for separate hunks.
    func offsets(_ count: Int, name: String) -> String {
        var text = identifiableModel + "struct \(name): View {\n    @Binding var users: [User]\n\n    var body: some View {\n        VStack {\n"
        for k in 0..<count {
            text += "            ForEach(Array(users.enumerated()), id: \\.offset) { index, user in\n"
            text += "                Text(\"\(k) \\(index). \\(user.name)\")\n            }\n"
            text += "            Divider()\n            Divider()\n            Divider()\n            Divider()\n"
        }
        return "import SwiftUI\n\n" + text + "        }\n    }\n}\n\nextension \(name) {\n    func remove(at offsets: IndexSet) {\n        withAnimation { users.remove(atOffsets: offsets) }\n    }\n}\n"
    }

    func fixed(_ text: String, only kept: Set<Int>) -> String {
        var k = 0
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            guard line.contains("id: \\.offset") else { return String(line) }
            defer { k += 1 }
            return kept.contains(k) ? line.replacingOccurrences(of: "id: \\.offset", with: "id: \\.element.id") : String(line)
        }.joined(separator: "\n")
    }

    func testYesAndNoAcrossFiles() throws {
        try folder.write("A.swift", offsetView(name: "A"))
        try folder.write("B.swift", offsetView(name: "B"))
        let result = try interactive(["y", "n"])
        XCTAssertEqual(result.answered, 2)
        XCTAssertEqual(result.status, 1, "B's finding remains: \(result.output)")
        XCTAssertEqual(try folder.text("A.swift"), fixedOffsetView(name: "A"))
        XCTAssertEqual(try folder.text("B.swift"), offsetView(name: "B"))
        XCTAssertTrue(result.output.hasPrefix("""

        A.swift:12:48: warning: `ForEach` keyed by `\\.offset` ties each row's identity to its position: inserting, removing or \
        reordering users resets row state and animates the wrong rows [offset-id]
        safe fix: Key rows by `\\.element.id`
        @@ -9,7 +9,7 @@
             @Binding var users: [User]
         
             var body: some View {
        -        ForEach(Array(users.enumerated()), id: \\.offset) { index, user in
        +        ForEach(Array(users.enumerated()), id: \\.element.id) { index, user in
                     Text("\\(index). \\(user.name)")
                 }
             }
        \(InteractiveTests.prompt1)
        """), result.output)
        XCTAssertTrue(result.output.hasSuffix("Applied 1 fix in 1 file (2 files checked). 1 fix was not accepted.\n"), result.output)
    }

    func testApplyRestAndSkipRestOfAFile() throws {
        let three = offsets(3, name: "Three"), zed = offsets(3, name: "Zed")
        try folder.write("Three.swift", three)
        try folder.write("Zed.swift", zed)
        let result = try interactive(["n", "a", "y", "d"])
        XCTAssertEqual(result.answered, 4, result.output)
        XCTAssertTrue(result.output.contains("(2/3) Apply this fix"), result.output)
        XCTAssertFalse(result.output.contains("Three.swift:29:"), "`a` does not ask about the rest of the file: \(result.output)")
        XCTAssertEqual(try folder.text("Three.swift"), fixed(three, only: [1, 2]))
        XCTAssertEqual(try folder.text("Zed.swift"), fixed(zed, only: [0]))
        XCTAssertTrue(result.output.contains("Applied 3 fixes in 2 files (2 files checked)."), result.output)
    }

    func testQuitWritesWhatWasAcceptedSoFar() throws {
        let three = offsets(3, name: "Three")
        try folder.write("Three.swift", three)
        try folder.write("Zlater.swift", offsetView(name: "Zlater"))
        let result = try interactive(["y", "q", "y"])
        XCTAssertEqual(result.answered, 2, result.output)
        XCTAssertEqual(try folder.text("Three.swift"), fixed(three, only: [0]))
        XCTAssertEqual(try folder.text("Zlater.swift"), offsetView(name: "Zlater"))
        XCTAssertEqual(result.status, 1)
    }

    /// Ctrl-C at a prompt ends the run at once and writes nothing, not even fixes already accepted.
    func testCtrlCAtAPromptWritesNothing() throws {
        let three = offsets(3, name: "Three")
        try folder.write("Three.swift", three)
        try folder.write("Zlater.swift", offsetView(name: "Zlater"))
        let result = try interactive(["y", "y", "y", PseudoTerminal.interrupt, "y"])
        XCTAssertEqual(result.answered, 4, result.output)
        XCTAssertEqual(result.status, 130, result.output)
        XCTAssertTrue(result.output.contains("listfix: interrupted; nothing was written"), result.output)
        XCTAssertEqual(try folder.text("Three.swift"), three)
        XCTAssertEqual(try folder.text("Zlater.swift"), offsetView(name: "Zlater"))
    }

    func testEndOfInputQuitsLikeQ() throws {
        try folder.write("A.swift", offsetView(name: "A"))
        let process = try PseudoTerminal.run("/bin/sh", ["-c", "\(ListfixBinary.path) fix --interactive . < /dev/null"], cwd: folder.url,
                                             environment: ["NO_COLOR": "1"], answers: [])
        XCTAssertNotEqual(process.status, 0)
        XCTAssertTrue(process.output.contains("--interactive asks about each fix on a terminal"), "/dev/null is no terminal: \(process.output)")
        XCTAssertEqual(try folder.text("A.swift"), offsetView(name: "A"))
    }

    func testHelpAndUnknownKeysAskAgain() throws {
        try folder.write("A.swift", offsetView(name: "A"))
        let result = try interactive(["?", "x", "", "y"])
        XCTAssertEqual(result.answered, 4, result.output)
        let help = "y - apply this fix\nn - do not apply this fix\na - apply this fix and all later fixes in the file\n"
            + "d - do not apply this fix or any later fix in the file\n"
            + "q - quit; do not apply this fix or any later one (the fixes accepted so far are applied)\n? - print help\n"
        XCTAssertEqual(result.output.components(separatedBy: help).count - 1, 3, result.output)
        XCTAssertEqual(result.output.components(separatedBy: InteractiveTests.prompt1).count - 1, 4)
        XCTAssertEqual(try folder.text("A.swift"), fixedOffsetView(name: "A"))
    }

    func testAFixSeveralFindingsShareIsAskedOnce() throws {
        let example = RepositoryPaths.rewrites.appendingPathComponent("cached-filter")
        try folder.write("Contacts.swift", try Data(contentsOf: example.appendingPathComponent("same-filter-twice.before.swift")))
        let result = try interactive(["y"], "--extend-rules", "cached-filter", "--deployment-target", "iOS=17.0,macOS=14.0")
        XCTAssertEqual(result.answered, 1, result.output)
        XCTAssertEqual(result.output.components(separatedBy: "[cached-filter]").count - 1, 2, "both findings are shown: \(result.output)")
        XCTAssertEqual(try folder.text("Contacts.swift"),
                       try String(contentsOf: example.appendingPathComponent("same-filter-twice.after.swift"), encoding: .utf8))
    }

    func testUnsafeFixesAreAskedOnlyWhenAllowedAndPatchKeepsSourcesAsTheyAre() throws {
        let example = RepositoryPaths.rewrites.appendingPathComponent("offset-id/unknown-type-unsafe-fixes.before.swift")
        let source = try String(contentsOf: example, encoding: .utf8)
        try folder.write("Photos.swift", source)
        let safeOnly = try interactive(["y"])
        XCTAssertEqual(safeOnly.answered, 0, safeOnly.output)
        XCTAssertTrue(safeOnly.output.contains("No fixes applied (1 file checked)."), safeOnly.output)
        let unsafe = try interactive(["y"], "--unsafe-fixes", "--patch", "review.patch")
        XCTAssertEqual(unsafe.answered, 1, unsafe.output)
        XCTAssertTrue(unsafe.output.contains("unsafe fix (whether `Photo` has an `id` is unknown): "), unsafe.output)
        XCTAssertEqual(try folder.text("Photos.swift"), source, "--patch writes no source")
        let patch = try folder.text("review.patch")
        XCTAssertTrue(patch.hasPrefix("diff --git a/Photos.swift b/Photos.swift\n"), patch)
        XCTAssertTrue(patch.contains("+        ForEach(Array(photos.enumerated()), id: \\.element.id) { index, photo in\n"), patch)
        XCTAssertTrue(unsafe.output.contains("Wrote the patch to review.patch."), unsafe.output)
    }

    func testColourOnATerminal() throws {
        try folder.write("A.swift", offsetView(name: "A"))
        let result = try interactive(["n"], color: true)
        XCTAssertEqual(result.answered, 1, result.output)
        XCTAssertTrue(result.output.contains("\u{1B}[31m-        ForEach(Array(users.enumerated()), id: \\.offset)"), result.output)
        XCTAssertTrue(result.output.contains("\u{1B}[32m+        ForEach"), result.output)
    }

    func testRefusesWithoutATerminal() throws {
        try folder.write("A.swift", offsetView(name: "A"))
        let result = try ListfixBinary.runWithOffsetRule(["fix", "--interactive", "."], cwd: folder.url, stdin: Data("y\n".utf8))
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "listfix: error: --interactive asks about each fix on a terminal, and standard input is not one; "
            + "in scripts use --dry-run, --patch FILE or --review FILE\n")
        XCTAssertEqual(try folder.text("A.swift"), offsetView(name: "A"))
    }

    func testADirtyFileIsRefusedBeforeAnyQuestion() throws {
        guard let git = findExecutable("git") else { throw XCTSkip("git is not installed") }
        for args in [["init", "-q"], ["add", "."], ["-c", "user.email=t@example.com", "-c", "user.name=t", "commit", "-qm", "start", "--allow-empty"]] {
            XCTAssertEqual(try runProcess(git, args, cwd: folder.url).status, 0)
        }
        try folder.write("A.swift", offsetView(name: "A"))
        let result = try interactive(["y"])
        XCTAssertEqual(result.answered, 0, result.output)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.output.contains("nothing was written: 1 file to fix has uncommitted changes"), result.output)
        XCTAssertTrue(result.output.contains("\n  A.swift (untracked)\n"), result.output)
        let allowed = try interactive(["y"], "--allow-dirty")
        XCTAssertEqual(allowed.answered, 1)
        XCTAssertEqual(try folder.text("A.swift"), fixedOffsetView(name: "A"))
    }

    /// The severity `[severity]` in `.listfix.toml` gives a rule is the one every surface shows:
    /// `check`, the interactive question, and the review page.
    func testEverySurfaceShowsTheConfiguredSeverity() throws {
        try folder.write("A.swift", offsetView(name: "A"))
        try folder.write(".listfix.toml", "[severity]\noffset-id = \"error\"\n")
        let check = try ListfixBinary.runWithOffsetRule(["check", "A.swift"], cwd: folder.url)
        XCTAssertTrue(check.stdout.contains(": error: "), check.stdout)
        let asked = try interactive(["n"])
        XCTAssertTrue(asked.output.contains(": error: "), asked.output)
        XCTAssertFalse(asked.output.contains(": warning: "), asked.output)
        let review = try ListfixBinary.runWithOffsetRule(["fix", "--review", "page.html", "."], cwd: folder.url)
        // An error fails the run, and the page is written all the same.
        XCTAssertEqual(review.status, 1, review.stderr)
        let page = try folder.text("page.html")
        XCTAssertTrue(page.contains("<span class=\"sev error\">error</span>"), page)
        XCTAssertFalse(page.contains("<span class=\"sev warning\">"), page)
    }
}
