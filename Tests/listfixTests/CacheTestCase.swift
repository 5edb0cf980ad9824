import Foundation
import XCTest
import TestSupport

/// What the tests of `check`'s warm cache share: a temporary folder with a project `App` and a
/// cache folder of its own, runs of the built binary with the cache's log apart from the rest
/// of standard error, and runs without the cache to compare with.
class CacheTestCase: XCTestCase {
    var folder: TemporaryFolder!
    /// The cache folder of these tests, inside the temporary folder.
    var cache: String { folder.url.appendingPathComponent("cache").path }

    override func setUpWithError() throws { folder = try TemporaryFolder() }
    override func tearDown() { folder.remove() }

    /// Runs listfix in `cwd` (default: the project `App`) with this test's cache folder; the
    /// cache's log lines (`LISTFIX_CACHE_LOG`) come apart from the rest of standard error.
    func run(_ arguments: [String], in cwd: String = "App", cacheDir: String? = nil) throws -> (result: ProcessResult, log: [String]) {
        try CacheTestCase.run(arguments, cwd: folder.url.appendingPathComponent(cwd), cacheDir: cacheDir ?? cache)
    }

    static func run(_ arguments: [String], cwd: URL, cacheDir: String) throws -> (result: ProcessResult, log: [String]) {
        var environment = ProcessInfo.processInfo.environment
        environment["LISTFIX_CACHE_DIR"] = cacheDir
        environment["LISTFIX_CACHE_LOG"] = "1"
        var result = try runProcess(ListfixBinary.path, arguments, cwd: cwd, environment: environment)
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        result.stderr = lines.filter { !$0.hasPrefix("cache: ") }.joined(separator: "\n")
        return (result, lines.filter { $0.hasPrefix("cache: ") })
    }

    /// The same run without the cache.
    func uncached(_ arguments: [String], in cwd: String = "App") throws -> ProcessResult {
        try runProcess(ListfixBinary.path, arguments + ["--no-cache"], cwd: folder.url.appendingPathComponent(cwd))
    }

    func assertSame(_ a: ProcessResult, _ b: ProcessResult, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(a.status, b.status, message, file: file, line: line)
        XCTAssertEqual(a.stdout, b.stdout, message, file: file, line: line)
        XCTAssertEqual(a.stderr, b.stderr, message, file: file, line: line)
    }

    /// The files the log says were scanned, scanned again for their declarations (which a
    /// first run does not record) and checked, and its summary line.
    func events(_ log: [String]) -> (scanned: [String], scannedAgain: [String], checked: [String], summary: String) {
        func names(_ prefix: String) -> [String] {
            log.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }.sorted()
        }
        return (names("cache: scanned ./"), names("cache: scanned again ./"), names("cache: checked ./"), log.last ?? "")
    }

    /// The cache file this test's runs wrote (one per settings).
    func cacheFiles() throws -> [String] {
        let root = URL(fileURLWithPath: cache)
        var out: [String] = []
        for version in (try? FileManager.default.contentsOfDirectory(atPath: cache)) ?? [] {
            let dir = root.appendingPathComponent(version)
            for name in (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? [] where name.hasSuffix(".lfc") {
                out.append(dir.appendingPathComponent(name).path)
            }
        }
        return out.sorted()
    }

    // MARK: A small app: a model, two views with findings, a file without

    let model = """
        struct City: Codable {
            let id: String
            var name: String
        }

        extension City: Identifiable {}

        """

    func citiesView(_ extra: String = "") -> String {
        """
        import SwiftUI

        struct CitiesView: View {
            @State var cities: [City] = []

            var body: some View {
                List {
                    ForEach(cities.indices, id: \\.self) { i in
                        Text(cities[i].name)
                    }
                    .onDelete { cities.remove(atOffsets: $0) }
                }\(extra)
            }
        }

        """
    }

    let tasks = """
        import SwiftUI

        struct TaskItem: Identifiable {
            let id: UUID
            var title: String
        }

        struct TasksView: View {
            @State var tasks: [TaskItem] = []

            var body: some View {
                ForEach(Array(tasks.enumerated()), id: \\.offset) { index, task in
                    Text(task.title)
                }
                .onMove { tasks.move(fromOffsets: $0, toOffset: $1) }
            }
        }

        """

    func writeApp() throws {
        try folder.write("App/Package.swift", "// swift-tools-version:5.9\n")
        // `indices-id` is opt-in; its findings over another file's model are what an edit re-runs.
        try folder.write("App/.listfix.toml", "extend-rules = [\"indices-id\", \"offset-id\"]\n")
        try folder.write("App/Sources/Model.swift", model)
        try folder.write("App/Sources/CitiesView.swift", citiesView())
        try folder.write("App/Sources/TasksView.swift", tasks)
        try folder.write("App/Sources/Plain.swift", "let answer = 42\n")
    }
}
