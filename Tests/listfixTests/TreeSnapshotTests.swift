import Foundation
import XCTest
import TestSupport

/// `check`'s tree snapshot, through the built binary: a run over a tree whose every stamp is as
/// the last run read it prints that run's report again, byte for byte what a run without the
/// cache prints; any change that could change the report (a file edited, even to the same size
/// and modification time, a file added, a manifest or a `.swift-version` above the folder, a
/// damaged snapshot) makes an ordinary run. Files are stamped 3 s after they are written
/// (`FileStamp.isSettled`), so each test waits that long once.
final class TreeSnapshotTests: CacheTestCase {
    static let replayed = "its report is printed again"

    func wasReplayed(_ log: [String]) -> Bool { log.contains { $0.hasSuffix(TreeSnapshotTests.replayed) } }

    /// Waits until what was written is settled.
    func settle() { Thread.sleep(forTimeInterval: 3.3) }

    /// The snapshot files the runs left.
    func snapshots() -> [String] {
        let root = URL(fileURLWithPath: cache)
        var out: [String] = []
        for version in (try? FileManager.default.contentsOfDirectory(atPath: cache)) ?? [] {
            let dir = root.appendingPathComponent(version)
            for name in (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? [] where name.hasSuffix(".lft") {
                out.append(dir.appendingPathComponent(name).path)
            }
        }
        return out.sorted()
    }

    /// Every catalog example in one settled tree: in each output format the second run replays
    /// the first's report, which is what a run without the cache gives.
    func testTheCatalogReplaysWhatARunWithoutTheCacheGives() throws {
        for example in try CatalogExample.all() {
            let dir = "App/\(example.rule)/\(example.name)"
            try folder.write("\(dir)/Example.swift", example.before)
            if let context = example.context { try folder.write("\(dir)/Context.swift", context) }
            if let manifest = example.manifest {
                try folder.write("\(dir)/Package.swift", manifest)
            } else {
                try folder.write("\(dir)/Example.xcodeproj/project.pbxproj", "")
            }
            if let version = example.swiftVersionFile { try folder.write("\(dir)/.swift-version", version) }
        }
        settle()
        for format in [["--format", "json"], ["--format", "text"], ["--format", "github"], ["--statistics"], ["--quiet"], ["--exit-zero"]] {
            let args = ["check"] + format + ["."]
            let expected = try uncached(args)
            let first = try run(args)
            assertSame(first.result, expected, "first \(format)")
            XCTAssertFalse(wasReplayed(first.log), "\(format)")
            let second = try run(args)
            assertSame(second.result, expected, "replayed \(format)")
            XCTAssertTrue(wasReplayed(second.log), "\(format): \(second.log)")
        }
        // SARIF reads the files' text: never replayed.
        let sarif = ["check", "--format", "sarif", "."]
        _ = try run(sarif)
        let again = try run(sarif)
        assertSame(again.result, try uncached(sarif), "sarif")
        XCTAssertFalse(wasReplayed(again.log))
    }

    /// An unchanged tree is replayed; then a file rewritten within the same second to the same
    /// size, its modification time set back, is checked again, and so is a file added.
    func testEditsAndNewFilesAreNeverReplayed() throws {
        try writeApp()
        settle()
        let check = ["check", "."]
        let first = try run(check)
        XCTAssertFalse(wasReplayed(first.log))
        XCTAssertEqual(snapshots().count, 1)
        let second = try run(check)
        XCTAssertTrue(wasReplayed(second.log), "\(second.log)")
        assertSame(second.result, try uncached(check), "unchanged")
        XCTAssertTrue(second.result.stdout.contains("CitiesView.swift"), second.result.stdout)

        // Same length, same modification time: the finding in CitiesView goes.
        let path = folder.url.appendingPathComponent("App/Sources/CitiesView.swift").path
        let modified = try XCTUnwrap(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)
        let original = citiesView()
        let edited = original.replacingOccurrences(of: "ForEach(cities.indices, id: \\.self) { i in", with: "ForEach(cities,         id: \\.id) { i in  ")
        XCTAssertEqual(edited.utf8.count, original.utf8.count)
        XCTAssertNotEqual(edited, original)
        try folder.write("App/Sources/CitiesView.swift", edited)
        try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: path)
        let afterEdit = try run(check)
        XCTAssertFalse(wasReplayed(afterEdit.log), "\(afterEdit.log)")
        XCTAssertEqual(events(afterEdit.log).scanned, ["Sources/CitiesView.swift"])
        assertSame(afterEdit.result, try uncached(check), "same size, same mtime")
        XCTAssertNotEqual(afterEdit.result.stdout, second.result.stdout, "the edit changes the report")
        // Written less than 3 s ago: still not replayed.
        let soon = try run(check)
        XCTAssertFalse(wasReplayed(soon.log), "\(soon.log)")
        assertSame(soon.result, afterEdit.result, "right after the edit")

        settle()
        _ = try run(check)
        XCTAssertTrue(wasReplayed(try run(check).log))
        try folder.write("App/Sources/More.swift", citiesView().replacingOccurrences(of: "CitiesView", with: "MoreView"))
        let added = try run(check)
        XCTAssertFalse(wasReplayed(added.log), "\(added.log)")
        assertSame(added.result, try uncached(check), "file added")
        XCTAssertTrue(added.result.stdout.contains("More.swift"), added.result.stdout)
    }

    /// What the run reads besides Swift files: a `.swift-version` above the folder checked (it
    /// sets the compiler every file is checked for), added then removed, and the package's manifest.
    func testFilesAboveTheFolderAndManifestsAreWatched() throws {
        let manifest = """
            // swift-tools-version: 6.2.0
            import PackageDescription

            let package = Package(
                name: "Items",
                platforms: [.iOS(.v26), .macOS("26.0")],
                targets: [.target(name: "Items", path: "Sources")]
            )

            """
        try folder.write("App/Package.swift", manifest)
        try folder.write("App/Sources/Items.swift", """
            import SwiftUI

            struct Item: Identifiable {
                let id: UUID
                var title: String
            }

            struct ItemsView: View {
                var items: [Item]

                var body: some View {
                    List {
                        ForEach(Array(items.enumerated()), id: \\.element.id) { index, item in
                            Text("\\(index + 1). \\(item.title)")
                        }
                    }
                }
            }

            """)
        settle()
        let check = ["check", "."]
        _ = try run(check)
        let replayed = try run(check)
        XCTAssertTrue(wasReplayed(replayed.log))
        XCTAssertTrue(replayed.result.stdout.contains("[enumerated-array]"), replayed.result.stdout)

        // Swift 5.10 above the package: `ForEach` cannot take `enumerated()`, the finding goes.
        try folder.write(".swift-version", "5.10\n")
        let versioned = try run(check)
        XCTAssertFalse(wasReplayed(versioned.log), "\(versioned.log)")
        assertSame(versioned.result, try uncached(check), ".swift-version added above")
        XCTAssertFalse(versioned.result.stdout.contains("[enumerated-array]"), versioned.result.stdout)

        settle()
        _ = try run(check)
        XCTAssertTrue(wasReplayed(try run(check).log))
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent(".swift-version"))
        let removed = try run(check)
        XCTAssertFalse(wasReplayed(removed.log), "\(removed.log)")
        assertSame(removed.result, replayed.result, ".swift-version removed")

        // The manifest lowers the deployment target: the finding goes again.
        try folder.write("App/Package.swift", manifest.replacingOccurrences(of: ".iOS(.v26)", with: ".iOS(.v18)"))
        let edited = try run(check)
        XCTAssertFalse(wasReplayed(edited.log), "\(edited.log)")
        assertSame(edited.result, try uncached(check), "manifest edited")
        XCTAssertFalse(edited.result.stdout.contains("[enumerated-array]"), edited.result.stdout)
    }

    /// An Xcode project's build settings give the target: editing them is never replayed over.
    func testXcodeProjectSettingsAreWatched() throws {
        let settings = { (ios: String) in "{\n\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = \(ios);\n}\n" }
        try folder.write("App/App.xcodeproj/project.pbxproj", settings("17.0"))
        try folder.write("App/Sources/Items.swift", InlineFilterList.source)
        settle()
        let check = ["check", "."]
        _ = try run(check)
        let replayed = try run(check)
        XCTAssertTrue(wasReplayed(replayed.log))
        XCTAssertTrue(replayed.result.stdout.contains("[cached-filter]"), replayed.result.stdout)
        // A target listfix cannot read proves no refresh: the note goes.
        try folder.write("App/App.xcodeproj/project.pbxproj", settings("\"$(RECOMMENDED_IPHONEOS_DEPLOYMENT_TARGET)\""))
        let edited = try run(check)
        XCTAssertFalse(wasReplayed(edited.log), "\(edited.log)")
        assertSame(edited.result, try uncached(check), "project settings edited")
        XCTAssertFalse(edited.result.stdout.contains("[cached-filter]"), edited.result.stdout)
    }

    /// An XcodeGen spec and the `.xcconfig` files it names give the target: editing either is never
    /// replayed over.
    func testXcodeGenSpecAndItsConfigFilesAreWatched() throws {
        try folder.write("App/project.yml", "name: App\nconfigFiles:\n  Debug: Config/App.xcconfig\n")
        try folder.write("App/Config/App.xcconfig", "IPHONEOS_DEPLOYMENT_TARGET = 17.0\n")
        try folder.write("App/Sources/Items.swift", InlineFilterList.source)
        settle()
        let check = ["check", "."]
        _ = try run(check)
        let replayed = try run(check)
        XCTAssertTrue(wasReplayed(replayed.log))
        XCTAssertTrue(replayed.result.stdout.contains("[cached-filter]"), replayed.result.stdout)
        // A target listfix cannot read proves no refresh: the note goes, from the config file or the spec.
        try folder.write("App/Config/App.xcconfig", "IPHONEOS_DEPLOYMENT_TARGET = $(FLOOR)\n")
        let edited = try run(check)
        XCTAssertFalse(wasReplayed(edited.log), "\(edited.log)")
        assertSame(edited.result, try uncached(check), "config file edited")
        XCTAssertFalse(edited.result.stdout.contains("[cached-filter]"), edited.result.stdout)
        try folder.write("App/Config/App.xcconfig", "IPHONEOS_DEPLOYMENT_TARGET = 17.0\n")
        let back = try run(check)
        XCTAssertTrue(back.result.stdout.contains("[cached-filter]"), back.result.stdout)
        try folder.write("App/project.yml", "name: App\ninclude:\n  - base.yml\nconfigFiles:\n  Debug: Config/App.xcconfig\n")
        let spec = try run(check)
        XCTAssertFalse(wasReplayed(spec.log), "\(spec.log)")
        assertSame(spec.result, try uncached(check), "spec edited")
        XCTAssertFalse(spec.result.stdout.contains("[cached-filter]"), spec.result.stdout)
    }

    /// A damaged or foreign snapshot is not replayed and is written again.
    func testADamagedSnapshotIsIgnoredAndRewritten() throws {
        try writeApp()
        settle()
        let check = ["check", "."]
        let expected = try uncached(check)
        _ = try run(check)
        let path = try XCTUnwrap(snapshots().first)
        let whole = try Data(contentsOf: URL(fileURLWithPath: path))
        for damaged in [whole.prefix(whole.count / 2), Data(whole.map { $0 == 0x2E ? 0x2F : $0 }), Data(), Data("LFTREE1\n".utf8)] {
            try damaged.write(to: URL(fileURLWithPath: path))
            let run1 = try run(check)
            XCTAssertFalse(wasReplayed(run1.log))
            assertSame(run1.result, expected, "damaged")
            let run2 = try run(check)
            XCTAssertTrue(wasReplayed(run2.log), "rewritten")
            assertSame(run2.result, expected, "replayed after rewrite")
        }
    }
}
