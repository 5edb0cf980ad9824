import Foundation
import TestSupport
import XCTest

/// `listfix server` end to end with a real LSP client: pytest-lsp runs `Tests/LanguageServer`
/// against the built binary. Without Python's pytest-lsp the test is skipped, unless
/// `LISTFIX_REQUIRE_LSP_CLIENT=1` (as `.ci/run` sets after installing it) makes that a failure.
final class LanguageServerTests: XCTestCase {
    func testARealClientDrivesTheServer() throws {
        let message = "no pytest-lsp: `pip install pytest-lsp` to drive `listfix server` with a real client"
        guard let python = findExecutable("python3"),
              (try? runProcess(python, ["-c", "import pytest_lsp"]))?.status == 0 else {
            if ProcessInfo.processInfo.environment["LISTFIX_REQUIRE_LSP_CLIENT"] == "1" { XCTFail(message) }
            throw XCTSkip(message)
        }
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("listfix-lsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: cache) }
        var environment = ProcessInfo.processInfo.environment
        environment["LISTFIX_BIN"] = ListfixBinary.path
        environment["LISTFIX_TEST_CACHE"] = cache.path
        environment["PYTHONDONTWRITEBYTECODE"] = "1"
        let suite = RepositoryPaths.root.appendingPathComponent("Tests/LanguageServer")
        let result = try runProcess(python, ["-m", "pytest", "-q", "-p", "no:cacheprovider", "--basetemp", cache.appendingPathComponent("t").path, suite.path],
                                    cwd: suite, environment: environment)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains(" passed"), result.stdout)
        XCTAssertFalse(result.stdout.contains("skipped"), result.stdout)
    }
}
