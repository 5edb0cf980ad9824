import Foundation
import XCTest
import TestSupport

/// What a newcomer meets on a first run: the same answer whichever rules run, and no summary of
/// files that could not be read.
final class FirstRunTests: XCTestCase {
    var folder: TemporaryFolder!
    override func setUpWithError() throws { folder = try TemporaryFolder() }
    override func tearDown() { folder.remove() }

    static let tags = """
    import SwiftUI

    struct TagsView: View {
        @State private var tags: [String] = ["a", "b"]

        var body: some View {
            List {
                ForEach(0..<tags.count) { i in Text(tags[i]) }
                    .onDelete { tags.remove(atOffsets: $0) }
            }
        }
    }

    """

    /// A rule yields only to a rule that runs and reports the same rows: `constant-range` leaves
    /// these rows to `indices-id` when both run, and reports them when it runs alone.
    func testARuleYieldsOnlyToARuleThatRuns() throws {
        try folder.write("TagsView.swift", FirstRunTests.tags)
        let alone = try ListfixBinary.run(["check", "--no-cache", "--rules", "constant-range", "TagsView.swift"], cwd: folder.url)
        XCTAssertEqual(alone.status, 1, alone.stderr)
        XCTAssertTrue(alone.stdout.hasPrefix("TagsView.swift:8:13: warning: `ForEach` reads a range given without `id:` once"), alone.stdout)
        let both = try ListfixBinary.run(["check", "--no-cache", "--rules", "constant-range,indices-id", "TagsView.swift"], cwd: folder.url)
        XCTAssertTrue(both.stdout.hasPrefix("TagsView.swift:8:13: error: `ForEach` over the indices of `tags`"), both.stdout)
        XCTAssertFalse(both.stdout.contains("[constant-range]"), both.stdout)
    }

    /// A path that does not exist is one clear error, exit status 2, and no "No findings in 0 files".
    func testNothingReadMeansNoSummary() throws {
        let result = try ListfixBinary.run(["check", "nosuch/path"], cwd: folder.url)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("nosuch/path"), result.stderr)
        // With one readable file beside it, the summary counts that file.
        try folder.write("TagsView.swift", FirstRunTests.tags)
        let mixed = try ListfixBinary.run(["check", "--rules", "indices-id", "nosuch/path", "TagsView.swift"], cwd: folder.url)
        XCTAssertEqual(mixed.status, 2)
        XCTAssertTrue((mixed.stdout + mixed.stderr).contains("Found 1 finding in 1 file: 1 without an automatic fix.\n"), mixed.stdout + mixed.stderr)
    }

    /// Text read from standard input with `--stdin-filename PATH` is checked inside PATH's project,
    /// as `check PATH` is: the same declarations, so the same fix.
    func testStandardInputIsCheckedInsideItsProject() throws {
        try folder.write("Package.swift", """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "App", platforms: [.iOS(.v17)], targets: [.target(name: "App")])

        """)
        try folder.write("Sources/App/Todo.swift", "import Foundation\nstruct Todo: Identifiable { let id: UUID; var title: String }\n")
        let view = """
        import SwiftUI
        struct TodosView: View {
            @State private var todos: [Todo] = []
            var body: some View {
                List {
                    ForEach(todos.indices, id: \\.self) { i in Text(todos[i].title) }
                }
                Button("Add") { todos.insert(Todo(id: UUID(), title: ""), at: 0) }
            }
        }

        """
        try folder.write("Sources/App/TodosView.swift", view)
        let path = "Sources/App/TodosView.swift"
        let byPath = try ListfixBinary.run(["fix", "--dry-run", path], cwd: folder.url)
        XCTAssertTrue(byPath.stdout.contains("+            ForEach(todos) { todo in Text(todo.title) }"), byPath.stdout)
        let byInput = try ListfixBinary.run(["fix", "--dry-run", "-", "--stdin-filename", path], cwd: folder.url, stdin: Data(view.utf8))
        XCTAssertEqual(byInput.stdout, byPath.stdout)
        // An unsaved edit in the text counts, not the file on disk.
        let edited = view.replacingOccurrences(of: "Text(todos[i].title)", with: "Text(todos[i].title).bold()")
        let byEdited = try ListfixBinary.run(["fix", "--dry-run", "-", "--stdin-filename", path], cwd: folder.url, stdin: Data(edited.utf8))
        XCTAssertTrue(byEdited.stdout.contains("+            ForEach(todos) { todo in Text(todo.title).bold() }"), byEdited.stdout)
    }
}
