import XCTest
import TestSupport

/// Default and opt-in rules, `--rules all`, `--extend-rules` and `--fail-on`, through the binary.
final class RuleSelectionTests: XCTestCase {
    var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
        // `Tag.id` derives from `name` (derived-id, opt-in, a note); the rows are keyed by position
        // (offset-id, default, a warning).
        try folder.write("App/Tags.swift", """
        import SwiftUI

        struct Tag: Identifiable {
            let name: String
            var id: String { name }
        }

        struct TagsView: View {
            var tags: [Tag]

            var body: some View {
                List(tags) { tag in
                    Text(tag.name)
                }
            }
        }

        """)
    }

    override func tearDown() { folder.remove() }

    func run(_ args: String...) throws -> ProcessResult {
        try ListfixBinary.run(args, cwd: folder.url)
    }

    let derived = "App/Tags.swift:5:5: note: `Tag.id` is derived from `name`"

    func testOptInRulesRunOnlyWhenAsked() throws {
        let plain = try run("check", "App")
        XCTAssertEqual(plain.stdout, "")
        XCTAssertEqual(plain.status, 0, plain.stderr)

        for args in [["--extend-rules", "derived-id"], ["--rules", "all"], ["--rules", "derived-id"]] {
            let result = try ListfixBinary.run(["check"] + args + ["App"], cwd: folder.url)
            XCTAssertTrue(result.stdout.hasPrefix(derived), "\(args): \(result.stdout)")
            // A note alone does not fail the run.
            XCTAssertEqual(result.status, 0, "\(args)")
        }
        let disabled = try run("check", "--rules", "all", "--disable", "derived-id", "App")
        XCTAssertEqual(disabled.stdout, "")
    }

    func testFailOnSetsTheLowestFailingSeverity() throws {
        XCTAssertEqual(try run("check", "--extend-rules", "derived-id", "--fail-on", "note", "App").status, 1)
        XCTAssertEqual(try run("check", "--extend-rules", "derived-id", "--fail-on", "warning", "App").status, 0)
        // A warning fails by default, and not with `--fail-on error`.
        try folder.write("App/Rows.swift", """
        import SwiftUI

        struct RowsView: View {
            @Binding var tags: [Tag]

            var body: some View {
                ForEach(Array(tags.enumerated()), id: \\.offset) { index, tag in
                    Text("\\(index) \\(tag.name)")
                }
            }
        }

        extension RowsView {
            func remove(at offsets: IndexSet) {
                withAnimation { tags.remove(atOffsets: offsets) }
            }
        }

        """)
        XCTAssertEqual(try run("check", "--extend-rules", "offset-id", "App").status, 1)
        XCTAssertEqual(try run("check", "--extend-rules", "offset-id", "--fail-on", "error", "App").status, 0)
        // `Tag.id` hands on its `name`, content two tags may share: the key fix is unsafe, and asked for.
        XCTAssertEqual(try run("fix", "--extend-rules", "offset-id", "--unsafe-fixes", "--fail-on", "error", "--dry-run", "App").status, 1,
                       "a preview with changes still exits 1")
        let bad = try run("check", "--fail-on", "info", "App")
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("--fail-on expects error, warning or note, got 'info'"), bad.stderr)
    }

    func testConfigurationExtendsRulesAndSetsFailOn() throws {
        try folder.write(".listfix.toml", """
        extend-rules = ["derived-id"]
        fail-on = "note"

        """)
        let result = try run("check", "App")
        XCTAssertTrue(result.stdout.hasPrefix(derived), result.stdout)
        XCTAssertEqual(result.status, 1)
        // A flag replaces the file's setting.
        XCTAssertEqual(try run("check", "--fail-on", "warning", "App").status, 0)
        XCTAssertEqual(try run("check", "--extend-rules", "class-identity", "App").stdout, "")

        try folder.write(".listfix.toml", "fail-on = \"loud\"\n")
        let bad = try run("check", "App")
        XCTAssertEqual(bad.status, 2)
        XCTAssertEqual(bad.stderr, ".listfix.toml:1:1: error: 'fail-on' expects \"error\", \"warning\" or \"note\"\n")
        try folder.write(".listfix.toml", "extend-rules = [\"all\"]\n")
        XCTAssertEqual(try run("check", "App").stderr, ".listfix.toml:1:17: error: unknown rule 'all'; `listfix rules` lists them\n")
    }

    func testRulesListSaysDefaultOrOptIn() throws {
        let list = try run("rules")
        let lines = list.stdout.split(separator: "\n")
        XCTAssertTrue(lines.contains { $0.hasPrefix("derived-id") && $0.contains(" opt-in ") }, list.stdout)
        XCTAssertTrue(lines.contains { $0.hasPrefix("class-identity") && $0.contains(" opt-in ") }, list.stdout)
        for id in ["indices-id", "offset-id", "enumerated-array", "cached-filter", "unary-row"] {
            XCTAssertTrue(lines.contains { $0.hasPrefix(id + " ") && $0.contains(" default ") }, "the card's rewrites are default rules: \(list.stdout)")
        }
        XCTAssertTrue(lines.contains { $0.hasPrefix("repeated-id") && $0.contains(" default ") }, list.stdout)
        let json = try run("rules", "--format", "json")
        XCTAssertTrue(json.stdout.contains("\"id\":\"derived-id\",\"summary\":"), json.stdout)
        let rules = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as! [[String: Any]]
        XCTAssertEqual(rules.first { $0["id"] as? String == "derived-id" }?["default"] as? Bool, false)
        XCTAssertEqual(rules.first { $0["id"] as? String == "offset-id" }?["default"] as? Bool, true)
        XCTAssertEqual(rules.first { $0["id"] as? String == "repeated-id" }?["default"] as? Bool, true)
    }
}

/// Preview code (`#Preview`, `PreviewProvider`) never ships: no rule reports there.
final class PreviewCodeTests: XCTestCase {
    func testNoFindingsInPreviews() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let model = """
        import SwiftUI

        struct User: Identifiable {
            let id: UUID
            var name: String
        }

        """
        let rows = """
            ForEach(Array(users.enumerated()), id: \\.offset) { index, user in
                Text(user.name)
            }
        """
        try folder.write("App/Model.swift", model)
        try folder.write("App/Previews.swift", """
        import SwiftUI

        #Preview("Users") {
            let users = [User(id: UUID(), name: "Ada")]
            List {
            \(rows)
            }
        }

        #Preview {
            List(0..<3) { _ in Text("x") }
        }

        """)
        try folder.write("App/Shipped.swift", """
        import SwiftUI

        struct UsersView: View {
            @Binding var users: [User]
            var body: some View {
            \(rows)
            }
        }

        extension UsersView {
            func remove(at offsets: IndexSet) {
                withAnimation { users.remove(atOffsets: offsets) }
            }
        }

        """)
        let result = try ListfixBinary.run(["check", "--rules", "all", "App"], cwd: folder.url)
        XCTAssertEqual(result.stdout.split(separator: "\n").map { String($0.prefix(31)) }, ["App/Shipped.swift:6:48: warning"], result.stdout)
    }
}

/// `mutable-id` reads writes across the project's files, and not in its tests.
final class MutableIDProjectTests: XCTestCase {
    func testReportsOnlyWhenTheAppWritesTheSource() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("App/Note.swift", """
        import SwiftUI

        struct Note: Identifiable {
            var title: String
            var id: String { title }
        }

        struct NotesView: View {
            @State var notes: [Note]
            var body: some View {
                List(notes) { note in Text(note.title) }
            }
        }

        """)
        // A view the tests build to rename a note through its binding: kept with `Note` in the app, not here.
        try folder.write("Tests/AppTests/NoteTests.swift", """
        import SwiftUI

        struct RenameHost: View {
            @Binding var note: Note
            var body: some View {
                Button("Rename") { note.title = "b" }
            }
        }

        """)
        let silent = try ListfixBinary.run(["check", "."], cwd: folder.url)
        XCTAssertEqual(silent.stdout, "", "a test's write is not the app's")
        try folder.write("App/Rename.swift", """
        import SwiftUI

        struct RenameButton: View {
            @Binding var note: Note
            var body: some View {
                Button("Copy") { note.title += " (copy)" }
            }
        }

        """)
        let reported = try ListfixBinary.run(["check", "."], cwd: folder.url)
        XCTAssertTrue(reported.stdout.hasPrefix("App/Note.swift:11:14: warning: these rows are keyed by `Note.id`, computed from `var title`"),
                      reported.stdout)
    }
}
