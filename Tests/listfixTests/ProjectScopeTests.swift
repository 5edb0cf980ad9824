import XCTest
import TestSupport

/// Each file sees the declarations of its own project only: the nearest folder with a
/// `Package.swift`, an `*.xcodeproj`, an `*.xcworkspace` or `.git`.
final class ProjectScopeTests: XCTestCase {
    let linksView = """
        import SwiftUI

        struct LinksView: View {
            @Binding var links: [URL]

            var body: some View {
                List {
                    ForEach(links.indices, id: \\.self) { i in
                        Text(links[i].absoluteString)
                    }
                }
            }
        }

        extension LinksView {
            func remove(at offsets: IndexSet) {
                withAnimation { links.remove(atOffsets: offsets) }
            }
        }

        """

    /// Lends `URL` a conformance: its computed `id` is not proven to last, so a file that sees it
    /// gets an unsafe fix, and one that does not sees no `id` at all (no fix).
    let retroactiveID = """
        import Foundation

        extension URL: @retroactive Identifiable {
            public var id: String { absoluteString }
        }

        """

    func findings(_ folder: TemporaryFolder, _ paths: [String]) throws -> [String: String] {
        let run = try ListfixBinary.run(["check", "--format", "json", "--rules", "indices-id"] + paths, cwd: folder.url)
        XCTAssertEqual(run.status, 1, run.stderr)
        let rows = try JSONSerialization.jsonObject(with: run.stdoutData) as? [[String: Any]] ?? []
        var out: [String: String] = [:]
        for row in rows { out[row["path"] as? String ?? "?"] = row["applicability"] as? String }
        return out
    }

    /// Two modules of one project declare a type of the same name that disagree on a property:
    /// each file goes by its own declaration, and the result does not depend on which worker
    /// read which file first or on which files pass 1 kept.
    func testTwoDeclarationsThatDisagreeGiveTheSameResultOnEveryRun() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let example = RepositoryPaths.rewrites.appendingPathComponent("indices-id")
        for name in ["toggle-through-index", "toggle-through-index-let-data"] {
            try folder.write("App/\(name)/\(name).swift", try Data(contentsOf: example.appendingPathComponent("\(name).before.swift")))
        }
        var seen: Set<String> = []
        for (jobs, keep) in [("1", "16777216"), ("2", "16777216"), ("1", "0"), ("2", "0"), ("2", "16777216")] {
            let result = try runProcess(ListfixBinary.path, ["check", "--extend-rules", "indices-id", "--statistics", "-j", jobs, "App"], cwd: folder.url,
                                        environment: ProcessInfo.processInfo.environment.merging(["LISTFIX_KEEP_BYTES": keep]) { $1 })
            seen.insert(result.stdout + result.stderr)
        }
        // One file's rows write through the index in their own tap, at once: a note with its fix. The
        // other's rows are also deleted by `.onDelete`: an error, with no fix (its data is a local copy).
        XCTAssertEqual(seen, ["2  indices-id  1 fixable  1 error, 1 note\nFound 1 finding in 2 files: 1 without an automatic fix; "
                              + "1 migration available (a note; `listfix fix` applies 1).\n"])
    }

    func testAConformanceInOneProjectIsNotLentToAnother() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // App declares URL: Identifiable; Other, checked in the same run, does not.
        try folder.write("App/Package.swift", "// swift-tools-version:5.9\n")
        try folder.write("App/Sources/LinksView.swift", linksView)
        try folder.write("App/Sources/URL+ID.swift", retroactiveID)
        try folder.write("Other/Other.xcodeproj/project.pbxproj", "")
        try folder.write("Other/Sources/LinksView.swift", linksView)
        let found = try findings(folder, ["App", "Other"])
        XCTAssertEqual(found["App/Sources/LinksView.swift"], "unsafe")
        XCTAssertEqual(found["Other/Sources/LinksView.swift"], "none")
    }

    func testFilesWithoutAMarkerShareOneProject() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("A/LinksView.swift", linksView)
        try folder.write("B/URL+ID.swift", retroactiveID)
        let found = try findings(folder, ["A", "B"])
        XCTAssertEqual(found["A/LinksView.swift"], "unsafe")
    }

    func testAGitWorkTreeIsAProject() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("One/.git/HEAD", "ref: refs/heads/main\n")
        try folder.write("One/LinksView.swift", linksView)
        try folder.write("Two/.git/HEAD", "ref: refs/heads/main\n")
        try folder.write("Two/URL+ID.swift", retroactiveID)
        let found = try findings(folder, ["One", "Two"])
        // JSON names a file from its git work tree's root.
        XCTAssertEqual(found["LinksView.swift"], "none")
    }

    func testAnAppSeesItsLocalPackagesButNotTheOtherWayRound() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("App/App.xcodeproj/project.pbxproj", "")
        try folder.write("App/Sources/LinksView.swift", linksView)
        try folder.write("App/Packages/Links/Package.swift", "// swift-tools-version:5.9\n")
        try folder.write("App/Packages/Links/Sources/URL+ID.swift", retroactiveID)
        try folder.write("App/Packages/Links/Sources/Links/LinksView.swift", linksView)
        try folder.write("App/Packages/Other/Package.swift", "// swift-tools-version:5.9\n")
        try folder.write("App/Packages/Other/Sources/LinksView.swift", linksView)
        let found = try findings(folder, ["App"])
        XCTAssertEqual(found["App/Sources/LinksView.swift"], "unsafe")
        XCTAssertEqual(found["App/Packages/Links/Sources/Links/LinksView.swift"], "unsafe")
        XCTAssertEqual(found["App/Packages/Other/Sources/LinksView.swift"], "none")
    }

    /// `Runner.Manga` is the `Manga` of the project's module `Runner`; the app's own `Manga` is
    /// Identifiable and that one is not. Both are in what the app's target sees, so neither proves
    /// anything of the rows.
    func testATypeTwoModulesDeclareDifferentlyProvesNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "Reader",
                targets: [
                    .target(name: "Runner"),
                    .target(name: "App", dependencies: ["Runner"]),
                ]
            )

            """)
        try folder.write("Sources/Runner/Manga.swift", "public struct Manga {\n    public var title: String\n}\n")
        try folder.write("Sources/App/Manga.swift", "struct Manga: Identifiable {\n    let id: String\n    var title: String\n}\n")
        try folder.write("Sources/App/ResultsView.swift", """
            import SwiftUI
            import Runner

            struct ResultsView: View {
                @Binding var results: [Runner.Manga]

                var body: some View {
                    ForEach(Array(results.enumerated()), id: \\.offset) { offset, manga in
                        Text(manga.title)
                    }
                }
            }

            extension ResultsView {
                func remove(at offsets: IndexSet) {
                    withAnimation { results.remove(atOffsets: offsets) }
                }
            }

            """)
        let run = try ListfixBinary.run(["check", "--format", "json", "--rules", "offset-id", "Sources"], cwd: folder.url)
        let rows = try JSONSerialization.jsonObject(with: run.stdoutData) as? [[String: Any]] ?? []
        XCTAssertEqual(rows.map { $0["applicability"] as? String }, ["unsafe"], run.stdout + run.stderr)
    }

    func testATargetSeesItsDependenciesWhenThePackageSaysSoSimply() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let manifest = """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "Kit",
                targets: [
                    .target(name: "Links"),
                    .target(name: "UI", dependencies: ["Links"]),
                    .target(name: "Other", dependencies: [.product(name: "X", package: "x")]),
                ]
            )

            """
        try folder.write("Kit/Package.swift", manifest)
        try folder.write("Kit/Sources/Links/URL+ID.swift", retroactiveID)
        try folder.write("Kit/Sources/UI/LinksView.swift", linksView)
        try folder.write("Kit/Sources/Other/LinksView.swift", linksView)
        // An app's file beside the package, in none of its targets, is in none of its modules.
        try folder.write("Kit/App/LinksView.swift", linksView)
        var found = try findings(folder, ["Kit"])
        XCTAssertEqual(found["Kit/Sources/UI/LinksView.swift"], "unsafe")
        XCTAssertEqual(found["Kit/Sources/Other/LinksView.swift"], "none")
        XCTAssertEqual(found["Kit/App/LinksView.swift"], "none")

        // A manifest listfix cannot read simply makes the whole package one project.
        try folder.write("Kit/Package.swift", manifest.replacingOccurrences(of: "targets: [", with: "targets: allTargets + ["))
        found = try findings(folder, ["Kit"])
        XCTAssertEqual(found["Kit/Sources/Other/LinksView.swift"], "unsafe")
    }
}
