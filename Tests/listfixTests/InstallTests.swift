import Foundation
import XCTest
import TestSupport

/// `make install PREFIX=…`, as the README tells users to install listfix.
final class InstallTests: XCTestCase {
    func testMakeInstallPutsAWorkingBinaryInPrefixBin() throws {
        guard let make = findExecutable("make") else { throw XCTSkip("make is not installed") }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // A debug build in its own scratch folder: `swift test` holds this checkout's `.build`.
        let scratch = RepositoryPaths.root.appendingPathComponent(".build/install-test").path
        let prefix = folder.url.appendingPathComponent("prefix with space").path
        let result = try runProcess(make, ["-C", RepositoryPaths.root.path, "install", "PREFIX=\(prefix)", "CONFIGURATION=debug",
                                           "SWIFT=swift", "SWIFT_FLAGS=--scratch-path \(scratch)"])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        let installed = prefix + "/bin/listfix"
        // The test's PATH does not hold the new folder: make says so, and how to add it.
        XCTAssertTrue(result.stdout.contains("Installed \(installed)\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("\(prefix)/bin is not on your PATH, so the shell will not find listfix. "
            + "Add it, for example in ~/.profile or ~/.zshrc:\n  export PATH=\"\(prefix)/bin:$PATH\"\n"), result.stdout)
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: installed))
        let version = try runProcess(installed, ["--version"])
        XCTAssertEqual(version.stdout, "listfix 0.1.0\n")
        try folder.write("Users.swift", offsetView())
        let check = try runProcess(installed, ["check", "--extend-rules", "offset-id", "Users.swift"], cwd: folder.url)
        XCTAssertEqual(check.status, 1)
        XCTAssertTrue(check.stdout.hasPrefix("Users.swift:12:48: warning:"), check.stdout)
        let uninstall = try runProcess(make, ["-C", RepositoryPaths.root.path, "uninstall", "PREFIX=\(prefix)"])
        XCTAssertEqual(uninstall.status, 0, uninstall.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: installed))
    }

    /// `make test` runs the suite as CI and the README do.
    func testMakeTestRunsTheReadmesTestCommand() throws {
        guard let make = findExecutable("make") else { throw XCTSkip("make is not installed") }
        let dry = try runProcess(make, ["-n", "-C", RepositoryPaths.root.path, "test", "SWIFT=swift"])
        XCTAssertEqual(dry.status, 0, dry.stderr)
        let command = dry.stdout.split(separator: "\n").first { $0.hasPrefix("swift ") }.map(String.init)
        XCTAssertEqual(command, "swift test --parallel")
        let readme = try String(contentsOf: RepositoryPaths.root.appendingPathComponent("README.md"), encoding: .utf8)
        XCTAssertTrue(readme.contains("\nswift test --parallel\n"))
        let ci = try String(contentsOf: RepositoryPaths.root.appendingPathComponent(".ci/run"), encoding: .utf8)
        XCTAssertTrue(ci.contains("\nswift test --parallel\n"))
    }
}
