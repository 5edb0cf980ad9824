import Foundation
import XCTest
import TestSupport

/// `fix --review FILE`: the page itself, and what a real browser makes of it (its counts, its
/// fix blocks, and the patch its script assembles from a chosen subset).
final class ReviewPageTests: XCTestCase {
    var folder: TemporaryFolder!

    override func setUpWithError() throws { folder = try TemporaryFolder() }
    override func tearDown() { folder.remove() }

    /// Three files: one with three safe fixes (a row's text is hostile markup), one with an unsafe
    /// fix, one finding without a fix.
    func writeProject() throws -> [String: String] {
        var files: [String: String] = [:]
        var three = "import SwiftUI\n\n" + identifiableModel + "struct Three: View {\n    @Binding var users: [User]\n\n    var body: some View {\n        VStack {\n"
        for k in 0..<3 {
            three += "            ForEach(Array(users.enumerated()), id: \\.offset) { index, user in\n"
            three += "                Text(\"\(k) </script><img src=x onerror=alert(1)> & \\(user.name)\")\n            }\n"
            three += "            Divider()\n            Divider()\n            Divider()\n            Divider()\n"
        }
        three += "        }\n    }\n}\n\nextension Three {\n    func remove(at offsets: IndexSet) {\n        withAnimation { users.remove(atOffsets: offsets) }\n    }\n}\n"
        files["Sources/Three.swift"] = three
        files["Sources/Photos.swift"] = try String(contentsOf: RepositoryPaths.rewrites.appendingPathComponent("offset-id/unknown-type-unsafe-fixes.before.swift"), encoding: .utf8)
        files["Sources/Strings.swift"] = "import SwiftUI\n\nstruct Names: View {\n    @Binding var names: [String]\n    var body: some View {\n        List {\n            ForEach(names.indices, id: \\.self) { i in\n                Text(names[i])\n            }\n        }\n    }\n}\n\nextension Names {\n    func remove(at offsets: IndexSet) {\n        withAnimation { names.remove(atOffsets: offsets) }\n    }\n}\n"
        for (path, text) in files { try folder.write(path, text) }
        return files
    }

    func review() throws -> (result: ProcessResult, html: String) {
        let result = try ListfixBinary.run(["fix", "--extend-rules", "self-id,indices-id,offset-id", "--review", "review.html", "Sources"], cwd: folder.url)
        return (result, try folder.text("review.html"))
    }

    func testThePageIsSelfContainedAndEscapesTheCode() throws {
        let files = try writeProject()
        let (result, html) = try review()
        XCTAssertEqual(result.status, 1, "fixes to choose from")
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, """
        Found 5 findings in 3 files: 3 fixable with `listfix fix`, 1 with `listfix fix --unsafe-fixes`, 1 without an automatic fix.
        Wrote the review page to review.html (4 fixes to choose from).

        """)
        for (path, text) in files { XCTAssertEqual(try folder.text(path), text, "--review writes no source") }
        XCTAssertFalse(html.contains("<img"), "file contents are text, not markup")
        XCTAssertFalse(html.contains("</script><img"))
        XCTAssertTrue(html.contains("&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt; &amp; "), "escaped in the diff tables")
        XCTAssertTrue(html.contains("\\u003c/script\\u003e\\u003cimg"), "escaped in the script's data")
        XCTAssertEqual(html.components(separatedBy: "<script").count - 1, 2, "the data and the page's own script")
        for outside in ["src=\"http", "href=\"http", "<link", "@import", "url("] {
            XCTAssertFalse(html.contains(outside), "no network: \(outside)")
        }
        XCTAssertTrue(html.contains("<details class=\"page\" id=\"rule-offset-id\"><summary>offset-id</summary><pre># offset-id"), "rule pages are embedded")
        XCTAssertTrue(html.contains("prefers-color-scheme: dark"))
        XCTAssertTrue(html.contains("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"))
        XCTAssertEqual(html.components(separatedBy: "class=\"choice\"").count - 1, 4)
        XCTAssertEqual(html.components(separatedBy: " checked>").count - 1, 3, "safe fixes start checked, the unsafe one not")
    }

    /// Chromium, headless: the summary, the blocks and the patch the page's script builds.
    func testInABrowserThePatchOfTheCheckedFixesApplies() throws {
        let browser = try Browser.find()
        guard let git = findExecutable("git") else { throw XCTSkip("git is not installed") }
        let files = try writeProject()
        XCTAssertEqual(try runProcess(git, ["init", "-q"], cwd: folder.url).status, 0)
        _ = try review()
        let page = folder.url.appendingPathComponent("review.html")

        // The unsafe fix of Photos.swift (0) and Three.swift's first and last (1, 3), chosen through
        // the page's #select.
        let dom = try browser.dumpDOM(page, fragment: "select=0,1,3")
        XCTAssertEqual(Browser.text(of: "td", id: "total-findings", in: dom), "5")
        XCTAssertEqual(Browser.text(of: "td", id: "total-safe", in: dom), "3")
        XCTAssertEqual(Browser.text(of: "td", id: "total-unsafe", in: dom), "1")
        XCTAssertEqual(Browser.text(of: "td", id: "total-none", in: dom), "1")
        XCTAssertEqual(dom.components(separatedBy: "class=\"finding fix\"").count - 1, 4)
        XCTAssertEqual(Browser.text(of: "span", id: "chosen", in: dom), "3 of 4 fixes checked")
        XCTAssertFalse(dom.contains("<img"), "the page's script never turns file text into markup")
        let patch = try XCTUnwrap(Browser.text(of: "pre", id: "patch", in: dom))
        try folder.write("chosen.patch", patch)
        let check = try runProcess(git, ["apply", "--check", "chosen.patch"], cwd: folder.url)
        XCTAssertEqual(check.status, 0, check.stderr + patch)
        XCTAssertEqual(try runProcess(git, ["apply", "chosen.patch"], cwd: folder.url).status, 0)
        var k = 0
        let expected = files["Sources/Three.swift"]!.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            guard line.contains("id: \\.offset") else { return String(line) }
            defer { k += 1 }
            return k == 1 ? String(line) : line.replacingOccurrences(of: "id: \\.offset", with: "id: \\.element.id")
        }.joined(separator: "\n")
        XCTAssertEqual(try folder.text("Sources/Three.swift"), expected)
        XCTAssertTrue(try folder.text("Sources/Photos.swift").contains("ForEach(Array(photos.enumerated()), id: \\.element.id)"))

        // As the page opens (safe fixes checked), its patch is the one `fix --patch` writes.
        for (path, text) in files { try folder.write(path, text) }
        let opened = try XCTUnwrap(Browser.text(of: "pre", id: "patch", in: try browser.dumpDOM(page, fragment: nil)))
        _ = try ListfixBinary.run(["fix", "--extend-rules", "self-id,indices-id,offset-id", "--patch", "cli.patch", "Sources"], cwd: folder.url)
        XCTAssertEqual(opened, try folder.text("cli.patch"))

        let shot = folder.url.appendingPathComponent("page.png")
        try browser.screenshot(page, to: shot, width: 420, height: 900)
        XCTAssertEqual(try Data(contentsOf: shot).prefix(8), Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "a phone-sized PNG")
    }
}

extension ReviewPageTests {
    /// Two fixes on the same lines (an outer and an inner `ForEach` over indices) are one choice, with
    /// the text the engine makes of both, so the page's patch is the one `fix --patch` writes.
    func testFixesThatShareLinesAreOneChoice() throws {
        let example = RepositoryPaths.rewrites.appendingPathComponent("indices-id/nested.before.swift")
        try folder.write("Sources/Nested.swift", try Data(contentsOf: example))
        let (result, html) = try review()
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(html.components(separatedBy: "class=\"choice\"").count - 1, 1)
        XCTAssertEqual(html.components(separatedBy: "<a class=\"rule\" href=\"#rule-indices-id\">").count - 1, 2, "both findings are shown")
        let browser = try Browser.find()
        let patch = try XCTUnwrap(Browser.text(of: "pre", id: "patch", in: try browser.dumpDOM(folder.url.appendingPathComponent("review.html"), fragment: nil)))
        _ = try ListfixBinary.run(["fix", "--extend-rules", "self-id,indices-id,offset-id", "--patch", "cli.patch", "Sources"], cwd: folder.url)
        XCTAssertEqual(patch, try folder.text("cli.patch"))
    }
}

/// A headless Chromium. Missing, the test that needs it is skipped, unless
/// `LISTFIX_REQUIRE_BROWSER=1` (as `.ci/run` sets after installing it) makes that a failure.
struct Browser {
    let path: String

    static func find() throws -> Browser {
        for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] {
            if let path = findExecutable(name) { return Browser(path: path) }
        }
        let message = "no Chromium: install it (Debian: `apt-get install -y chromium`) to run the review page in a browser"
        if ProcessInfo.processInfo.environment["LISTFIX_REQUIRE_BROWSER"] == "1" {
            XCTFail(message)
            throw XCTSkip(message)
        }
        throw XCTSkip(message)
    }

    private func run(_ arguments: [String]) throws -> ProcessResult {
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("listfix-chromium-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        return try runProcess(path, ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
                                     "--user-data-dir=\(profile.path)"] + arguments)
    }

    func dumpDOM(_ page: URL, fragment: String?) throws -> String {
        let url = page.absoluteString + (fragment.map { "#" + $0 } ?? "")
        let result = try run(["--dump-dom", url])
        XCTAssertEqual(result.status, 0, result.stderr)
        return result.stdout
    }

    func screenshot(_ page: URL, to file: URL, width: Int, height: Int) throws {
        let result = try run(["--hide-scrollbars", "--window-size=\(width),\(height)", "--screenshot=\(file.path)", page.absoluteString])
        XCTAssertEqual(result.status, 0, result.stderr)
    }

    /// The text of the element `<tag id="id">` in serialized DOM, entities decoded.
    static func text(of tag: String, id: String, in dom: String) -> String? {
        guard let open = dom.range(of: "<\(tag) id=\"\(id)\">"),
              let close = dom.range(of: "</\(tag)>", range: open.upperBound..<dom.endIndex) else { return nil }
        return String(dom[open.upperBound..<close.lowerBound])
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&nbsp;", with: "\u{A0}").replacingOccurrences(of: "&amp;", with: "&")
    }
}
