import XCTest
import TestSupport

let identifiableModel = """
struct User: Identifiable {
    let id: UUID
    var name: String
}

"""

/// A view with one safe `offset-id` fix, in the given line ending and indentation.
func offsetView(_ newline: String = "\n", indent: String = "    ", name: String = "UsersView") -> String {
    let lines = [
        "import SwiftUI", "",
        "struct User: Identifiable {", "\(indent)let id: UUID", "\(indent)var name: String", "}", "",
        "struct \(name): View {", "\(indent)@Binding var users: [User]", "",
        "\(indent)var body: some View {",
        "\(indent)\(indent)ForEach(Array(users.enumerated()), id: \\.offset) { index, user in",
        "\(indent)\(indent)\(indent)Text(\"\\(index). \\(user.name)\")",
        "\(indent)\(indent)}", "\(indent)}", "}", "",
        // The view's own removal: what makes position a wrong key here.
        "extension \(name) {", "\(indent)func remove(at offsets: IndexSet) {",
        "\(indent)\(indent)withAnimation { users.remove(atOffsets: offsets) }", "\(indent)}", "}", "",
    ]
    return lines.joined(separator: newline)
}

func fixedOffsetView(_ newline: String = "\n", indent: String = "    ", name: String = "UsersView") -> String {
    offsetView(newline, indent: indent, name: name).replacingOccurrences(of: "id: \\.offset", with: "id: \\.element.id")
}

final class CommandLineTests: XCTestCase {
    var folder: TemporaryFolder!

    override func setUpWithError() throws { folder = try TemporaryFolder() }
    override func tearDown() { folder.remove() }

    func run(_ args: String..., stdin: String? = nil) throws -> ProcessResult {
        try ListfixBinary.runWithOffsetRule(args, cwd: folder.url, stdin: stdin.map { Data($0.utf8) })
    }

    func testDryRunPrintsDiffAndWritesNothing() throws {
        try folder.write("Sources/App/Users.swift", offsetView())
        let result = try run("fix", "--dry-run", "Sources")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, """
        diff --git a/Sources/App/Users.swift b/Sources/App/Users.swift
        --- a/Sources/App/Users.swift
        +++ b/Sources/App/Users.swift
        @@ -9,7 +9,7 @@
             @Binding var users: [User]
         
             var body: some View {
        -        ForEach(Array(users.enumerated()), id: \\.offset) { index, user in
        +        ForEach(Array(users.enumerated()), id: \\.element.id) { index, user in
                     Text("\\(index). \\(user.name)")
                 }
             }

        """)
        XCTAssertEqual(try folder.text("Sources/App/Users.swift"), offsetView())
        XCTAssertTrue(result.stderr.contains("Would apply 1 fix in 1 file"), result.stderr)
    }

    func testFixWritesInPlaceAndReportsSummary() throws {
        try folder.write("A.swift", offsetView())
        try folder.write("B.swift", "let untouched = 1\n")
        let result = try run("fix", ".")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try folder.text("A.swift"), fixedOffsetView())
        XCTAssertEqual(try folder.text("B.swift"), "let untouched = 1\n")
        XCTAssertEqual(result.stderr, "Applied 1 fix in 1 file (2 files checked).\n")
        XCTAssertEqual(result.stdout, "")
        let again = try run("fix", ".")
        XCTAssertEqual(again.stderr, "No fixes applied (2 files checked).\n")
    }

    func testPatchAppliesWithGitApplyAndPatchToTheSameBytesAsFix() throws {
        let crlf = offsetView("\r\n", indent: "\t", name: "Tabs")
        try folder.write("proj/Sources/Tabs.swift", crlf)
        try folder.write("proj/Sources/Spaces.swift", offsetView(name: "Spaces"))
        try folder.write("proj/Sources/NoNewline.swift", String(offsetView(name: "NoNewline").dropLast()))
        let proj = folder.url.appendingPathComponent("proj")
        let patch = try ListfixBinary.runWithOffsetRule(["fix", "--patch", "../review.patch", "Sources"], cwd: proj)
        XCTAssertEqual(patch.status, 1, patch.stderr)
        XCTAssertEqual(try folder.text("proj/Sources/Tabs.swift"), crlf, "--patch must not touch sources")

        for tool in ["git", "patch"] {
            let copy = folder.url.appendingPathComponent("copy-\(tool)")
            try FileManager.default.copyItem(at: proj, to: copy)
            let applied = tool == "git"
                ? try runProcess(findExecutable("git")!, ["apply", "../review.patch"], cwd: copy)
                : try runProcess(findExecutable("patch")!, ["-p1", "-i", "../review.patch"], cwd: copy)
            XCTAssertEqual(applied.status, 0, "\(tool): \(applied.stderr)\(applied.stdout)")
        }
        let fix = try ListfixBinary.runWithOffsetRule(["fix", "Sources"], cwd: proj)
        XCTAssertEqual(fix.status, 0, fix.stderr)
        for name in ["Tabs", "Spaces", "NoNewline"] {
            let fixed = try folder.read("proj/Sources/\(name).swift")
            XCTAssertEqual(try folder.read("copy-git/Sources/\(name).swift"), fixed, name)
            XCTAssertEqual(try folder.read("copy-patch/Sources/\(name).swift"), fixed, name)
        }
        XCTAssertEqual(try folder.text("proj/Sources/Tabs.swift"), fixedOffsetView("\r\n", indent: "\t", name: "Tabs"))
        XCTAssertEqual(try folder.text("proj/Sources/NoNewline.swift"), String(fixedOffsetView(name: "NoNewline").dropLast()))
    }

    func testCheckExitCodesAndDiagnosticShape() throws {
        try folder.write("Clean.swift", "struct A {}\n")
        let clean = try run("check", "Clean.swift")
        XCTAssertEqual(clean.status, 0)
        XCTAssertEqual(clean.stderr, "No findings in 1 file.\n")
        try folder.write("Users.swift", offsetView())
        let found = try run("check", "Users.swift")
        XCTAssertEqual(found.status, 1)
        XCTAssertTrue(found.stdout.hasPrefix("Users.swift:12:48: warning: `ForEach` keyed by `\\.offset`"), found.stdout)
        XCTAssertTrue(found.stdout.hasSuffix("[offset-id]\n"), found.stdout)
        XCTAssertFalse(found.stderr.contains("[offset-id]"), "diagnostics go to standard output")
        XCTAssertTrue(found.stderr.hasSuffix("Found 1 finding in 1 file: 1 fixable with `listfix fix`.\n"), found.stderr)
        XCTAssertEqual(try folder.text("Users.swift"), offsetView(), "check changes nothing")
        let quiet = try run("check", "--quiet", "Users.swift")
        XCTAssertEqual(quiet.status, 1)
        XCTAssertEqual(quiet.stdout, found.stdout, "--quiet keeps the findings")
        XCTAssertEqual(quiet.stderr, "", "--quiet drops the summary")
        let quietFix = try run("fix", "--dry-run", "-q", "Users.swift")
        XCTAssertEqual(quietFix.status, 1)
        XCTAssertTrue(quietFix.stdout.hasPrefix("diff --git a/Users.swift b/Users.swift\n"), quietFix.stdout)
        XCTAssertEqual(quietFix.stderr, "")
    }

    /// `indices-id` yields to `filtered-index-binding` at a row that binds into another collection,
    /// and reports there itself when that rule does not run.
    func testARuleYieldsOnlyToARuleThatRuns() throws {
        let example = RepositoryPaths.rewrites.appendingPathComponent("indices-id/binds-into-other-collection.before.swift")
        try folder.write("Settings.swift", try Data(contentsOf: example))
        let both = try run("check", "--extend-rules", "indices-id", "Settings.swift")
        XCTAssertEqual(both.stdout.split(separator: "\n").map { String($0.split(separator: "[").last ?? "") }, ["filtered-index-binding]"])
        let alone = try run("check", "--extend-rules", "indices-id", "--disable", "filtered-index-binding", "Settings.swift")
        XCTAssertEqual(alone.status, 1)
        XCTAssertTrue(alone.stdout.hasPrefix("Settings.swift:16:13: warning: `ForEach` over the indices of `settings`"), alone.stdout)
        XCTAssertTrue(alone.stdout.hasSuffix("; no automatic fix: the index also subscripts `values` [indices-id]\n"), alone.stdout)
    }

    func testJSONFormat() throws {
        try folder.write("Users.swift", offsetView())
        let result = try run("check", "--format", "json", "Users.swift")
        XCTAssertEqual(result.status, 1)
        let parsed = try JSONSerialization.jsonObject(with: result.stdoutData) as? [[String: Any]]
        let finding = try XCTUnwrap(parsed?.first)
        XCTAssertEqual(finding["rule"] as? String, "offset-id")
        XCTAssertEqual(finding["path"] as? String, "Users.swift")
        XCTAssertEqual(finding["line"] as? Int, 12)
        XCTAssertEqual(finding["column"] as? Int, 48)
        // The finding covers `\.offset`: its end is exclusive, eight bytes on.
        XCTAssertEqual(finding["end_line"] as? Int, 12)
        XCTAssertEqual(finding["end_column"] as? Int, 56)
        XCTAssertEqual(finding["applicability"] as? String, "safe")
        let fix = try XCTUnwrap(finding["fix"] as? [String: Any])
        let edit = try XCTUnwrap((fix["edits"] as? [[String: Any]])?.first)
        XCTAssertEqual(edit["replacement"] as? String, "element.id")
        let bytes = Array(offsetView().utf8)
        let start = edit["start"] as! Int, end = edit["end"] as! Int
        XCTAssertEqual(String(decoding: bytes[start..<end], as: UTF8.self), "offset")
    }

    /// A fix shared by several findings (one cache for the same filter in two rows) is printed
    /// once; the other findings point at the finding that carries its edits.
    func testJSONPrintsASharedFixOnce() throws {
        let source = """
        import SwiftUI

        struct Item: Identifiable, Equatable {
            let id: Int
            var isOn: Bool
        }

        struct ItemsView: View {
            @Binding var items: [Item]

            var body: some View {
                VStack {
                    ForEach(items.filter { $0.isOn }) { item in Text("\\(item.id)") }
                    ForEach(items.filter { $0.isOn }) { item in Text("\\(item.id)") }
                }
            }
        }

        extension ItemsView {
            func remove(at offsets: IndexSet) {
                withAnimation { items.remove(atOffsets: offsets) }
            }
        }

        """
        try folder.write("Items.swift", source)
        let result = try run("check", "--extend-rules", "cached-filter", "--deployment-target", "iOS=17.0", "--format", "json", "Items.swift")
        let parsed = try XCTUnwrap(try JSONSerialization.jsonObject(with: result.stdoutData) as? [[String: Any]], result.stdout)
        let filters = parsed.filter { $0["rule"] as? String == "cached-filter" }
        XCTAssertEqual(filters.count, 2, result.stdout)
        let first = try XCTUnwrap(filters.first?["fix"] as? [String: Any])
        let second = try XCTUnwrap(filters.last?["fix"] as? [String: Any])
        XCTAssertFalse((first["edits"] as? [Any] ?? []).isEmpty)
        XCTAssertNil(second["edits"])
        XCTAssertEqual(second["message"] as? String, first["message"] as? String)
        let sameAs = try XCTUnwrap(second["same_as"] as? [String: Int])
        XCTAssertEqual(sameAs["line"], filters.first?["line"] as? Int)
        XCTAssertEqual(sameAs["column"], filters.first?["column"] as? Int)
    }

    func testStandardInput() throws {
        let fixed = try run("fix", "-", stdin: offsetView())
        XCTAssertEqual(fixed.status, 0, fixed.stderr)
        XCTAssertEqual(fixed.stdout, fixedOffsetView())
        let diff = try run("fix", "--dry-run", "--stdin-filename", "Sources/Users.swift", "-", stdin: offsetView())
        XCTAssertEqual(diff.status, 1)
        XCTAssertTrue(diff.stdout.hasPrefix("diff --git a/Sources/Users.swift b/Sources/Users.swift\n--- a/Sources/Users.swift\n+++ b/Sources/Users.swift\n"), diff.stdout)
        let check = try run("check", "--stdin-filename", "Users.swift", "-", stdin: offsetView())
        XCTAssertEqual(check.status, 1)
        XCTAssertTrue(check.stdout.hasPrefix("Users.swift:12:48: warning:"), check.stdout)
    }

    func testUnreadableAndNonUTF8FilesAreNamedAndOthersStillProcessed() throws {
        try folder.write("a/Good.swift", offsetView())
        try folder.write("a/Latin1.swift", Data([0x6C, 0x65, 0x74, 0x20, 0x78, 0x20, 0x3D, 0x20, 0x22, 0xE9, 0x22, 0x0A]))
        try folder.write("a/Binary.swift", Data([0x00, 0x01, 0x02, 0xFF]))
        let secret = try folder.write("a/Secret.swift", offsetView(name: "Secret"))
        chmod(secret.path, 0o000)
        defer { chmod(secret.path, 0o644) }
        let result = try run("fix", "a", "missing.swift")
        XCTAssertEqual(result.status, 2)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains("missing.swift: error: no such file or folder"), result.stderr)
        XCTAssertTrue(lines.contains { $0.hasPrefix("a/Latin1.swift: error: is not valid UTF-8") }, result.stderr)
        XCTAssertTrue(lines.contains("a/Binary.swift: error: contains NUL bytes: not Swift source text; skipped"), result.stderr)
        if getuid() != 0 {
            XCTAssertTrue(lines.contains { $0.hasPrefix("a/Secret.swift: error: cannot read") }, result.stderr)
        }
        XCTAssertEqual(try folder.text("a/Good.swift"), fixedOffsetView(), "other files are still fixed")
    }

    /// A folder the walk cannot open (here its path is longer than the system allows, which stops
    /// root too) is named in a one-line error, exit status 2, and the other files are still checked.
    func testAFolderThatCannotBeOpenedIsNamedAndOthersStillChecked() throws {
        try folder.write("a/Good.swift", offsetView())
        // Made one level at a time from the folder before: the whole path is too long to name.
        let segment = String(repeating: "d", count: 200)
        var parents = [open(folder.url.appendingPathComponent("a").path, O_RDONLY | O_DIRECTORY)]
        for _ in 0..<24 {
            XCTAssertEqual(mkdirat(parents.last!, segment, 0o755), 0)
            parents.append(openat(parents.last!, segment, O_RDONLY | O_DIRECTORY))
        }
        XCTAssertFalse(parents.contains { $0 < 0 })
        // Removed the same way, deepest first: no path names them.
        defer {
            close(parents.removeLast())
            while let parent = parents.popLast() {
                unlinkat(parent, segment, AT_REMOVEDIR)
                close(parent)
            }
        }
        let result = try run("check", "a")
        XCTAssertEqual(result.status, 2, result.stderr)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains { $0.hasPrefix("a/" + segment + "/") && $0.hasSuffix(": error: cannot read folder: File name too long") },
                      result.stderr)
        XCTAssertTrue(result.stdout.contains("a/Good.swift:12:48: warning:"), result.stdout)
    }

    func testSuppressionComments() throws {
        let source = offsetView().replacingOccurrences(of: "        ForEach(Array", with: "        // listfix:ignore offset-id\n        ForEach(Array")
        try folder.write("A.swift", source)
        XCTAssertEqual(try run("check", "A.swift").status, 0)
        let sameLine = offsetView().replacingOccurrences(of: "{ index, user in", with: "{ index, user in // listfix:ignore")
        try folder.write("B.swift", sameLine)
        XCTAssertEqual(try run("check", "B.swift").status, 0)
        let otherRule = offsetView().replacingOccurrences(of: "{ index, user in", with: "{ index, user in // listfix:ignore unary-row")
        try folder.write("C.swift", otherRule)
        XCTAssertEqual(try run("check", "C.swift").status, 1)
    }

    /// A reason after `--` or a colon is prose: it silences the named rule and names no rule.
    func testSuppressionReasons() throws {
        for comment in ["// listfix:ignore offset-id -- the rows never move", "// listfix:ignore offset-id: the rows never move"] {
            let source = offsetView().replacingOccurrences(of: "        ForEach(Array", with: "        \(comment)\n        ForEach(Array")
            try folder.write("A.swift", source)
            let result = try run("check", "A.swift")
            XCTAssertEqual(result.stdout, "", comment)
            XCTAssertEqual(result.status, 0, comment)
        }
        // A word that is no rule and stands before any separator is still reported.
        let typo = offsetView().replacingOccurrences(of: "        ForEach(Array", with: "        // listfix:ignore offset-idd -- a typo\n        ForEach(Array")
        try folder.write("A.swift", typo)
        let result = try run("check", "A.swift")
        XCTAssertTrue(result.stdout.contains("names `offset-idd`, which is not a listfix rule"), result.stdout)
        XCTAssertFalse(result.stdout.contains("`--`") || result.stdout.contains("`a`") || result.stdout.contains("`typo`"), result.stdout)
    }

    func testRuleSelectionAndUsageErrors() throws {
        try folder.write("A.swift", offsetView())
        XCTAssertEqual(try run("check", "--disable", "offset-id", "A.swift").status, 0)
        XCTAssertEqual(try run("check", "--rules", "offset-id", "A.swift").status, 1)
        let unknown = try run("check", "--rules", "nope", "A.swift")
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderr.hasPrefix("listfix: error: unknown rule 'nope'"), unknown.stderr)
        for bad in [["frobnicate"], ["check", "--format", "xml", "A.swift"], ["check", "--dry-run", "A.swift"],
                    ["fix", "--dry-run", "--patch", "p", "A.swift"], ["check", "--swift-version", "six", "A.swift"],
                    ["check", "--deployment-target", "iOS", "A.swift"], ["check", "--bogus", "A.swift"]] {
            let result = try ListfixBinary.runWithOffsetRule(bad, cwd: folder.url)
            XCTAssertEqual(result.status, 2, bad.joined(separator: " "))
            XCTAssertTrue(result.stderr.hasPrefix("listfix: error: "), result.stderr)
            XCTAssertTrue(result.stderr.contains("usage: listfix fix"), result.stderr)
        }
        let help = try run("--help")
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.contains("--unsafe-fixes"))
        XCTAssertTrue(try run("--version").stdout.hasPrefix("listfix "))
    }

    func testFolderWalkSkipsBuildAndHiddenFoldersAndLinksToFolders() throws {
        try folder.write("p/Sources/A.swift", offsetView())
        for skipped in [".build", "DerivedData", "Pods", "Carthage", "node_modules", ".hidden", "App/Assets.xcassets/Icon.imageset",
                        "App/en.lproj", "App.xcodeproj", "App.xcworkspace", "Model.xcdatamodeld"] {
            try folder.write("p/\(skipped)/B.swift", offsetView())
        }
        try folder.write("elsewhere/C.swift", offsetView())
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("p/Linked").path,
                                                   withDestinationPath: folder.url.appendingPathComponent("elsewhere").path)
        let result = try run("check", "p")
        XCTAssertEqual(result.stdout.components(separatedBy: "[offset-id]").count - 1, 1, result.stdout)
        XCTAssertTrue(result.stdout.contains("p/Sources/A.swift:12:48"))
        // Only whole suffixes of resource folders: a folder merely named like one is walked.
        try folder.write("p/Sources/xcassets/D.swift", offsetView())
        let walked = try run("check", "p")
        XCTAssertEqual(walked.stdout.components(separatedBy: "[offset-id]").count - 1, 2, walked.stdout)
    }

    /// Findings come out in byte order of the paths, however the folders list them: `a.swift`
    /// before `a/`, `a-b.swift` before `a.b/`, uppercase before lowercase. A file named
    /// twice (a second root inside the first, a link to a file) is reported once.
    func testFilesAreReportedInPathOrderEachOnce() throws {
        let names = ["p/a/x.swift", "p/a.swift", "p/a-b.swift", "p/a.b/y.swift", "p/B.swift", "p/a/b/z.swift", "p/ab.swift"]
        for name in names { try folder.write(name, offsetView()) }
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("p/link.swift").path,
                                                   withDestinationPath: folder.url.appendingPathComponent("p/a.swift").path)
        let result = try run("check", "p", "p/a", "p/a.swift")
        let reported = result.stdout.split(separator: "\n").filter { $0.contains("[offset-id]") }
            .map { String($0.prefix { $0 != ":" }) }
        let expected = names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        XCTAssertEqual(reported, expected, result.stderr)
        XCTAssertTrue(result.stderr.contains("in 7 files"), result.stderr)
    }

    /// With one folder given, a link to a file listed earlier, or to one listed later, still
    /// leaves each file reported once (under the name that comes first).
    func testLinksInOneFolderAreReadOnce() throws {
        for name in ["p/a.swift", "p/b.swift", "p/sub/d.swift"] { try folder.write(name, offsetView()) }
        for (link, target) in [("p/c.swift", "p/a.swift"), ("p/0.swift", "p/sub/d.swift")] {
            try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent(link).path,
                                                       withDestinationPath: folder.url.appendingPathComponent(target).path)
        }
        let result = try run("check", "p")
        let reported = result.stdout.split(separator: "\n").filter { $0.contains("[offset-id]") }
            .map { String($0.prefix { $0 != ":" }) }
        XCTAssertEqual(reported, ["p/0.swift", "p/a.swift", "p/b.swift"], result.stderr)
    }

    /// Folders given side by side are walked without remembering every file, until a link turns
    /// up: then the files listed so far under each folder, and the files named, are remembered
    /// under their real paths. Links across the folders, a file named through a link, and one
    /// folder spelled two ways still leave each file reported once.
    func testSideBySideFoldersWithLinksAcrossThemReadEachFileOnce() throws {
        for name in ["p/a.swift", "p/b.swift", "q/c.swift", "q/d.swift", "r/e.swift"] { try folder.write(name, offsetView()) }
        for (link, target) in [("q/0.swift", "p/a.swift"), ("p/z.swift", "q/d.swift"), ("q/1.swift", "r/e.swift"), ("named.swift", "r/e.swift")] {
            try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent(link).path,
                                                       withDestinationPath: folder.url.appendingPathComponent(target).path)
        }
        let reported = { (args: [String]) throws -> [String] in
            let result = try ListfixBinary.runWithOffsetRule(["check"] + args, cwd: self.folder.url)
            return result.stdout.split(separator: "\n").filter { $0.contains("[offset-id]") }.map { String($0.prefix { $0 != ":" }) }
        }
        XCTAssertEqual(try reported(["p", "q"]), ["p/a.swift", "p/b.swift", "p/z.swift", "q/1.swift", "q/c.swift"])
        XCTAssertEqual(try reported(["r/e.swift", "p", "q"]), ["r/e.swift", "p/a.swift", "p/b.swift", "p/z.swift", "q/c.swift"])
        XCTAssertEqual(try reported(["named.swift", "p", "r"]), ["named.swift", "p/a.swift", "p/b.swift", "p/z.swift"])
        XCTAssertEqual(try reported(["q", "./q/"]), ["q/0.swift", "q/1.swift", "q/c.swift", "q/d.swift"])
        // A name that starts with a combining mark joins the `/` before it into one Character:
        // paths are compared as bytes.
        try folder.write("s/\u{301}m.swift", offsetView())
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("q/2.swift").path,
                                                   withDestinationPath: folder.url.appendingPathComponent("s/\u{301}m.swift").path)
        XCTAssertEqual(try reported(["s", "s/\u{301}m.swift"]), ["s/\u{301}m.swift"])
        XCTAssertEqual(try reported(["s", "q"]), ["s/\u{301}m.swift", "q/0.swift", "q/1.swift", "q/c.swift", "q/d.swift"])
    }

    /// Files past the budget for keeping files between the passes are read again: with no
    /// budget, every command gives exactly what it gives with the files kept.
    func testFilesReadAgainGiveTheSameResults() throws {
        for k in 0..<5 { try folder.write("V\(k).swift", offsetView(name: "V\(k)")) }
        try folder.write("Plain.swift", "let x = 1\n")
        var rereading = ProcessInfo.processInfo.environment
        rereading["LISTFIX_KEEP_BYTES"] = "0"
        for args in [["check", "."], ["check", "--format", "json", "."], ["fix", "--dry-run", "."]] {
            let kept = try ListfixBinary.runWithOffsetRule(args, cwd: folder.url)
            let reread = try runProcess(ListfixBinary.path, ListfixBinary.withOffsetRule(args), cwd: folder.url, environment: rereading)
            XCTAssertEqual(kept.status, 1, "\(args)")
            XCTAssertEqual(reread.status, kept.status, "\(args)")
            XCTAssertEqual(reread.stdout, kept.stdout, "\(args)")
            XCTAssertEqual(reread.stderr, kept.stderr, "\(args)")
            XCTAssertTrue(kept.stdout.contains("V4.swift") || kept.stderr.contains("V4.swift"), "\(args)")
        }
        XCTAssertEqual(try runProcess(ListfixBinary.path, ListfixBinary.withOffsetRule(["fix", "."]), cwd: folder.url, environment: rereading).status, 0)
        XCTAssertEqual(try folder.text("V3.swift"), fixedOffsetView(name: "V3"))
    }

    func testUnsafeFixesFlag() throws {
        let unknown = offsetView().replacingOccurrences(of: identifiableModel, with: "")
        try folder.write("A.swift", unknown)
        let held = try run("fix", "A.swift")
        XCTAssertEqual(held.status, 1, "the held-back finding remains")
        XCTAssertEqual(try folder.text("A.swift"), unknown)
        XCTAssertTrue(held.stderr.contains("(unsafe fix: whether `User` has an `id` is unknown; --unsafe-fixes applies it)"), held.stderr)
        XCTAssertTrue(held.stderr.hasSuffix("No fixes applied (1 file checked). 1 unsafe fix was held back; --unsafe-fixes applies it.\n"), held.stderr)
        let applied = try run("fix", "--unsafe-fixes", "A.swift")
        XCTAssertEqual(applied.status, 0)
        XCTAssertTrue(try folder.text("A.swift").contains("id: \\.element.id"))
    }

    func testCheckWritesDiagnosticsToStandardOutputWithPathsAsTyped() throws {
        try folder.write("App/Users.swift", offsetView())
        let result = try run("check", ".")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.hasPrefix("App/Users.swift:12:48: warning: "), result.stdout)
        XCTAssertFalse(result.stdout.contains("./App"), result.stdout)
        XCTAssertFalse(result.stderr.contains("[offset-id]"), result.stderr)
        let json = try run("check", "--format", "json", "./App")
        XCTAssertTrue(json.stdout.contains("\"path\":\"App/Users.swift\""), json.stdout)
    }

    func testGitHubAnnotations() throws {
        try folder.write("App/Users, 1.swift", offsetView())
        let result = try run("check", "--format", "github", "App")
        XCTAssertEqual(result.status, 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 1, result.stdout)
        XCTAssertTrue(lines[0].hasPrefix("::warning file=App/Users%2C 1.swift,line=12,col=48,title=listfix (offset-id)::`ForEach` keyed by `\\.offset` ties"), lines[0])
        XCTAssertFalse(lines[0].contains("[offset-id]"), lines[0])
        XCTAssertTrue(result.stderr.hasSuffix("Found 1 finding in 1 file: 1 fixable with `listfix fix`.\n"), result.stderr)
    }

    func testShortVersionFlag() throws {
        let long = try run("--version")
        let short = try run("-V")
        XCTAssertEqual(short.status, 0)
        XCTAssertEqual(short.stdout, long.stdout)
        XCTAssertTrue(short.stdout.hasPrefix("listfix "), short.stdout)
    }

    func testStatisticsCountsPerRule() throws {
        try folder.write("A.swift", offsetView())
        try folder.write("B.swift", offsetView(name: "OtherView"))
        try folder.write("C.swift", """
            import SwiftUI

            struct RangeView: View {
                @Binding var count: Int

                var body: some View {
                    ForEach(0..<count) { i in
                        Text("\\(i)")
                    }
                }
            }

            extension RangeView {
                func grow() {
                    count += 1
                }
            }

            """)
        let result = try run("check", "--statistics", ".")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, "2  offset-id       2 fixable  2 warnings\n1  constant-range  1 fixable  1 warning\n")
        XCTAssertTrue(result.stderr.hasSuffix("Found 3 findings in 3 files: 3 fixable with `listfix fix`.\n"), result.stderr)
    }

    func testExitZeroAndRulesAsJSON() throws {
        try folder.write("A.swift", offsetView())
        let found = try run("check", "--exit-zero", "A.swift")
        XCTAssertEqual(found.status, 0, found.stderr)
        XCTAssertTrue(found.stdout.contains("[offset-id]"), found.stdout)
        let missing = try run("check", "--exit-zero", "Missing.swift")
        XCTAssertEqual(missing.status, 2, "errors still fail")
        let rules = try run("rules", "--format", "json")
        XCTAssertEqual(rules.status, 0, rules.stderr)
        let parsed = try XCTUnwrap(try JSONSerialization.jsonObject(with: rules.stdoutData) as? [[String: Any]])
        let ids = parsed.compactMap { $0["id"] as? String }
        XCTAssertTrue(ids.contains("unary-row") && ids.contains("table-identifiable"), "\(ids)")
        let table = try XCTUnwrap(parsed.first { $0["id"] as? String == "table-identifiable" })
        XCTAssertEqual(table["level"] as? String, "error")
        XCTAssertTrue((table["page"] as? String)?.hasPrefix("# table-identifiable\n") == true)
    }

    func testIgnoreFileSpacedMarkerRowScopeAndUnknownIDs() throws {
        // `listfix:ignore-file` anywhere silences the whole file (for the rules it names).
        try folder.write("A.swift", "// listfix:ignore-file offset-id\n" + offsetView())
        XCTAssertEqual(try run("check", "A.swift").status, 0)
        try folder.write("B.swift", offsetView() + "// listfix:ignore-file unary-row\n")
        XCTAssertEqual(try run("check", "B.swift").status, 1)
        // `listfix: ignore` with a space works like `listfix:ignore`.
        try folder.write("C.swift", offsetView().replacingOccurrences(of: "{ index, user in", with: "{ index, user in // listfix: ignore"))
        XCTAssertEqual(try run("check", "C.swift").status, 0)
        // An ignore on the line of the `ForEach` covers findings inside its row.
        let row = """
            import SwiftUI

            struct Item: Identifiable {
                let id: UUID
                var title: String
                var isSpecial: Bool
            }

            struct ItemsView: View {
                @Binding var items: [Item]

                var body: some View {
                    List {
                        ForEach(items) { item in // listfix:ignore unary-row
                            if item.isSpecial {
                                Label(item.title, systemImage: "star")
                                Text("Special")
                            } else {
                                Text(item.title)
                            }
                        }
                    }
                }
            }

            extension ItemsView {
                func remove(at offsets: IndexSet) {
                    withAnimation { items.remove(atOffsets: offsets) }
                }
            }

            """
        try folder.write("D.swift", row)
        // `unary-row` is opt-in: turned on, the comment is what keeps it quiet.
        let rowResult = try run("check", "--extend-rules", "unary-row", "D.swift")
        XCTAssertEqual(rowResult.status, 0, rowResult.stdout)
        try folder.write("E.swift", row.replacingOccurrences(of: " // listfix:ignore unary-row", with: ""))
        XCTAssertEqual(try run("check", "--extend-rules", "unary-row", "E.swift").status, 1, "without the comment the row is reported")
        // A rule id that does not exist is a warning naming it, and silences nothing.
        try folder.write("F.swift", "// listfix:ignore ofset-id\n" + offsetView())
        let unknown = try run("check", "F.swift")
        XCTAssertEqual(unknown.status, 1)
        let reported = unknown.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(reported.count, 2, unknown.stdout)
        XCTAssertTrue(reported[0].hasPrefix("F.swift:1:1: warning: this ignore comment names `ofset-id`, which is not a listfix rule"), unknown.stdout)
        XCTAssertTrue(reported[1].hasSuffix("[offset-id]"), unknown.stdout)
    }

    func testExcludePatterns() throws {
        try folder.write("App/Views/A.swift", offsetView())
        try folder.write("App/Generated/B.swift", offsetView())
        try folder.write("App/Views/C.generated.swift", offsetView())
        let all = try run("check", "App")
        XCTAssertEqual(all.stdout.components(separatedBy: "[offset-id]").count - 1, 3, all.stdout)
        let some = try run("check", "--exclude", "Generated", "--exclude", "*.generated.swift", "App")
        XCTAssertEqual(some.stdout.split(separator: "\n").map { String($0.prefix { $0 != ":" }) }, ["App/Views/A.swift"], some.stdout)
        let byPath = try run("check", "--exclude", "App/Views/*", ".")
        XCTAssertEqual(byPath.stdout.split(separator: "\n").map { String($0.prefix { $0 != ":" }) }, ["App/Generated/B.swift"], byPath.stdout)
        // A path named on the command line is checked even when a pattern matches it.
        let named = try run("check", "--exclude", "Generated", "App/Generated/B.swift")
        XCTAssertEqual(named.status, 1, named.stdout)
    }

    func testNoPathMeansTheCurrentFolder() throws {
        try folder.write("Sub/A.swift", offsetView())
        let result = try run("check")
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("Sub/A.swift:12:48: warning:"), result.stdout)
    }

    /// On a terminal the rule id and severity are coloured; never when piped or with NO_COLOR.
    func testColourOnlyOnATerminal() throws {
        try folder.write("A.swift", offsetView())
        let piped = try run("check", "A.swift")
        XCTAssertFalse(piped.stdout.contains("\u{1B}["), "no colour when piped")
        guard let script = findExecutable("script") else { throw XCTSkip("`script` (util-linux) is needed to run listfix on a pseudo-terminal") }
        let command = "\(ListfixBinary.path) check --extend-rules offset-id A.swift"
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "NO_COLOR")
        let terminal = try runProcess(script, ["-qec", command, "/dev/null"], cwd: folder.url, environment: environment)
        XCTAssertTrue(terminal.stdout.contains("\u{1B}[1;33mwarning:\u{1B}[0m"), terminal.stdout)
        XCTAssertTrue(terminal.stdout.contains("\u{1B}[2m[offset-id]\u{1B}[0m"), terminal.stdout)
        environment["NO_COLOR"] = "1"
        let plain = try runProcess(script, ["-qec", command, "/dev/null"], cwd: folder.url, environment: environment)
        XCTAssertTrue(plain.stdout.contains("A.swift:12:48: warning:"), plain.stdout)
        XCTAssertFalse(plain.stdout.contains("\u{1B}["), plain.stdout)
    }

    func testFixExitsOneWhenFindingsRemain() throws {
        let names = """
            import SwiftUI

            struct NamesView: View {
                @Binding var names: [String]

                var body: some View {
                    ForEach(Array(names.enumerated()), id: \\.offset) { index, name in
                        Text(name)
                    }
                }
            }

            extension NamesView {
                func remove(at offsets: IndexSet) {
                    withAnimation { names.remove(atOffsets: offsets) }
                }
            }

            """
        try folder.write("Names.swift", names)
        let left = try run("fix", "Names.swift")
        XCTAssertEqual(left.status, 1, "a finding without a fix remains: \(left.stderr)")
        XCTAssertTrue(left.stderr.contains("[offset-id]"), left.stderr)
        XCTAssertEqual(try run("fix", "--exit-zero", "Names.swift").status, 0)
        try folder.write("Users.swift", offsetView())
        let fixed = try run("fix", "Users.swift")
        XCTAssertEqual(fixed.status, 0, "everything fixed: \(fixed.stderr)")
    }

    /// The SARIF log has what SARIF 2.1.0 requires (version, runs, tool.driver.name, each result's
    /// message) and what code scanning reads: rules with help, locations, and fixes as replacements.
    func testSARIF() throws {
        try folder.write("App/Users.swift", offsetView())
        let result = try run("check", "--format", "sarif", "App")
        XCTAssertEqual(result.status, 1, result.stderr)
        let log = try XCTUnwrap(try JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any])
        XCTAssertEqual(log["version"] as? String, "2.1.0")
        let runs = try XCTUnwrap(log["runs"] as? [[String: Any]])
        XCTAssertEqual(runs.count, 1)
        let driver = try XCTUnwrap((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "listfix")
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        let offset = try XCTUnwrap(rules.first { $0["id"] as? String == "offset-id" })
        XCTAssertNotNil((offset["shortDescription"] as? [String: Any])?["text"] as? String)
        XCTAssertTrue(((offset["help"] as? [String: Any])?["text"] as? String)?.hasPrefix("# offset-id\n") == true)
        XCTAssertEqual((offset["defaultConfiguration"] as? [String: Any])?["level"] as? String, "warning")
        let results = try XCTUnwrap(runs[0]["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, 1)
        let finding = results[0]
        XCTAssertEqual(finding["ruleId"] as? String, "offset-id")
        XCTAssertNotNil((finding["message"] as? [String: Any])?["text"] as? String)
        let location = try XCTUnwrap((finding["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        XCTAssertEqual((location["artifactLocation"] as? [String: Any])?["uri"] as? String, "App/Users.swift")
        let region = try XCTUnwrap(location["region"] as? [String: Int])
        XCTAssertEqual(region, ["startLine": 12, "startColumn": 48, "endLine": 12, "endColumn": 56])
        let change = try XCTUnwrap(((finding["fixes"] as? [[String: Any]])?.first?["artifactChanges"] as? [[String: Any]])?.first)
        let replacement = try XCTUnwrap((change["replacements"] as? [[String: Any]])?.first)
        XCTAssertEqual(replacement["deletedRegion"] as? [String: Int], ["startLine": 12, "startColumn": 50, "endLine": 12, "endColumn": 56])
        XCTAssertEqual((replacement["insertedContent"] as? [String: Any])?["text"] as? String, "element.id")
    }

    /// SARIF columns count UTF-16 code units: characters before the finding that take several bytes
    /// (`é`, two bytes, one unit; `🙂`, four bytes, two units) move it by their units, not their bytes.
    func testSARIFColumnsCountUTF16CodeUnits() throws {
        let line = "        ForEach(Array(users.enumerated()), id: \\.offset) { index, user in"
        let wide = "        /* é🙂 */ ForEach(Array(users.enumerated()), id: \\.offset) { index, user in"
        try folder.write("App/Users.swift", offsetView().replacingOccurrences(of: line, with: wide))
        let result = try run("check", "--format", "sarif", "App")
        let log = try XCTUnwrap(try JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any])
        let finding = try XCTUnwrap(((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        let location = try XCTUnwrap((finding["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        // `/* é🙂 */ ` is 13 bytes but 10 UTF-16 units: the finding moves by 10 columns.
        let prefix = "/* é🙂 */ "
        let units = prefix.utf16.count
        XCTAssertEqual(location["region"] as? [String: Int], ["startLine": 12, "startColumn": 48 + units, "endLine": 12, "endColumn": 56 + units])
        XCTAssertNotEqual(units, prefix.utf8.count, "the prefix must make bytes and units differ")
        let change = try XCTUnwrap(((finding["fixes"] as? [[String: Any]])?.first?["artifactChanges"] as? [[String: Any]])?.first)
        let replacement = try XCTUnwrap((change["replacements"] as? [[String: Any]])?.first)
        XCTAssertEqual(replacement["deletedRegion"] as? [String: Int], ["startLine": 12, "startColumn": 50 + units, "endLine": 12, "endColumn": 56 + units])
    }

    /// Error lines name paths as findings do: as typed, without a leading `./`.
    func testErrorsNamePathsWithoutDotSlash() throws {
        try folder.write("Bad.swift", Data([0xFF, 0xFE, 0x20]))
        for path in [".", "./Bad.swift"] {
            let result = try run("check", path)
            XCTAssertEqual(result.status, 2, path)
            XCTAssertTrue(result.stderr.hasPrefix("Bad.swift: error: is not valid UTF-8"), result.stderr)
        }
    }

    /// `--statistics` is a text table: with a machine format it is a usage error, not text after JSON.
    func testStatisticsWithAMachineFormatIsAUsageError() throws {
        try folder.write("App/Users.swift", offsetView())
        for format in ["json", "sarif", "github"] {
            let result = try run("check", "--statistics", "--format", format, "App")
            XCTAssertEqual(result.status, 2, format)
            XCTAssertEqual(result.stdout, "", format)
            XCTAssertTrue(result.stderr.contains("--statistics prints a text table; it cannot be combined with --format \(format)"), result.stderr)
        }
        XCTAssertEqual(try run("check", "--statistics", "App").status, 1)
    }

    /// `--patch -` writes the patch to standard output, byte for byte what `--patch FILE` writes.
    func testPatchToStandardOutput() throws {
        try folder.write("App/Users.swift", offsetView())
        let file = try run("fix", "--patch", "review.patch", "App")
        let piped = try run("fix", "--patch", "-", "App")
        XCTAssertEqual(piped.status, 1, piped.stderr)
        XCTAssertEqual(piped.stdoutData, try folder.read("review.patch"))
        XCTAssertTrue(piped.stdout.hasPrefix("diff --git a/App/Users.swift b/App/Users.swift\n"), piped.stdout)
        XCTAssertTrue(piped.stderr.hasSuffix("Wrote the patch to standard output.\n"), piped.stderr)
        XCTAssertTrue(file.stderr.hasSuffix("Wrote the patch to review.patch.\n"), file.stderr)
        XCTAssertEqual(try folder.text("App/Users.swift"), offsetView(), "sources are untouched")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("-").path))
    }

    func testFixDryRunJSONListsTheFindingsItFixes() throws {
        try folder.write("Users.swift", offsetView())
        let names = """
            import SwiftUI

            struct NamesView: View {
                @Binding var names: [String]

                var body: some View {
                    ForEach(Array(names.enumerated()), id: \\.offset) { index, name in
                        Text(name)
                    }
                }
            }

            extension NamesView {
                func remove(at offsets: IndexSet) {
                    withAnimation { names.remove(atOffsets: offsets) }
                }
            }

            """
        try folder.write("Names.swift", names)
        let result = try run("fix", "--dry-run", "--format", "json", ".")
        XCTAssertEqual(result.status, 1, result.stderr)
        let rows = try XCTUnwrap(try JSONSerialization.jsonObject(with: result.stdoutData) as? [[String: Any]])
        let summary = rows.map { "\($0["path"]!):\($0["line"]!) \($0["rule"]!) \($0["fixed"] as? Bool == true ? "fixed" : "remains")" }
        XCTAssertEqual(summary, ["Names.swift:7 offset-id remains", "Users.swift:12 offset-id fixed"])
        XCTAssertEqual(try folder.text("Users.swift"), offsetView(), "a dry run writes nothing")
    }

    /// An unsaved buffer's getters are what count, not the file's on disk: a getter that no longer
    /// makes its values (or that now does) changes the finding on standard input.
    func testStandardInputSeesTheBuffersMadeValues() throws {
        let made = """
            import SwiftUI
            struct Group: Identifiable {
                let id = UUID()
                var name: String
            }
            struct Model {
                var names: [String] = []
                var groups: [Group] { names.map { Group(name: $0) } }
            }
            struct GroupsView: View {
                let model: Model
                var body: some View {
                    List(model.groups) { Text($0.name) }
                }
            }

            """
        let kept = made.replacingOccurrences(of: "var groups: [Group] { names.map { Group(name: $0) } }", with: "var groups: [Group] = []")
        try folder.write("All.swift", made)
        let onDisk = try run("check", "--no-cache", "--stdin-filename", "All.swift", "-", stdin: made)
        XCTAssertTrue(onDisk.stdout.contains("[id-made-in-body]"), onDisk.stdout)
        let buffer = try run("check", "--no-cache", "--stdin-filename", "All.swift", "-", stdin: kept)
        XCTAssertFalse(buffer.stdout.contains("[id-made-in-body]"), buffer.stdout)
        try folder.write("All.swift", kept)
        let added = try run("check", "--no-cache", "--stdin-filename", "All.swift", "-", stdin: made)
        XCTAssertTrue(added.stdout.contains("[id-made-in-body]"), added.stdout)
    }

    /// An unsaved buffer's row views are what count: a presentation bound to a handed flag that the
    /// buffer no longer reads the row's element in (or now does) changes `shared-row-presentation`'s finding.
    func testStandardInputSeesTheBuffersRowViewPresentations() throws {
        let shared = """
            import SwiftUI
            struct Note: Identifiable {
                let id: Int
                var title: String
            }
            struct NoteRow: View {
                let note: Note
                @Binding var showDelete: Bool
                var body: some View {
                    Text(note.title)
                        .sheet(isPresented: $showDelete) { Text(note.title) }
                }
            }
            struct NotesView: View {
                let notes: [Note]
                @State private var showDelete = false
                var body: some View {
                    List(notes) { note in
                        NoteRow(note: note, showDelete: $showDelete)
                    }
                }
            }

            """
        let same = shared.replacingOccurrences(of: "{ Text(note.title) }", with: "{ Text(\"Delete?\") }")
        try folder.write("All.swift", shared)
        let onDisk = try run("check", "--no-cache", "--stdin-filename", "All.swift", "-", stdin: shared)
        XCTAssertTrue(onDisk.stdout.contains("[shared-row-presentation]"), onDisk.stdout)
        let buffer = try run("check", "--no-cache", "--stdin-filename", "All.swift", "-", stdin: same)
        XCTAssertFalse(buffer.stdout.contains("[shared-row-presentation]"), buffer.stdout)
        try folder.write("All.swift", same)
        let added = try run("check", "--no-cache", "--stdin-filename", "All.swift", "-", stdin: shared)
        XCTAssertTrue(added.stdout.contains("[shared-row-presentation]"), added.stdout)
    }

    /// A type the buffer declares and the file on disk does not counts, however many workers
    /// built the project's index (it is joined from one part per worker, then the buffer added).
    func testStandardInputSeesTheBuffersTypesBesideAnIndexOfSeveralParts() throws {
        try folder.write("Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"App\", targets: [.target(name: \"App\")])\n")
        for k in 1...80 { try folder.write("Sources/App/F\(k).swift", "struct Filler\(k) { var a: Int }\n") }
        let view = """
            import SwiftUI
            struct V: View {
                @State private var items: [Fresh] = []
                var body: some View {
                    List {
                        ForEach(Array(items.enumerated()), id: \\.offset) { index, item in
                            Text(item.name)
                        }
                        .onDelete { items.remove(atOffsets: $0) }
                    }
                }
            }

            """
        try folder.write("Sources/App/V.swift", view)
        let buffer = view + "struct Fresh: Identifiable {\n    let id: UUID\n    var name: String\n}\n"
        for jobs in ["2", "4"] {
            let run = try run("check", "--no-cache", "--jobs", jobs, "--stdin-filename", "Sources/App/V.swift", "-", stdin: buffer)
            XCTAssertEqual(run.stdout, "Sources/App/V.swift:6:52: warning: `ForEach` keyed by `\\.offset` ties each row's identity to its position: "
                + "inserting, removing or reordering items resets row state and animates the wrong rows [offset-id]\n", "jobs \(jobs)")
        }
    }

    /// A preview in a machine format reports what its fixes address and no diff; in place, what it left.
    func testFixReportsInEachMachineFormatWhatItsFixesAddress() throws {
        try folder.write("Users.swift", offsetView())
        let github = try run("fix", "--dry-run", "--no-cache", "--format", "github", ".")
        XCTAssertEqual(github.status, 1, github.stderr)
        XCTAssertEqual(github.stdout.split(separator: "\n").map { $0.components(separatedBy: "::`").first! },
                       ["::warning file=Users.swift,line=12,col=48,title=listfix (offset-id)"])
        XCTAssertFalse(github.stdout.contains("+++"), "no diff beside the annotations")
        let sarif = try run("fix", "--dry-run", "--no-cache", "--format", "sarif", ".")
        let log = try XCTUnwrap(try JSONSerialization.jsonObject(with: sarif.stdoutData) as? [String: Any])
        let results = try XCTUnwrap(((log["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])
        XCTAssertEqual(results.map { $0["ruleId"] as? String }, ["offset-id"])
        XCTAssertNotNil(results[0]["fixes"], "the result carries the fix it previews")
        XCTAssertEqual(try folder.text("Users.swift"), offsetView(), "a dry run writes nothing")
        // In place: the file is fixed, and nothing is left to report.
        let inPlace = try run("fix", "--no-cache", "--format", "json", ".")
        XCTAssertEqual(inPlace.stdout, "[]\n", inPlace.stderr)
        XCTAssertNotEqual(try folder.text("Users.swift"), offsetView())
    }

    func testDiffHunksPutRemovalsBeforeAdditions() throws {
        let source = """
            import SwiftUI

            struct User: Identifiable {
                let id: UUID
                var name: String
            }

            struct UsersView: View {
                @Binding var users: [User]

                var body: some View {
                    ForEach(users.indices, id: \\.self) { i in
                        Text(users[i].name)
                    }
                }
            }

            extension UsersView {
                func remove(at offsets: IndexSet) {
                    withAnimation { users.remove(atOffsets: offsets) }
                }
            }

            """
        try folder.write("Users.swift", source)
        let diff = try run("fix", "--dry-run", "--extend-rules", "indices-id", "Users.swift")
        XCTAssertEqual(diff.status, 1, diff.stderr)
        let changed = diff.stdout.split(separator: "\n").filter { ($0.hasPrefix("-") || $0.hasPrefix("+")) && !$0.hasPrefix("---") && !$0.hasPrefix("+++") }
        XCTAssertEqual(changed, [
            "-        ForEach(users.indices, id: \\.self) { i in",
            "-            Text(users[i].name)",
            "+        ForEach(users) { user in",
            "+            Text(user.name)",
        ])
    }

    /// Machine formats name files from the repository's root, whatever folder listfix runs in, and
    /// `fix --format github` writes its annotations to standard output as `check` does.
    func testMachineFormatsNameFilesFromTheRepositoryRoot() throws {
        guard let git = findExecutable("git") else { throw XCTSkip("git is needed") }
        let repo = folder.url.appendingPathComponent("repo")
        try folder.write("repo/App/Sources/Users.swift", offsetView())
        XCTAssertEqual(try runProcess(git, ["init", "-q"], cwd: repo).status, 0)
        let app = repo.appendingPathComponent("App")
        let check = try ListfixBinary.runWithOffsetRule(["check", "--format", "github", "Sources"], cwd: app)
        XCTAssertTrue(check.stdout.hasPrefix("::warning file=App/Sources/Users.swift,line=12,col=48,"), check.stdout)
        let json = try ListfixBinary.runWithOffsetRule(["check", "--format", "json", "Sources"], cwd: app)
        let rows = try XCTUnwrap(try JSONSerialization.jsonObject(with: json.stdoutData) as? [[String: Any]])
        XCTAssertEqual(rows.first?["path"] as? String, "App/Sources/Users.swift")
        let text = try ListfixBinary.runWithOffsetRule(["check", "Sources"], cwd: app)
        XCTAssertTrue(text.stdout.hasPrefix("Sources/Users.swift:12:48: warning:"), "people see paths as typed: \(text.stdout)")
        // `fix` reports what remains: a finding without a fix.
        try folder.write("repo/App/Sources/Names.swift", """
            import SwiftUI

            struct NamesView: View {
                @Binding var names: [String]

                var body: some View {
                    ForEach(Array(names.enumerated()), id: \\.offset) { index, name in
                        Text(name)
                    }
                }
            }

            extension NamesView {
                func remove(at offsets: IndexSet) {
                    withAnimation { names.remove(atOffsets: offsets) }
                }
            }

            """)
        let fix = try ListfixBinary.runWithOffsetRule(["fix", "--dry-run", "--format", "github", "Sources"], cwd: app)
        XCTAssertTrue(fix.stdout.hasPrefix("::warning file=App/Sources/Names.swift,line=7,"), fix.stdout)
        XCTAssertFalse(fix.stderr.contains("::warning"), fix.stderr)
    }

    /// Patch names are relative to the git work tree's root, whatever folder was given, and names
    /// with spaces or quotes are written as git writes them: `git apply` and `patch -p1` take them.
    func testPatchPathsFromTheWorkTreeRootAndSpecialNames() throws {
        guard let git = findExecutable("git") else { throw XCTSkip("git is needed") }
        let repo = folder.url.appendingPathComponent("repo")
        try folder.write("repo/Watch App/Users.swift", offsetView())
        try folder.write("repo/Odd\"Name/Users.swift", offsetView())
        for args in [["init", "-q"], ["add", "."], ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "base"]] {
            XCTAssertEqual(try runProcess(git, args, cwd: repo).status, 0)
        }
        // From a folder outside the repository, naming it as `repo/Watch App` and by absolute path.
        let patch = try run("fix", "--patch", "review.patch", "repo/Watch App", repo.appendingPathComponent("Odd\"Name").path)
        XCTAssertEqual(patch.status, 1, patch.stderr)
        XCTAssertTrue(patch.stderr.hasSuffix("Wrote the patch to review.patch.\n"), patch.stderr)
        let text = try folder.text("review.patch")
        XCTAssertTrue(text.contains("diff --git a/Watch App/Users.swift b/Watch App/Users.swift\n--- a/Watch App/Users.swift\t\n+++ b/Watch App/Users.swift\t\n"), text)
        XCTAssertTrue(text.contains("--- \"a/Odd\\\"Name/Users.swift\"\n"), text)
        let apply = try runProcess(git, ["apply", folder.url.appendingPathComponent("review.patch").path], cwd: repo)
        XCTAssertEqual(apply.status, 0, apply.stderr)
        XCTAssertEqual(try folder.text("repo/Watch App/Users.swift"), fixedOffsetView())
        XCTAssertEqual(try folder.text("repo/Odd\"Name/Users.swift"), fixedOffsetView())
        XCTAssertEqual(try runProcess(git, ["checkout", "-q", "."], cwd: repo).status, 0)
        if let patchTool = findExecutable("patch") {
            let applied = try runProcess(patchTool, ["-p1", "-s", "-i", folder.url.appendingPathComponent("review.patch").path], cwd: repo)
            XCTAssertEqual(applied.status, 0, applied.stderr + applied.stdout)
            XCTAssertEqual(try folder.text("repo/Watch App/Users.swift"), fixedOffsetView())
        }
    }
}
