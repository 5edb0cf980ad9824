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
}
