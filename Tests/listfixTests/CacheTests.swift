import Foundation
import XCTest
import TestSupport

/// `check`'s warm cache, through the built binary: a run with the cache reports byte for byte
/// what a run without it reports, on the whole catalog and after edits; a second run of an
/// unchanged tree runs no rule; an edit runs again the file and the files whose findings read
/// what it changed; concurrently written cache files never change a result. See also
/// `CacheDamageTests` and `CacheFixTests`.
final class CacheTests: CacheTestCase {
    // MARK: The catalog

    /// Every catalog example (its `before` and context files, its manifest) in one tree: with the cache, cold and warm, every output format gives
    /// what it gives without; the warm run scans no file and runs no rule. Then every context
    /// file loses its conformances, and again the cache gives exactly what a run without it gives.
    func testTheCatalogGivesTheSameOutputWithTheCacheColdWarmAndEdited() throws {
        var contexts: [String] = []
        for example in try CatalogExample.all() {
            let dir = "App/\(example.rule)/\(example.name)"
            try folder.write("\(dir)/Example.swift", example.before)
            if let context = example.context {
                try folder.write("\(dir)/Context.swift", context)
                contexts.append("\(dir)/Context.swift")
            }
            // Each example is a project of its own (a manifest, else an `.xcodeproj`): examples
            // declare the same type names differently, and one project of them all would not
            // give the same findings on every run, cache or not.
            if let manifest = example.manifest {
                try folder.write("\(dir)/Package.swift", manifest)
            } else {
                try folder.write("\(dir)/Example.xcodeproj/project.pbxproj", "")
            }
            if let version = example.swiftVersionFile { try folder.write("\(dir)/.swift-version", version) }
        }
        // The identity rules whose findings the edit below changes are opt-in.
        try folder.write("App/.listfix.toml", "extend-rules = [\"indices-id\", \"offset-id\"]\n")
        let check = ["check", "--format", "json", "."]
        let expected = try uncached(check)
        XCTAssertEqual(expected.status, 1, expected.stderr)
        let cold = try run(check)
        assertSame(cold.result, expected, "cold")
        let warm = try run(check)
        assertSame(warm.result, expected, "warm")
        XCTAssertEqual(events(warm.log).scanned, [])
        XCTAssertEqual(events(warm.log).checked, [])
        for format in [["--format", "text"], ["--format", "github"], ["--format", "sarif"], ["--format", "rdjson"], ["--format", "gitlab"],
                       ["--format", "junit"], ["--statistics"], ["--quiet"]] {
            let args = ["check"] + format + ["."]
            _ = try run(args)
            let again = try run(args)
            assertSame(again.result, try uncached(args), "\(format)")
            XCTAssertEqual(events(again.log).checked, [], "\(format)")
        }

        for path in contexts {
            let text = try folder.text(path)
            try folder.write(path, text.replacingOccurrences(of: ": Identifiable", with: "")
                .replacingOccurrences(of: ", Identifiable", with: ""))
        }
        let edited = try run(check)
        let expectedEdited = try uncached(check)
        XCTAssertNotEqual(expectedEdited.stdout, expected.stdout, "the edit changes some finding")
        assertSame(edited.result, expectedEdited, "edited")
        XCTAssertFalse(events(edited.log).checked.isEmpty)
        let warmEdited = try run(check)
        assertSame(warmEdited.result, expectedEdited, "edited, warm")
        XCTAssertEqual(events(warmEdited.log).checked, [])
    }

    // MARK: What an edit runs again

    /// Editing a declaration another file's findings read runs that file's rules again, and its
    /// finding changes as it does without the cache; a file that did not read it is not run
    /// again; an edit that changes no declaration runs only the edited file. A first run records
    /// no declarations: the first run that needs them scans the unchanged files again, once.
    func testAnEditRunsAgainTheFilesThatReadWhatItChanged() throws {
        try writeApp()
        let check = ["check", "."]
        let first = try run(check)
        assertSame(first.result, try uncached(check), "cold")
        XCTAssertEqual(events(first.log).checked, ["Sources/CitiesView.swift", "Sources/TasksView.swift"])
        XCTAssertTrue(first.result.stdout.contains("CitiesView.swift:8:13: error:"), first.result.stdout)

        let warm = try run(check)
        assertSame(warm.result, first.result, "warm")
        XCTAssertEqual(events(warm.log).scanned, [])
        XCTAssertEqual(events(warm.log).checked, [])

        // Without its conformance `City`'s rows have no id: the fix is no longer safe.
        try folder.write("App/Sources/Model.swift", model.replacingOccurrences(of: "extension City: Identifiable {}\n", with: ""))
        let edited = try run(check)
        let expected = try uncached(check)
        assertSame(edited.result, expected, "edited model")
        XCTAssertNotEqual(edited.result.stdout, first.result.stdout)
        XCTAssertEqual(events(edited.log).scanned, ["Sources/Model.swift"])
        XCTAssertEqual(events(edited.log).scannedAgain, ["Package.swift", "Sources/CitiesView.swift", "Sources/Plain.swift", "Sources/TasksView.swift"])
        XCTAssertEqual(events(edited.log).checked, ["Sources/CitiesView.swift"])

        // A modifier added inside a body changes no declaration other files read.
        try folder.write("App/Sources/CitiesView.swift", citiesView("\n        .padding()"))
        let body = try run(check)
        assertSame(body.result, try uncached(check), "edited body")
        XCTAssertEqual(events(body.log).scanned, ["Sources/CitiesView.swift"])
        XCTAssertEqual(events(body.log).scannedAgain, [])
        XCTAssertEqual(events(body.log).checked, ["Sources/CitiesView.swift"])
    }

    /// A computed property of another file that starts or stops making its values anew (what
    /// `id-made-in-body` reads one property away) runs the view that reads it again.
    func testAHelpersComputedPropertyThatStartsMakingValuesRunsItsReaderAgain() throws {
        let made = "[Integration(name: \"Shell\"), Integration(name: \"Git\")]"
        func helper(_ groups: String) -> String {
            "import Foundation\nstruct Integration: Identifiable {\n    let id = UUID()\n    var name: String\n}\n"
                + "struct Instructions {\n    let all = \(made)\n    var groups: [Integration] { \(groups) }\n}\n"
        }
        try folder.write("App/Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"App\", targets: [.target(name: \"App\", path: \"Sources\")])\n")
        try folder.write("App/Sources/Instructions.swift", helper("all"))
        try folder.write("App/Sources/IntegrationsView.swift", """
            import SwiftUI
            struct IntegrationsView: View {
                private let instructions = Instructions()
                var body: some View {
                    List { ForEach(instructions.groups) { Text($0.name) } }
                }
            }

            """)
        let check = ["check", "."]
        let kept = try run(check)
        assertSame(kept.result, try uncached(check), "kept")
        XCTAssertFalse(kept.result.stdout.contains("id-made-in-body"), kept.result.stdout)
        try folder.write("App/Sources/Instructions.swift", helper(made))
        let remade = try run(check)
        assertSame(remade.result, try uncached(check), "made on every read")
        XCTAssertTrue(remade.result.stdout.hasPrefix("Sources/IntegrationsView.swift:5:24: warning: `Instructions.groups` makes new `Integration` values"),
                      remade.result.stdout)
        // The view is run again for what it read of the other file; the edited file has no rows.
        XCTAssertEqual(events(remade.log).checked, ["Sources/IntegrationsView.swift"])
        try folder.write("App/Sources/Instructions.swift", helper("all"))
        let keptAgain = try run(check)
        assertSame(keptAgain.result, kept.result, "kept again")
    }

    /// A search helper of another file that starts or stops sorting (what `cached-filter` reads of
    /// the project index) runs the view that calls it again; a prefix of the items is no walk.
    func testAHelperThatStartsSortingRunsItsCallerAgain() throws {
        func helper(_ result: String) -> String {
            "import Foundation\nstruct Item: Identifiable {\n    let id: Int\n    var name: String\n}\n"
                + "enum ItemSearch {\n    static func matching(in items: [Item], query: String) -> [Item] {\n"
                + "        let found = Array(items.prefix(50))\n        return \(result)\n    }\n}\n"
        }
        try folder.write("App/Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"App\", targets: [.target(name: \"App\", path: \"Sources\")])\n")
        try folder.write("App/Sources/ItemSearch.swift", helper("found"))
        try folder.write("App/Sources/ItemsView.swift", """
            import SwiftUI
            struct ItemsView: View {
                @State private var items: [Item] = []
                @State private var title = ""
                private var results: [Item] { ItemSearch.matching(in: items, query: "") }
                var body: some View {
                    List {
                        TextField("Title", text: $title)
                        ForEach(results) { item in Text(item.name).bold(item.id == results.first?.id) }
                    }
                }
            }

            """)
        let check = ["check", "."]
        let plain = try run(check)
        assertSame(plain.result, try uncached(check), "not sorting")
        XCTAssertFalse(plain.result.stdout.contains("cached-filter"), plain.result.stdout)
        try folder.write("App/Sources/ItemSearch.swift", helper("found.sorted { $0.name < $1.name }"))
        let sorting = try run(check)
        assertSame(sorting.result, try uncached(check), "sorting")
        XCTAssertTrue(sorting.result.stdout.hasPrefix("Sources/ItemsView.swift:9:21: warning: `results` calls `ItemSearch.matching`, which filters or sorts, each time the body reads it, and each row reads it again"),
                      sorting.result.stdout)
        // The view is run again for what it read of the other file.
        XCTAssertTrue(events(sorting.log).checked.contains("Sources/ItemsView.swift"), "\(events(sorting.log).checked)")
        try folder.write("App/Sources/ItemSearch.swift", helper("found"))
        let plainAgain = try run(check)
        assertSame(plainAgain.result, plain.result, "not sorting again")
    }

    /// A detail view in another file that starts renaming the rows' element through its `@Binding`
    /// runs the rows' file again: their `mutable-id` finding appears as it does without the cache
    /// (and goes when the edit does).
    func testAnEditorThatStartsRenamingRunsTheRowsFileAgain() throws {
        func editor(_ action: String) -> String {
            "import SwiftUI\nstruct NoteEditor: View {\n    @Binding var note: Note\n    var body: some View {\n"
                + "        Button(\"Rename\") { \(action) }\n    }\n}\n"
        }
        try folder.write("App/Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"App\", targets: [.target(name: \"App\", path: \"Sources\")])\n")
        try folder.write("App/Sources/NoteEditor.swift", editor("print(note.title)"))
        try folder.write("App/Sources/NotesView.swift", """
            import SwiftUI
            struct Note: Identifiable {
                var title: String
                var id: String { title }
            }
            struct NotesView: View {
                @State private var notes: [Note] = []
                var body: some View {
                    List(notes) { note in Text(note.title) }
                }
            }

            """)
        let check = ["check", "."]
        let reading = try run(check)
        assertSame(reading.result, try uncached(check), "reading")
        XCTAssertFalse(reading.result.stdout.contains("mutable-id"), reading.result.stdout)
        try folder.write("App/Sources/NoteEditor.swift", editor("note.title = \"Renamed\""))
        let renaming = try run(check)
        assertSame(renaming.result, try uncached(check), "renaming")
        XCTAssertTrue(renaming.result.stdout.hasPrefix("Sources/NotesView.swift:9:14: warning: these rows are keyed by `Note.id`, computed from `var title`"),
                      renaming.result.stdout)
        XCTAssertTrue(events(renaming.log).checked.contains("Sources/NotesView.swift"), "\(events(renaming.log).checked)")
        try folder.write("App/Sources/NoteEditor.swift", editor("print(note.title)"))
        let readingAgain = try run(check)
        assertSame(readingAgain.result, reading.result, "reading again")
    }

    /// A view's rows are in the container another file places the view in: moving the view from a
    /// stack into a `List` runs the view's file again, and its `unary-row` finding appears as it
    /// does without the cache (and goes when the view moves back).
    func testPlacingAViewInAListRunsTheViewsFileAgain() throws {
        func host(_ container: String) -> String {
            "import SwiftUI\nstruct Host: View {\n    @State private var items: [Item] = []\n    var body: some View {\n"
                + "        \(container) { Rows(items: items) }\n            .task { items = [] }\n    }\n}\n"
        }
        try folder.write("App/Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"App\", targets: [.target(name: \"App\", path: \"Sources\")])\n")
        try folder.write("App/Sources/Rows.swift", """
            import SwiftUI
            struct Item: Identifiable {
                let id: UUID
                var title: String
                var isShown: Bool
            }
            struct Rows: View {
                var items: [Item]
                var body: some View {
                    ForEach(items) { item in
                        if item.isShown { Text(item.title) }
                    }
                }
            }

            """)
        try folder.write("App/Sources/Host.swift", host("VStack"))
        let check = ["check", "."]
        let stacked = try run(check)
        assertSame(stacked.result, try uncached(check), "in a stack")
        XCTAssertFalse(stacked.result.stdout.contains("unary-row"), stacked.result.stdout)
        try folder.write("App/Sources/Host.swift", host("List"))
        let listed = try run(check)
        assertSame(listed.result, try uncached(check), "in a list")
        XCTAssertTrue(listed.result.stdout.hasPrefix("Sources/Rows.swift:11:13: note: this `ForEach` row's top-level `if`"), listed.result.stdout)
        XCTAssertTrue(listed.result.stdout.contains("(the project places `Rows` in a `List`)"), listed.result.stdout)
        XCTAssertEqual(events(listed.log).checked, ["Sources/Host.swift", "Sources/Rows.swift"])
        try folder.write("App/Sources/Host.swift", host("VStack"))
        let back = try run(check)
        assertSame(back.result, stacked.result, "back in a stack")
    }

    /// A file rewritten with bytes of the same length, its modification time set back, is still
    /// seen to have changed (its inode change time moved); unchanged files whose times have
    /// settled are known by their stamp and not read.
    func testAStampThatLooksTheSameStillShowsTheChange() throws {
        try writeApp()
        let check = ["check", "."]
        _ = try run(check)
        // Files written less than 3 s before a run are hashed again; once settled, their stamp stands.
        Thread.sleep(forTimeInterval: 3.2)
        _ = try run(check)
        let settled = try run(check)
        XCTAssertTrue(events(settled.log).summary.contains("5 files listed, 0 scanned, 5 known unchanged by their stamp"), events(settled.log).summary)

        let path = folder.url.appendingPathComponent("App/Sources/TasksView.swift").path
        let modified = try XCTUnwrap(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)
        let renamed = tasks.replacingOccurrences(of: "Text(task.title)", with: "Text(task.tilte)")
        XCTAssertEqual(renamed.utf8.count, tasks.utf8.count)
        try folder.write("App/Sources/TasksView.swift", renamed)
        try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: path)
        let after = try run(check)
        assertSame(after.result, try uncached(check), "same size, same mtime")
        XCTAssertEqual(events(after.log).scanned, ["Sources/TasksView.swift"])
    }

    // MARK: Runs at once

    /// Runs at once, on the same cache file, from cold: each gives the uncached result, and the
    /// file they leave is whole.
    func testConcurrentRunsDoNotCorruptTheCache() throws {
        try writeApp()
        for k in 0..<20 { try folder.write("App/Sources/Extra\(k).swift", citiesView().replacingOccurrences(of: "CitiesView", with: "Cities\(k)")) }
        let check = ["check", "--format", "json", "."]
        let expected = try uncached(check)
        for round in 0..<3 {
            if round == 1 { try folder.write("App/Sources/Model.swift", model.replacingOccurrences(of: "extension City: Identifiable {}\n", with: "")) }
            let expectedNow = round == 0 ? expected : try uncached(check)
            let results = Locked([ProcessResult?](repeating: nil, count: 4))
            let app = folder.url.appendingPathComponent("App"), cacheDir = cache
            DispatchQueue.concurrentPerform(iterations: 4) { k in
                let result = try? CacheTestCase.run(check, cwd: app, cacheDir: cacheDir).result
                results.update { $0[k] = result }
            }
            for (k, result) in results.value.enumerated() {
                let result = try XCTUnwrap(result, "round \(round), run \(k)")
                assertSame(result, expectedNow, "round \(round), run \(k)")
            }
            let after = try run(check)
            assertSame(after.result, expectedNow, "round \(round), after")
            XCTAssertEqual(events(after.log).checked, [], "round \(round): the cache file is whole")
        }
    }

    // MARK: Where the cache is

    /// `--no-cache` reads and writes nothing in the cache folder, however it is named.
    func testNoCacheWritesNothing() throws {
        try writeApp()
        try folder.write("App/.listfix.toml", "cache-dir = \"../from-config\"\nextend-rules = [\"indices-id\", \"offset-id\"]\n")
        let result = try run(["check", "--no-cache", "--cache-dir", "../from-flag", "."])
        XCTAssertEqual(result.result.status, 1, result.result.stderr)
        XCTAssertEqual(result.log, [])
        for name in ["cache", "from-config", "from-flag"] {
            XCTAssertFalse(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent(name).path), name)
        }
        _ = try run(["fix", "--dry-run", "."])
        XCTAssertFalse(FileManager.default.fileExists(atPath: cache), "fix does not use the cache")
    }

    /// `--cache-dir` first, then `LISTFIX_CACHE_DIR`, then the configuration's `cache-dir`
    /// (relative to its folder), then the user's cache folder (`XDG_CACHE_HOME`, else `~/.cache`).
    func testTheCacheFolderComesFromTheFlagTheEnvironmentTheConfigurationOrTheUsersCacheFolder() throws {
        try writeApp()
        try folder.write("App/.listfix.toml", "cache-dir = \"../from-config\"\nextend-rules = [\"indices-id\", \"offset-id\"]\n")
        func cacheFiles(in name: String) -> Int {
            let root = folder.url.appendingPathComponent(name).path
            let versions = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
            return versions.reduce(0) { n, v in
                n + (((try? FileManager.default.contentsOfDirectory(atPath: root + "/" + v)) ?? []).filter { $0.hasSuffix(".lfc") }.count)
            }
        }
        _ = try run(["check", "--cache-dir", "../from-flag", "."])
        XCTAssertEqual(cacheFiles(in: "from-flag"), 1)
        _ = try run(["check", "."], cacheDir: folder.url.appendingPathComponent("from-env").path)
        XCTAssertEqual(cacheFiles(in: "from-env"), 1)
        XCTAssertEqual(cacheFiles(in: "from-config"), 0)
        #if os(Linux)
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "LISTFIX_CACHE_DIR")
        environment["XDG_CACHE_HOME"] = folder.url.appendingPathComponent("xdg").path
        environment["HOME"] = folder.url.appendingPathComponent("home").path
        let app = folder.url.appendingPathComponent("App")
        try runProcessWithout(cacheVariable: environment, ["check", "."], cwd: app)
        XCTAssertEqual(cacheFiles(in: "from-config"), 1)
        try runProcessWithout(cacheVariable: environment, ["check", "--no-config", "."], cwd: app)
        XCTAssertEqual(cacheFiles(in: "xdg/listfix"), 1)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("xdg/listfix/CACHEDIR.TAG").path))
        environment.removeValue(forKey: "XDG_CACHE_HOME")
        try runProcessWithout(cacheVariable: environment, ["check", "--no-config", "."], cwd: app)
        XCTAssertEqual(cacheFiles(in: "home/.cache/listfix"), 1)
        #endif
    }

    /// `runProcess` adds the tests' cache folder to any environment; this runs without it.
    @discardableResult
    func runProcessWithout(cacheVariable environment: [String: String], _ arguments: [String], cwd: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ListfixBinary.path)
        process.arguments = arguments
        process.currentDirectoryURL = cwd
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Old versions' folders past the two most recently used go, and this version keeps its 64
    /// most recently used cache files; folders and files that are not the cache's stay.
    func testOldVersionsAndLeastRecentlyUsedFilesArePruned() throws {
        try writeApp()
        let version = try XCTUnwrap(try runProcess(ListfixBinary.path, ["--version"]).stdout.split(separator: " ").last)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let fm = FileManager.default
        let now = Date()
        for k in 0..<70 {
            let path = try folder.write("cache/\(version)/old\(k).lfc", "x")
            try fm.setAttributes([.modificationDate: now.addingTimeInterval(-Double(1000 + k))], ofItemAtPath: path.path)
        }
        for (k, old) in ["0.0.1", "0.0.2", "0.0.3"].enumerated() {
            try folder.write("cache/\(old)/.listfix-cache", "")
            try folder.write("cache/\(old)/a.lfc", "x")
            try fm.setAttributes([.modificationDate: now.addingTimeInterval(-Double(100 - k))],
                                 ofItemAtPath: folder.url.appendingPathComponent("cache/\(old)").path)
        }
        try folder.write("cache/not-ours/keep.txt", "mine")
        _ = try run(["check", "."])
        let kept = try fm.contentsOfDirectory(atPath: cache + "/" + version).filter { $0.hasSuffix(".lfc") }
        XCTAssertEqual(kept.count, 64)
        XCTAssertFalse(kept.contains("old69.lfc"), "the least recently used go first")
        XCTAssertTrue(kept.contains("old0.lfc"))
        XCTAssertEqual(try fm.contentsOfDirectory(atPath: cache).filter { !$0.hasPrefix(".") && $0 != "CACHEDIR.TAG" }.sorted(),
                       ["0.0.2", "0.0.3", "not-ours", version].sorted())
        XCTAssertEqual(try folder.text("cache/not-ours/keep.txt"), "mine")
    }
}
