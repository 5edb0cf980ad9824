import XCTest
import TestSupport
import ListFixKit
@testable import ListFixProject

/// The files of a run and the target each belongs to, asked of the library directly over a
/// project laid out in a temporary folder.
final class ProjectLayoutTests: XCTestCase {
    private var folder: TemporaryFolder!
    private var root = ""

    override func tearDown() { folder?.remove() }

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
        // Canonical: the walk lists paths under the folder as named, the checks compare whole paths.
        root = URL(fileURLWithPath: folder.url.path).resolvingSymlinksInPath().path
        try write("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "App", platforms: [.iOS(.v16), .macOS(.v13)],
                                  targets: [.target(name: "App"), .target(name: "Tool", path: "Tools/Tool")])
            """)
        try write("Sources/App/Rows.swift", "struct Rows {}\n")
        try write("Sources/App/Generated/Made.swift", "struct Made {}\n")
        try write("Sources/App/Tracked/Kept.swift", "struct Kept {}\n")
        try write("Tools/Tool/Main.swift", "struct Tool {}\n")
        try write(".build/checkouts/Dependency.swift", "struct Dependency {}\n")
        try write("Sources/App/Resources.xcassets/Icon.swift", "struct Icon {}\n")
        try write("Scripts/Notes.swift", "struct Notes {}\n")
        try write(".gitignore", "Generated/\nTracked/\n")
        _ = try runProcess("/usr/bin/env", ["git", "init", "-q", root])
        _ = try runProcess("/usr/bin/env", ["git", "-C", root, "add", "-f", "Sources/App/Tracked/Kept.swift"])
    }

    private func write(_ relative: String, _ text: String) throws { try folder.write(relative, text) }

    private func walk(excluding patterns: [String] = []) -> [String] {
        var excludes = ExcludePatterns()
        excludes.typed = patterns
        let discovery = FileDiscovery(paths: [root], excludes: excludes)
        XCTAssertEqual(discovery.errors.map(\.message), [])
        return discovery.files.map { String($0.dropFirst(root.count + 1)) }
    }

    func testTheWalkFollowsGitsIgnoreRulesAndSkipsBuildAndResourceFolders() {
        // Ignored by .gitignore but tracked: kept, as git keeps it. Build output and asset
        // catalogs: never read.
        XCTAssertEqual(walk(), ["Package.swift", "Scripts/Notes.swift", "Sources/App/Rows.swift", "Sources/App/Tracked/Kept.swift", "Tools/Tool/Main.swift"])
    }

    func testExcludePatternsSkipFilesAndFolders() {
        XCTAssertEqual(walk(excluding: ["Scripts", "*/Tool/*", "Package.swift"]), ["Sources/App/Rows.swift", "Sources/App/Tracked/Kept.swift"])
    }

    func testEachFileTakesItsTargetFromTheNearestManifest() throws {
        let detection = TargetDetection(swiftVersion: nil, deploymentTargets: nil)
        let app = detection.target(for: root + "/Sources/App/Rows.swift")
        XCTAssertEqual(app.swiftVersion, Version("5.9"))
        XCTAssertEqual(app.deploymentTargets, [.iOS: Version("16")!, .macOS: Version("13")!])
        // Outside every target of the manifest: the platforms are not known.
        let script = detection.target(for: root + "/Scripts/Notes.swift")
        XCTAssertNil(script.deploymentTargets)
        XCTAssertEqual(detection.target(for: root + "/Tools/Tool/Main.swift").deploymentTargets?[.iOS], Version("16"))
        // A .swift-version file nearer the file wins over the manifest's tools version.
        try write("Sources/App/.swift-version", "6.0\n")
        XCTAssertEqual(TargetDetection(swiftVersion: nil, deploymentTargets: nil).target(for: root + "/Sources/App/Rows.swift").swiftVersion,
                       Version("6.0"))
        // Flags win over both.
        let flagged = TargetDetection(swiftVersion: Version("5.10"), deploymentTargets: [.macOS: Version("14")!])
        XCTAssertEqual(flagged.target(for: root + "/Sources/App/Rows.swift").swiftVersion, Version("5.10"))
        XCTAssertEqual(flagged.target(for: root + "/Sources/App/Rows.swift").deploymentTargets, [.macOS: Version("14")!])
    }

    func testFilesInOnePackageShareAProjectAndANestedPackageIsAnother() throws {
        try write("Packages/Inner/Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Inner\")\n")
        try write("Packages/Inner/Sources/Inner/Model.swift", "struct Model {}\n")
        let projects = ProjectRoots()
        let rows = projects.project(containing: root + "/Sources/App/Rows.swift", isFolder: false)
        let tool = projects.project(containing: root + "/Tools/Tool/Main.swift", isFolder: false)
        let inner = projects.project(containing: root + "/Packages/Inner/Sources/Inner/Model.swift", isFolder: false)
        XCTAssertEqual(projects.root(ofFile: root + "/Sources/App/Rows.swift"), projects.root(ofFile: root + "/Tools/Tool/Main.swift"))
        XCTAssertNotEqual(projects.root(ofFile: root + "/Packages/Inner/Sources/Inner/Model.swift"), projects.root(ofFile: root + "/Sources/App/Rows.swift"))
        XCTAssertNotEqual(rows, inner)
        XCTAssertNotEqual(tool, inner)
    }
}
