import Foundation
import XCTest
import TestSupport

/// The SwiftPM build tool plugin, end to end: a package whose target uses `ListfixBuildTool`
/// builds with `swift build`, the target's findings appear as compiler-shaped warnings in the
/// build's output (what Xcode's issue navigator reads), and they do not fail the build.
final class BuildToolPluginTests: XCTestCase {
    func testFindingsAreBuildWarnings() throws {
        guard let swift = findExecutable("swift") else { throw XCTSkip("swift is not on PATH") }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let fixture = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/BuildToolPackage")
        for relative in ["Package.swift", ".listfix.toml", "Sources/Rows/Users.swift"] {
            var data = try Data(contentsOf: fixture.appendingPathComponent(relative))
            if relative == "Package.swift" {
                data = Data(String(decoding: data, as: UTF8.self)
                    .replacingOccurrences(of: "LISTFIX_CHECKOUT", with: RepositoryPaths.root.path).utf8)
            }
            try folder.write(relative, data)
        }
        // Built under this checkout's `.build`, kept between runs, so only the first builds listfix.
        let scratch = RepositoryPaths.root.appendingPathComponent(".build/build-tool-fixture").path
        let build = try runProcess(swift, ["build", "--scratch-path", scratch], cwd: folder.url)
        XCTAssertEqual(build.status, 0, "findings are warnings, not errors: \(build.stdout)\(build.stderr)")
        let users = folder.url.appendingPathComponent("Sources/Rows/Users.swift").resolvingSymlinksInPath().path
        let output = build.stdout + build.stderr
        XCTAssertTrue(output.contains(users + ":14:48: warning: `ForEach` keyed by `\\.offset`")
                      || output.contains("Sources/Rows/Users.swift:14:48: warning: `ForEach` keyed by `\\.offset`"), output)
    }
}
