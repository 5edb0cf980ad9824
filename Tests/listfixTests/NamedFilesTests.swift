import XCTest
import TestSupport

/// `check FILE…` and `fix FILE…` read the declarations of each file's whole project, as a folder
/// run does, and report and edit only the files named (what a pre-commit hook passes).
final class NamedFilesTests: XCTestCase {
    var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
        try folder.write("App/Package.swift", "// swift-tools-version:5.9\n")
        try folder.write("App/Sources/Model.swift", "struct Todo: Identifiable {\n    let id: UUID\n    var title: String\n}\n")
        try folder.write("App/Sources/View.swift", view("TodosView"))
        try folder.write("App/Sources/Other.swift", view("OtherView"))
    }

    override func tearDown() { folder.remove() }

    func view(_ name: String) -> String {
        """
        import SwiftUI

        struct \(name): View {
            @Binding var todos: [Todo]

            var body: some View {
                ForEach(Array(todos.enumerated()), id: \\.offset) { index, todo in
                    Text(todo.title)
                }
            }
        }

        extension \(name) {
            func remove(at offsets: IndexSet) {
                withAnimation { todos.remove(atOffsets: offsets) }
            }
        }

        """
    }

    func testANamedFileIsCheckedInsideItsProject() throws {
        let sources = folder.url.appendingPathComponent("App/Sources")
        let check = try ListfixBinary.runWithOffsetRule(["check", "View.swift"], cwd: sources)
        XCTAssertEqual(check.status, 1, check.stderr)
        XCTAssertEqual(check.stdout.split(separator: "\n").map { String($0.prefix(30)) }, ["View.swift:7:48: warning: `For"])
        XCTAssertEqual(check.stderr, "Found 1 finding in 1 file: 1 fixable with `listfix fix`.\n",
                       "the model in another file proves `Todo` Identifiable, so the fix is safe")

        let fix = try ListfixBinary.runWithOffsetRule(["fix", "App/Sources/View.swift"], cwd: folder.url)
        XCTAssertEqual(fix.status, 0, fix.stderr)
        XCTAssertEqual(try folder.text("App/Sources/View.swift"),
                       view("TodosView").replacingOccurrences(of: "id: \\.offset", with: "id: \\.element.id"))
        XCTAssertEqual(try folder.text("App/Sources/Other.swift"), view("OtherView"), "a file not named is not edited")
        XCTAssertEqual(fix.stderr, "Applied 1 fix in 1 file (1 file checked).\n")
    }
}
