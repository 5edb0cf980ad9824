import XCTest
import TestSupport

/// `.pre-commit-hooks.yaml`: each hook's entry, run the way pre-commit runs it (the entry's words,
/// then the changed files' paths, from the repository's root), checks or fixes those files.
final class PreCommitTests: XCTestCase {
    /// The hooks as the file declares them: id → (entry words, types).
    static func hooks() throws -> [String: (entry: [String], types: String)] {
        let text = try String(contentsOf: RepositoryPaths.root.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
        var out: [String: (entry: [String], types: String)] = [:]
        var id: String?
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            func value(_ key: String) -> String? {
                trimmed.hasPrefix(key + ":") ? trimmed.dropFirst(key.count + 1).trimmingCharacters(in: .whitespaces) : nil
            }
            if let v = value("- id") { id = v; out[v] = ([], "") }
            if let id, let v = value("entry") { out[id]?.entry = v.split(separator: " ").map(String.init) }
            if let id, let v = value("types") { out[id]?.types = v }
        }
        return out
    }

    func testEachHookRunsOnTheChangedFiles() throws {
        guard let git = findExecutable("git") else { throw XCTSkip("git is needed") }
        let hooks = try PreCommitTests.hooks()
        XCTAssertEqual(Set(hooks.keys), ["listfix-check", "listfix-fix"])
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("App/Model.swift", "struct User: Identifiable {\n    let id: UUID\n    var name: String\n}\n")
        let view = offsetView().replacingOccurrences(of: "struct User: Identifiable {\n    let id: UUID\n    var name: String\n}\n\n", with: "")
        XCTAssertFalse(view.contains("struct User:"), "the model lives in another file")
        try folder.write("App/UsersView.swift", view)
        for args in [["init", "-q"], ["add", "."]] { XCTAssertEqual(try runProcess(git, args, cwd: folder.url).status, 0) }

        for (id, hook) in hooks {
            XCTAssertEqual(hook.types, "[swift]", id)
            XCTAssertEqual(hook.entry.first, "listfix", id)
        }
        // pre-commit runs `entry` with the staged files appended; a non-zero status fails the commit.
        let check = try XCTUnwrap(hooks["listfix-check"])
        let checked = try ListfixBinary.runWithOffsetRule(Array(check.entry.dropFirst()) + ["App/UsersView.swift"], cwd: folder.url)
        XCTAssertEqual(checked.status, 1, checked.stderr)
        XCTAssertTrue(checked.stdout.hasPrefix("App/UsersView.swift:"), checked.stdout)
        XCTAssertTrue(checked.stderr.contains("1 fixable with `listfix fix`"), "the model in another file makes the fix safe: \(checked.stderr)")

        let fix = try XCTUnwrap(hooks["listfix-fix"])
        let fixed = try ListfixBinary.runWithOffsetRule(Array(fix.entry.dropFirst()) + ["App/UsersView.swift"], cwd: folder.url)
        XCTAssertEqual(fixed.status, 0, "staged files are fixed: \(fixed.stderr)")
        XCTAssertEqual(try folder.text("App/UsersView.swift"), view.replacingOccurrences(of: "id: \\.offset", with: "id: \\.element.id"))
    }
}
