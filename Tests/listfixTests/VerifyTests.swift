import Foundation
import XCTest
import TestSupport

/// `fix --verify COMMAND`, end to end on `Tests/Fixtures/VerifyPackage`: an app package whose
/// `SwiftUI` module is the interface stand-in, with one fix that compiles (`Users.swift`) and one
/// that does not (`Gallery.swift`: `Photo` is in a folder `.listfix.toml` excludes, so the unsafe
/// fix cannot know it has no `id`). One test builds with `swift build`; the others type-check the
/// app with `Scripts/typecheck`, which takes a second, and count their builds in `builds.log`.
final class VerifyTests: XCTestCase {
    var folder: TemporaryFolder!

    static let fixture = RepositoryPaths.fixtures.appendingPathComponent("VerifyPackage")
    static let sources = ["Package.swift", ".listfix.toml", "Sources/App/Users.swift", "Sources/App/Gallery.swift", "Sources/App/Models/Photo.swift"]
    /// The app type-checked against the stand-in, each run counted.
    static let typecheck = "echo build >> builds.log; '\(RepositoryPaths.root.path)/Scripts/typecheck' Sources/App/*.swift Sources/App/Models/*.swift"

    /// The view whose fix compiles, as the fixture has it.
    static let users = (try? String(contentsOf: fixture.appendingPathComponent("Sources/App/Users.swift"), encoding: .utf8)) ?? ""
    static let fixedUsers = users.replacingOccurrences(of: "ForEach(users.indices, id: \\.self) { i in\n                Text(users[i].name)",
                                                       with: "ForEach(users) { user in\n                Text(user.name)")
    static let galleryNote = "listfix: note: Sources/App/Gallery.swift:8:13: [indices-id] fix backed out: `ForEach` over the indices of `photos` "
        + "keys each row by its position: inserting, removing or moving an element resets row state and animates the wrong rows\n"

    override class func setUp() {
        // The stand-in modules, built once before any timed run.
        _ = try? InterfaceStandIn.build(api: 26)
    }

    /// A fresh copy of the fixture, the stand-in beside it as `Interfaces` (copied, not forked).
    override func setUpWithError() throws {
        folder = try TemporaryFolder()
        for relative in VerifyTests.sources {
            try folder.write(relative, try Data(contentsOf: VerifyTests.fixture.appendingPathComponent(relative)))
        }
        try FileManager.default.copyItem(at: RepositoryPaths.root.appendingPathComponent("Tests/Interfaces"),
                                         to: folder.url.appendingPathComponent("Interfaces"))
        XCTAssertNotEqual(VerifyTests.fixedUsers, VerifyTests.users, "the fixed text differs where the fix edits")
    }

    override func tearDown() { folder.remove() }

    /// listfix in the fixture's copy, with approvals of settings files kept in the copy (`listfix trust`).
    func run(_ arguments: [String]) throws -> ProcessResult {
        try ListfixBinary.run(arguments, cwd: folder.url, setting: ["LISTFIX_CACHE_DIR": folder.url.appendingPathComponent(".cache").path])
    }

    /// The line `fix --verify` prints before its first build.
    static func building(_ command: String, from origin: String = "from --verify") -> String {
        "listfix: building with `\(command)` (\(origin)) before and after the fixes\n"
    }

    var builds: Int { ((try? folder.text("builds.log")) ?? "").split(separator: "\n").count }

    /// Every source of the fixture as it is in the repository.
    func assertSourcesUnchanged(file: StaticString = #filePath, line: UInt = #line) throws {
        for relative in VerifyTests.sources {
            XCTAssertEqual(try folder.read(relative), try Data(contentsOf: VerifyTests.fixture.appendingPathComponent(relative)),
                           relative, file: file, line: line)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent(".listfix-verify").path),
                       "the backup is removed", file: file, line: line)
    }

    func testSwiftBuildKeepsTheFixThatCompilesAndBacksOutTheOther() throws {
        guard let swift = findExecutable("swift") else { throw XCTSkip("swift is not on PATH") }
        let result = try run(["fix", "--unsafe-fixes", "--verify", "swift build"])
        XCTAssertEqual(result.status, 1, "Gallery's finding remains: \(result.stderr)")
        XCTAssertEqual(try folder.text("Sources/App/Users.swift"), VerifyTests.fixedUsers)
        XCTAssertEqual(try folder.read("Sources/App/Gallery.swift"), try Data(contentsOf: VerifyTests.fixture.appendingPathComponent("Sources/App/Gallery.swift")))
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(lines.count, 5, result.stderr)
        XCTAssertEqual(lines.first.map { $0 + "\n" }, VerifyTests.building("swift build"))
        XCTAssertEqual(lines.dropFirst().first.map { $0 + "\n" }, VerifyTests.galleryNote)
        // The compiler's first error line that names the file, as `swift build` printed it.
        let gallery = folder.url.resolvingSymlinksInPath().appendingPathComponent("Sources/App/Gallery.swift").path
        XCTAssertEqual(lines.dropFirst(2).first, "  \(gallery):8:33: error: value of type 'Photo' has no member 'id'", result.stderr)
        XCTAssertEqual(lines.dropFirst(3).first, "1 fix applied and verified by `swift build`; 1 backed out (3 files checked).")
        try assertNoBackup()
        let build = try runProcess(swift, ["build"], cwd: folder.url)
        XCTAssertEqual(build.status, 0, build.stdout + build.stderr)
    }

    func testFixesWithinAFileAreBisectedAndProgressIsShownOnATerminal() throws {
        // Both views in one file: the file is to blame, then one of its two fixes.
        let gallery = try folder.text("Sources/App/Gallery.swift").replacingOccurrences(of: "import SwiftUI\n", with: "")
        try folder.write("Sources/App/Views.swift", VerifyTests.users + gallery)
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("Sources/App/Users.swift"))
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("Sources/App/Gallery.swift"))
        let result = try PseudoTerminal.run(ListfixBinary.path, ["fix", "--unsafe-fixes", "--verify", VerifyTests.typecheck], cwd: folder.url,
                                            environment: ["NO_COLOR": "1"], answers: [])
        XCTAssertEqual(result.status, 1, result.output)
        XCTAssertEqual(try folder.text("Sources/App/Views.swift"), VerifyTests.fixedUsers + gallery)
        // Before any fix, with both, with the first alone (it passes, so the second alone would
        // be the failing pair again: it needs no build).
        XCTAssertEqual(builds, 3)
        let progress = "\r\u{1B}[Klistfix: build %d of at most 4: `\(VerifyTests.typecheck)` %@…"
        for (k, what) in [(1, "before any fix"), (2, "with all 2 fixes"), (3, "with 1 of 2 fixes")] {
            XCTAssertTrue(result.output.contains(String(format: progress, k, what)), "build \(k): \(result.output)")
        }
        XCTAssertTrue(result.output.contains("\r\u{1B}[Klistfix: note: Sources/App/Views.swift:31:13: [indices-id] fix backed out: "), result.output)
        XCTAssertTrue(result.output.contains("\n  Sources/App/Views.swift:31:33: error: value of type 'Photo' has no member 'id'\n"), result.output)
        XCTAssertTrue(result.output.hasSuffix("1 fix applied and verified by `\(VerifyTests.typecheck)`; 1 backed out (2 files checked).\n"), result.output)
    }

    /// A command that fails and prints nothing (`false`) is said to have printed nothing, not
    /// followed by an empty "Its last lines:".
    func testABuildThatFailsSilentlySaysItPrintedNothing() throws {
        let result = try run(["fix", "--unsafe-fixes", "--verify", "false"])
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("listfix: error: the build fails before any fix: fix it first, or drop --verify (`false` "
            + "exited with status 1); nothing was written. It printed nothing.\n"), result.stderr)
        XCTAssertFalse(result.stderr.contains("Its last lines"), result.stderr)
        try assertSourcesUnchanged()
    }

    func testABuildThatFailsBeforeAnyFixWritesNothing() throws {
        try folder.write("Sources/App/Broken.swift", "let broken: Int = \"text\"\n")
        let result = try run(["fix", "--unsafe-fixes", "--verify", VerifyTests.typecheck])
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertEqual(builds, 1)
        XCTAssertTrue(result.stderr.hasPrefix(VerifyTests.building(VerifyTests.typecheck) + "listfix: error: the build fails before any fix: fix it first, or drop --verify (`\(VerifyTests.typecheck)` "
            + "exited with status 1); nothing was written. Its last lines:\n  Sources/App/Broken.swift:1:19: error: "), result.stderr)
        try assertSourcesUnchanged()
    }

    func testPatchHoldsOnlyTheVerifiedFixAndSourcesStayAsTheyWere() throws {
        // The command from the configuration file this time.
        let configuration = try folder.text(".listfix.toml") + "verify = \"\(VerifyTests.typecheck.replacingOccurrences(of: "'", with: "\\\""))\"\n"
        try folder.write(".listfix.toml", configuration)
        XCTAssertEqual(try run(["trust"]).status, 0)
        let result = try run(["fix", "--unsafe-fixes", "--patch", "review.patch"])
        XCTAssertEqual(result.status, 1, result.stderr)
        // Before any fix, with both, with Users' alone (safe fixes first): it passes, so Gallery's
        // alone would be the failing pair again and needs no build.
        XCTAssertEqual(builds, 3)
        XCTAssertEqual(try folder.text("review.patch"), """
            diff --git a/Sources/App/Users.swift b/Sources/App/Users.swift
            --- a/Sources/App/Users.swift
            +++ b/Sources/App/Users.swift
            @@ -10,8 +10,8 @@
             
                 var body: some View {
                     List {
            -            ForEach(users.indices, id: \\.self) { i in
            -                Text(users[i].name)
            +            ForEach(users) { user in
            +                Text(user.name)
                         }
                     }
                 }

            """)
        let approved = VerifyTests.typecheck.replacingOccurrences(of: "'", with: "\"")
        XCTAssertTrue(result.stderr.hasPrefix(VerifyTests.building(approved, from: "from .listfix.toml, approved with `listfix trust`")
            + VerifyTests.galleryNote), result.stderr)
        XCTAssertTrue(result.stderr.hasSuffix("1 backed out (3 files checked).\nWrote the patch to review.patch.\n"), result.stderr)
        try folder.write(".listfix.toml", try Data(contentsOf: VerifyTests.fixture.appendingPathComponent(".listfix.toml")))
        try assertSourcesUnchanged()
    }

    func testInterruptingABuildRestoresEveryFile() throws {
        for signo in [SIGINT, SIGTERM] {
            try? FileManager.default.removeItem(at: folder.url.appendingPathComponent("started"))
            // The build with the fixes waits; its shell and its child are both to be stopped.
            let command = "if grep -q 'ForEach(users)' Sources/App/Users.swift; then sleep 60 & echo \"$$ $!\" > started.tmp; "
                + "mv started.tmp started; wait; fi; \(VerifyTests.typecheck)"
            let process = Process()
            process.executableURL = URL(fileURLWithPath: ListfixBinary.path)
            process.arguments = ["fix", "--unsafe-fixes", "--verify", command]
            process.currentDirectoryURL = folder.url
            let errors = Pipe()
            process.standardError = errors
            try process.run()
            let deadline = Date().addingTimeInterval(60)
            while process.isRunning, Date() < deadline, !FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("started").path) {
                usleep(20_000)
            }
            XCTAssertEqual(try folder.text("Sources/App/Users.swift"), VerifyTests.fixedUsers, "the build runs on the fixed files")
            kill(process.processIdentifier, signo)
            let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 128 + signo, stderr)
            XCTAssertEqual(stderr, VerifyTests.building(command) + "listfix: interrupted during `\(command)`; every file is as it was\n")
            try assertSourcesUnchanged()
            for pid in try folder.text("started").split(separator: " ").compactMap({ Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }) {
                XCTAssertFalse(VerifyTests.isRunning(pid), "process \(pid) of the build was stopped")
            }
        }
    }

    func testACrashedBuildRestoresEveryFile() throws {
        let command = "if grep -q 'ForEach(users)' Sources/App/Users.swift; then kill -KILL $$; fi; \(VerifyTests.typecheck)"
        let result = try run(["fix", "--unsafe-fixes", "--verify", command])
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.hasPrefix(VerifyTests.building(command) + "listfix: error: `\(command)` was killed by signal 9: a crashed build proves nothing about the fixes, "
            + "so none was kept; every file is as it was. It printed nothing.\n"), result.stderr)
        try assertSourcesUnchanged()
    }

    func testTheNextRunRestoresWhatAKilledRunLeft() throws {
        // listfix itself is killed (SIGKILL: no handler runs) during the build with the fixes.
        let killer = "if grep -q 'ForEach(users)' Sources/App/Users.swift; then kill -KILL $PPID; fi; \(VerifyTests.typecheck)"
        let killed = try run(["fix", "--unsafe-fixes", "--verify", killer])
        XCTAssertEqual(killed.status, SIGKILL)
        XCTAssertEqual(try folder.text("Sources/App/Users.swift"), VerifyTests.fixedUsers)
        let next = try run(["fix", "--unsafe-fixes", "--verify", VerifyTests.typecheck])
        XCTAssertTrue(next.stderr.hasPrefix("listfix: note: restored 2 files that an earlier `fix --verify` (process "), next.stderr)
        XCTAssertTrue(next.stderr.contains(") left with fixes it had not verified:\n  Sources/App/Gallery.swift\n  Sources/App/Users.swift\n"
            + VerifyTests.building(VerifyTests.typecheck) + VerifyTests.galleryNote), next.stderr)
        XCTAssertEqual(next.status, 1, next.stderr)
        XCTAssertEqual(try folder.text("Sources/App/Users.swift"), VerifyTests.fixedUsers)
        try assertNoBackup()

        // A file edited after the killed run wrote it is the user's: it stays, and so does its
        // original; the other file is restored.
        folder.remove()
        try setUpWithError()
        _ = try run(["fix", "--unsafe-fixes", "--verify", killer])
        try folder.write("Sources/App/Users.swift", VerifyTests.fixedUsers + "// edited\n")
        let refused = try run(["fix", "--unsafe-fixes", "--verify", VerifyTests.typecheck])
        XCTAssertEqual(refused.status, 2, refused.stderr)
        XCTAssertTrue(refused.stderr.hasSuffix(") wrote this file and it has changed since; its original is .listfix-verify/0.orig "
            + "(put it back by hand if you want it, then remove .listfix-verify)\n"), refused.stderr)
        XCTAssertTrue(refused.stderr.contains("Sources/App/Users.swift: error: an earlier `fix --verify` (process "), refused.stderr)
        XCTAssertEqual(try folder.text("Sources/App/Users.swift"), VerifyTests.fixedUsers + "// edited\n")
        XCTAssertEqual(try folder.read("Sources/App/Gallery.swift"), try Data(contentsOf: VerifyTests.fixture.appendingPathComponent("Sources/App/Gallery.swift")))
        XCTAssertEqual(try folder.text(".listfix-verify/0.orig"), VerifyTests.users)
    }

    func testInteractiveRunVerifiesOnlyTheAcceptedFixes() throws {
        // Gallery's fix (asked first) is accepted, Users' is not: only Gallery's is built.
        let result = try PseudoTerminal.run(ListfixBinary.path, ["fix", "--interactive", "--unsafe-fixes", "--verify", VerifyTests.typecheck],
                                            cwd: folder.url, environment: ["NO_COLOR": "1"], answers: ["y", "n"])
        XCTAssertEqual(result.answered, 2, result.output)
        XCTAssertEqual(result.status, 1, result.output)
        XCTAssertEqual(builds, 2, "before any fix, with Gallery's")
        XCTAssertTrue(result.output.contains(VerifyTests.galleryNote), result.output)
        XCTAssertTrue(result.output.hasSuffix("0 fixes applied and verified by `\(VerifyTests.typecheck)`; 1 backed out (3 files checked). "
            + "1 fix was not accepted.\n"), result.output)
        try assertSourcesUnchanged()
    }

    func testAFixThatRestsOnABackedOutDeclarationFixGoesWithIt() throws {
        // `Item.id` made stored is what lets the view's rows be keyed by it (CrossFileFixTests' files);
        // a build that fails with the stored id must take the view's fix with it.
        try folder.write("Cross/Item.swift", CrossFileFixTests.model)
        let view = CrossFileFixTests.view
        try folder.write("Cross/ItemsView.swift", view)
        let command = "echo build >> builds.log; ! grep -q 'let id = UUID()' Cross/Item.swift"
        let result = try run(["fix", "--rules", "unstable-id,offset-id", "--verify", command, "Cross"])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(try folder.text("Cross/ItemsView.swift"), view)
        XCTAssertTrue(try folder.text("Cross/Item.swift").contains("var id: UUID { UUID() }"))
        // Before any fix, with both, with Item's alone; the view's needs no build of its own.
        XCTAssertEqual(builds, 3)
        XCTAssertTrue(result.stderr.hasPrefix(VerifyTests.building(command) + "listfix: note: Cross/Item.swift:4:5: [unstable-id] fix backed out: "), result.stderr)
        XCTAssertTrue(result.stderr.contains("\n  the build failed with this fix\nlistfix: note: Cross/ItemsView.swift:7:48: [offset-id] fix backed out: "
            + "`ForEach` keyed by `\\.offset` ties each row's identity to its position: inserting, removing or reordering items resets "
            + "row state and animates the wrong rows\n  it rests on a fix backed out in Cross/Item.swift\n"), result.stderr)
        XCTAssertTrue(result.stderr.hasSuffix("0 fixes applied and verified by `\(command)`; 2 backed out (2 files checked).\n"), result.stderr)
    }

    func testVerifyWhereNothingIsBuiltIsAUsageError() throws {
        for (arguments, message) in [
            (["fix", "--dry-run", "--verify", "true"], "--verify builds the fixed sources in place and --dry-run writes nothing; "
                + "for a verified diff use --verify with --patch FILE (- for standard output)"),
            (["check", "--verify", "true"], "--verify goes with `fix`"),
            (["fix", "--review", "page.html", "--verify", "true"], "--verify cannot be combined with --review: the page applies no fix to build"),
            (["fix", "--verify", "true", "-"], "--verify works on files, not standard input"),
        ] {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertEqual(result.stderr.split(separator: "\n").first.map(String.init), "listfix: error: \(message)", "\(arguments)")
        }
        // The configuration's command applies only where it can: a preview ignores it.
        try folder.write(".listfix.toml", try folder.text(".listfix.toml") + "verify = \"echo build >> builds.log\"\n")
        let preview = try run(["fix", "--dry-run"])
        XCTAssertEqual(preview.status, 1, preview.stderr)
        XCTAssertTrue(preview.stdout.hasPrefix("diff --git a/Sources/App/Users.swift b/Sources/App/Users.swift\n"), preview.stdout)
        XCTAssertEqual(builds, 0)
        // Nothing to fix: nothing to build.
        let nothing = try run(["fix", "--rules", "table-sort"])
        XCTAssertEqual(nothing.status, 0, nothing.stderr)
        XCTAssertEqual(builds, 0)
    }

    func assertNoBackup(file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent(".listfix-verify").path),
                       "the backup is removed", file: file, line: line)
    }

    /// Whether a process exists and has not ended (a zombie has ended).
    static func isRunning(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return false }
        guard let close = stat.lastIndex(of: ")") else { return true }
        return !stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).hasPrefix("Z")
    }
}
