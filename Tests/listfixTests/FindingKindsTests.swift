import Foundation
import XCTest
import TestSupport

/// The three kinds of finding through the binary: a migration is a `note` with its safe fix, printed
/// after every warning and error and counted apart; notes never fail a run unless `--fail-on note`;
/// every format carries the kind; `fix` applies the notes' fixes.
final class FindingKindsTests: XCTestCase {
    var folder: TemporaryFolder!

    override func setUpWithError() throws { folder = try TemporaryFolder() }
    override func tearDown() { folder.remove() }

    func run(_ arguments: [String]) throws -> ProcessResult { try ListfixBinary.run(arguments, cwd: folder.url) }

    static let model = "import SwiftUI\n\nstruct User: Identifiable {\n    let id: UUID\n    var name: String\n}\n"
    /// Handed its users: nothing shows them change, so rows over indices are a migration.
    static let handedIn = """
        import SwiftUI

        struct HandedIn: View {
            let users: [User]

            var body: some View {
                List {
                    ForEach(users.indices, id: \\.self) { index in
                        Text(users[index].name)
                    }
                }
            }
        }

        """
    /// The same rows over state that the user deletes from: a hazard.
    static let deleted = """
        import SwiftUI

        struct Deleted: View {
            @State private var users: [User] = []

            var body: some View {
                List {
                    ForEach(users.indices, id: \\.self) { index in
                        Text(users[index].name)
                    }
                    .onDelete { users.remove(atOffsets: $0) }
                }
            }
        }

        """

    func write(withHazard: Bool) throws {
        try folder.write("App/Model.swift", FindingKindsTests.model)
        try folder.write("App/A.swift", FindingKindsTests.handedIn)
        if withHazard { try folder.write("App/B.swift", FindingKindsTests.deleted) }
    }

    func testNotesComeAfterWarningsAndErrorsAndAreCountedApart() throws {
        try write(withHazard: true)
        let result = try run(["check", "--no-cache", "App"])
        XCTAssertEqual(result.status, 1, "the error fails the run")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 2, result.stdout)
        XCTAssertTrue(lines[0].hasPrefix("App/B.swift:8:13: error: `ForEach` over the indices of `users` keys each row by its position: "), lines[0])
        XCTAssertEqual(lines[1], "App/A.swift:8:13: note: `ForEach` over the indices of `users` keys each row by its position; keyed by "
            + "their elements' ids, rows keep their identity when `users` changes (nothing here shows `users` changing while it is "
            + "displayed) [indices-id]")
        XCTAssertEqual(result.stderr, "Found 1 finding in 3 files: 1 fixable with `listfix fix`; 1 migration available (a note; "
            + "`listfix fix` applies 1).\n")
        let stats = try run(["check", "--no-cache", "--statistics", "App"])
        XCTAssertEqual(stats.stdout, "2  indices-id  2 fixable  1 error, 1 note\n")
    }

    func testNotesAloneNeverFailARunUnlessAsked() throws {
        try write(withHazard: false)
        let result = try run(["check", "--no-cache", "App"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "No warnings or errors in 2 files; 1 migration available (a note; `listfix fix` applies 1).\n")
        XCTAssertEqual(try run(["check", "--no-cache", "--fail-on", "note", "App"]).status, 1)
        try folder.write(".listfix.toml", "fail-on = \"note\"\n")
        XCTAssertEqual(try run(["check", "--no-cache", "App"]).status, 1)
    }

    func testEveryFormatCarriesTheKind() throws {
        try write(withHazard: true)
        let github = try run(["check", "--no-cache", "--format", "github", "App"])
        XCTAssertTrue(github.stdout.contains("::notice file=App/A.swift,line=8,col=13,title=listfix (indices-id)::"), github.stdout)
        XCTAssertTrue(github.stdout.contains("::error file=App/B.swift,line=8,col=13,"), github.stdout)
        let json = try run(["check", "--no-cache", "--format", "json", "App"])
        let findings = try XCTUnwrap(try JSONSerialization.jsonObject(with: json.stdoutData) as? [[String: Any]])
        XCTAssertEqual(Dictionary(uniqueKeysWithValues: findings.map { ($0["path"] as! String, $0["severity"] as! String) }),
                       ["App/A.swift": "note", "App/B.swift": "error"])
        let sarif = try run(["check", "--no-cache", "--format", "sarif", "App"])
        XCTAssertTrue(sarif.stdout.contains("\"level\":\"note\""), sarif.stdout)
        XCTAssertTrue(sarif.stdout.contains("\"level\":\"error\""), sarif.stdout)
    }

    func testFixAppliesTheNotesSafeFixes() throws {
        try write(withHazard: false)
        let result = try run(["fix", "--allow-dirty", "App"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "Applied 1 fix in 1 file (2 files checked).\n")
        XCTAssertEqual(try folder.text("App/A.swift"), FindingKindsTests.handedIn.replacingOccurrences(
            of: "ForEach(users.indices, id: \\.self) { index in\n                Text(users[index].name)",
            with: "ForEach(users) { user in\n                Text(user.name)"))
        XCTAssertEqual(try run(["check", "--no-cache", "App"]).stderr, "No findings in 2 files.\n")
    }
}
