import Foundation
import XCTest
import TestSupport

/// Nothing in a repository makes listfix run a command: a settings file's `verify` runs only once
/// the person running listfix approved that very command (`listfix trust`), no other setting runs
/// a program, and git's calls run none of the repository's own programs. Each run keeps its
/// approvals in a cache folder of its own (`LISTFIX_CACHE_DIR`), never the user's.
final class SecurityTests: XCTestCase {
    var folder: TemporaryFolder!
    var cache: String { folder.url.appendingPathComponent("user-cache").path }

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
        try folder.write("App/UsersView.swift", offsetView())
    }

    override func tearDown() { folder.remove() }

    func run(_ arguments: [String], in relative: String = "App") throws -> ProcessResult {
        try ListfixBinary.run(ListfixBinary.withOffsetRule(arguments), cwd: folder.url.appendingPathComponent(relative),
                              setting: ["LISTFIX_CACHE_DIR": cache])
    }

    func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: folder.url.appendingPathComponent(relative).path) }

    /// A settings file whose `verify` leaves `marker` in the test folder when it runs.
    func writeSettings(marker: String, in relative: String = "App/.listfix.toml") throws {
        try folder.write(relative, "verify = \"touch '\(folder.url.path)/\(marker)'; true\"\n")
    }

    func testAnUnapprovedVerifyRunsNothingAndTheFixIsAppliedAsWithoutIt() throws {
        try writeSettings(marker: "pwned")
        let result = try run(["fix", "."])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertFalse(exists("pwned"), "the settings file's command did not run")
        XCTAssertEqual(try folder.text("App/UsersView.swift"), fixedOffsetView())
        XCTAssertEqual(result.stderr, "listfix: warning: not running `touch '\(folder.url.path)/pwned'; true`, the verify command of "
            + ".listfix.toml: a settings file's command runs only once you approve it (`listfix trust`, or pass --verify); "
            + "fixing without verification\nApplied 1 fix in 1 file (1 file checked).\n")
    }

    func testAnApprovedVerifyRunsAndIsEchoedAndAChangedOneWaitsForApprovalAgain() throws {
        try writeSettings(marker: "built")
        let trust = try run(["trust"])
        XCTAssertEqual(trust.status, 0, trust.stderr)
        XCTAssertEqual(trust.stdout, "Approved `touch '\(folder.url.path)/built'; true`, the verify command of .listfix.toml: "
            + "`listfix fix` runs it to build the fixes, until the file's command changes.\n")
        // A check never builds, approved or not; nor does the build tool plugin's (its command line).
        XCTAssertEqual(try run(["check", "."]).status, 1)
        XCTAssertEqual(try run(["check", "--exit-zero", "--quiet", "UsersView.swift"]).status, 0)
        XCTAssertFalse(exists("built"))

        let fixed = try run(["fix", "."])
        XCTAssertEqual(fixed.status, 0, fixed.stderr)
        XCTAssertTrue(exists("built"), "the approved command ran")
        XCTAssertTrue(fixed.stderr.hasPrefix("listfix: building with `touch '\(folder.url.path)/built'; true` (from .listfix.toml, "
            + "approved with `listfix trust`) before and after the fixes\n"), fixed.stderr)
        XCTAssertEqual(try folder.text("App/UsersView.swift"), fixedOffsetView())

        // The same file with another command: not run until approved again.
        try folder.write("App/UsersView.swift", offsetView())
        try writeSettings(marker: "changed")
        let changed = try run(["fix", "."])
        XCTAssertEqual(changed.status, 0, changed.stderr)
        XCTAssertFalse(exists("changed"))
        XCTAssertTrue(changed.stderr.hasPrefix("listfix: warning: not running `touch '\(folder.url.path)/changed'; true`, the verify "
            + "command of .listfix.toml: it has changed since you approved it (`listfix trust`, or pass --verify); "), changed.stderr)
        try folder.write("App/UsersView.swift", offsetView())
        XCTAssertEqual(try run(["trust"]).status, 0)
        XCTAssertEqual(try run(["fix", "."]).status, 0)
        XCTAssertTrue(exists("changed"))

        // Revoked: not run again.
        try folder.write("App/UsersView.swift", offsetView())
        XCTAssertEqual(try run(["trust", "--revoke"]).stdout,
                       "Revoked the approval of .listfix.toml's verify command: `listfix fix` no longer runs it.\n")
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("changed"))
        XCTAssertEqual(try run(["fix", "."]).status, 0)
        XCTAssertFalse(exists("changed"))
    }

    func testTheVerifyFlagIsEchoedWithItsOrigin() throws {
        let result = try run(["fix", "--verify", "touch ../flagged", "."])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(exists("flagged"))
        XCTAssertTrue(result.stderr.hasPrefix("listfix: building with `touch ../flagged` (from --verify) before and after the fixes\n"), result.stderr)
    }

    func testANamedSettingsFileIsTrustedNoMoreThanAFoundOne() throws {
        try writeSettings(marker: "named", in: "elsewhere.toml")
        let unapproved = try run(["fix", "--config", "../elsewhere.toml", "."])
        XCTAssertEqual(unapproved.status, 0, unapproved.stderr)
        XCTAssertFalse(exists("named"))
        XCTAssertTrue(unapproved.stderr.hasPrefix("listfix: warning: not running "), unapproved.stderr)

        try folder.write("App/UsersView.swift", offsetView())
        XCTAssertEqual(try run(["trust", "--config", "../elsewhere.toml"]).status, 0)
        // Approval is of that file: the same command in another settings file is not approved.
        try writeSettings(marker: "named")
        let other = try run(["fix", "."])
        XCTAssertFalse(exists("named"), other.stderr)
        try folder.write("App/UsersView.swift", offsetView())
        XCTAssertEqual(try run(["fix", "--no-config", "."]).stderr, "Applied 1 fix in 1 file (1 file checked).\n")
        XCTAssertFalse(exists("named"))
        try folder.write("App/UsersView.swift", offsetView())
        XCTAssertEqual(try run(["fix", "--config", "../elsewhere.toml", "."]).status, 0)
        XCTAssertTrue(exists("named"))
    }

    func testTrustSaysWhatThereIsNothingToApprove() throws {
        XCTAssertEqual(try run(["check", "--revoke"]).stderr.split(separator: "\n").first, "listfix: error: --revoke goes with `trust`")
        let none = try run(["trust"])
        XCTAssertEqual(none.status, 2)
        XCTAssertEqual(none.stderr, "listfix: error: no .listfix.toml in . or above: there is no verify command to approve\n")
        try folder.write("App/.listfix.toml", "fail-on = \"note\"\n")
        let noVerify = try run(["trust"])
        XCTAssertEqual(noVerify.status, 2)
        XCTAssertEqual(noVerify.stderr, "listfix: error: .listfix.toml sets no `verify` command: there is nothing to approve\n")
        try folder.write("App/.listfix.toml", "verify = 3\n")
        let broken = try run(["trust"])
        XCTAssertEqual(broken.status, 2)
        XCTAssertEqual(broken.stderr, ".listfix.toml:1:1: error: 'verify' expects a build command, such as \"swift build\"\n")
        XCTAssertEqual(try run(["trust", "--no-config"]).status, 2)
    }

    func testApprovalsKeepCommandsWithTabsLineBreaksAndBackslashesExactly() throws {
        // After TOML's escapes: printf '%s' '<tab>\' > ../odd<line break>
        try folder.write("App/.listfix.toml", "verify = \"printf '%s' '\\t\\\\' > ../odd\\n\"\n")
        XCTAssertEqual(try run(["trust"]).status, 0)
        let kept = try String(contentsOfFile: cache + "/trusted-commands", encoding: .utf8)
        XCTAssertTrue(kept.hasSuffix("/App/.listfix.toml\tprintf '%s' '\\t\\\\' > ../odd\\n\n"), kept)
        let fixed = try run(["fix", "."])
        XCTAssertEqual(fixed.status, 0, fixed.stderr)
        XCTAssertEqual(try folder.text("odd"), "\t\\")
    }

    func testNoOtherSettingRunsAProgram() throws {
        try folder.write("App/.listfix.toml", """
            cache-dir = "$(touch ../pwned-cache)"
            baseline = "`touch ../pwned-baseline`"
            exclude = ["$(touch ../pwned-exclude)"]

            """)
        let result = try run(["check", "."])
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.hasPrefix(folder.url.path + "/App/`touch ../pwned-baseline`: error: the baseline cannot be read"), result.stderr)
        for marker in ["pwned-cache", "pwned-baseline", "pwned-exclude"] { XCTAssertFalse(exists(marker), marker) }
        try folder.write("App/.listfix.toml", "cache-dir = \"$(touch ../pwned-cache)\"\n")
        // An empty LISTFIX_CACHE_DIR is unset: the settings file's cache-dir applies.
        XCTAssertEqual(try ListfixBinary.run(ListfixBinary.withOffsetRule(["check", "."]), cwd: folder.url.appendingPathComponent("App"),
                                             setting: ["LISTFIX_CACHE_DIR": ""]).status, 1)
        XCTAssertFalse(exists("pwned-cache"))
        XCTAssertTrue(exists("App/$(touch ../pwned-cache)"), "the cache folder is the path as written")
    }

    /// A downloaded project can bring its `.git` with a `core.fsmonitor` program, which `git status` runs.
    func testGitRunsNoneOfTheRepositorysOwnPrograms() throws {
        guard let git = findExecutable("git") else { throw XCTSkip("git is needed") }
        let app = folder.url.appendingPathComponent("App")
        for args in [["init", "-q"], ["add", "."], ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "start"],
                     ["config", "core.fsmonitor", "touch '\(folder.url.path)/pwned'; true"]] {
            XCTAssertEqual(try runProcess(git, args, cwd: app).status, 0, "\(args)")
        }
        XCTAssertEqual(try runProcess(git, ["status", "--porcelain"], cwd: app).status, 0)
        XCTAssertTrue(exists("pwned"), "git itself runs it")
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("pwned"))

        XCTAssertEqual(try run(["check", "--diff-base", "HEAD", "."]).status, 0)
        let fixed = try run(["fix", "."])
        XCTAssertEqual(fixed.status, 0, fixed.stderr)
        XCTAssertEqual(try folder.text("App/UsersView.swift"), fixedOffsetView(), "the dirty-tree check asked git and found the file committed")
        XCTAssertFalse(exists("pwned"))
    }

    /// The pre-commit hooks' entries, with a settings file in the repository that was never approved.
    func testPreCommitHooksRunNothingFromAnUnapprovedSettingsFile() throws {
        try writeSettings(marker: "pwned", in: ".listfix.toml")
        let hooks = try PreCommitTests.hooks()
        XCTAssertEqual(hooks.count, 2)
        for (id, hook) in hooks {
            try folder.write("App/UsersView.swift", offsetView())
            let result = try run(Array(hook.entry.dropFirst()) + ["App/UsersView.swift"], in: ".")
            XCTAssertEqual(result.status, id == "listfix-check" ? 1 : 0, result.stderr)
            XCTAssertFalse(exists("pwned"), id)
            XCTAssertEqual(try folder.text("App/UsersView.swift"), id == "listfix-check" ? offsetView() : fixedOffsetView(), id)
        }
    }
}
