import Foundation
import XCTest
import TestSupport

/// `fix` with a warm cache: it neither reads nor writes the cache, so it fixes exactly what it
/// fixes without one; and a `check` right after it has written files reports their new text,
/// and runs again the files whose findings read a declaration the fix changed.
final class CacheFixTests: CacheTestCase {
    /// `Item.id` is a new `UUID()` on every read (unstable-id makes it stored), and the view's
    /// rows are keyed by offset, which it can key by `Item.id` only once that is stored.
    let item = CrossFileFixTests.model
    let itemsView = CrossFileFixTests.view
    let rules = ["--rules", "unstable-id,offset-id"]

    func writeItems() throws {
        try folder.write("App/Item.swift", item)
        try folder.write("App/ItemsView.swift", itemsView)
    }

    func cacheBytes() throws -> [String: Data] {
        var out: [String: Data] = [:]
        for path in try cacheFiles() { out[path] = try Data(contentsOf: URL(fileURLWithPath: path)) }
        return out
    }

    /// `fix --dry-run` and `fix` give with a warm cache what they give without one, and leave
    /// the cache as it was.
    func testFixNeitherReadsNorWritesTheCache() throws {
        try writeItems()
        let check = ["check"] + rules + ["."]
        _ = try run(check)
        let warm = try run(check)
        XCTAssertEqual(events(warm.log).checked, [])
        let cached = try cacheBytes()
        XCTAssertFalse(cached.isEmpty)

        let preview = try run(["fix", "--dry-run"] + rules + ["."])
        assertSame(preview.result, try uncached(["fix", "--dry-run"] + rules + ["."]), "fix --dry-run")
        XCTAssertTrue(preview.result.stdout.contains("+    let id = UUID()"), preview.result.stdout)
        XCTAssertEqual(preview.log, [], "fix does not use the cache")
        let fixed = try run(["fix"] + rules + ["."])
        XCTAssertEqual(fixed.result.status, 0, fixed.result.stdout + fixed.result.stderr)
        XCTAssertEqual(fixed.log, [])
        XCTAssertEqual(try folder.text("App/Item.swift"), item.replacingOccurrences(of: "var id: UUID { UUID() }", with: "let id = UUID()"))
        XCTAssertEqual(try folder.text("App/ItemsView.swift"), itemsView.replacingOccurrences(of: "id: \\.offset", with: "id: \\.element.id"))
        XCTAssertEqual(try cacheBytes(), cached, "fix leaves the cache as it was")

        // Right after the fix wrote both files (their times not yet settled): their new text.
        let after = try run(check)
        assertSame(after.result, try uncached(check), "check after fix")
        XCTAssertEqual(after.result.status, 0, after.result.stdout)
        XCTAssertEqual(events(after.log).scanned, ["Item.swift", "ItemsView.swift"])
    }

    /// A fix of one named file changes a declaration the other file's findings read: the next
    /// `check` runs that other file's rules again, though its bytes did not change, and reports
    /// what a run without the cache reports.
    func testCheckAfterAFixRunsAgainTheFilesThatReadWhatTheFixChanged() throws {
        try writeItems()
        let check = ["check"] + rules + ["."]
        let before = try run(check)
        XCTAssertTrue(before.result.stdout.contains("give `Item` a stored id [offset-id]"), before.result.stdout)
        XCTAssertEqual(events(try run(check).log).checked, [])

        let fixed = try run(["fix"] + rules + ["Item.swift"])
        XCTAssertEqual(fixed.result.status, 0, fixed.result.stdout + fixed.result.stderr)
        XCTAssertEqual(try folder.text("App/ItemsView.swift"), itemsView, "only the named file is fixed")

        let after = try run(check)
        let expected = try uncached(check)
        assertSame(after.result, expected, "check after fixing Item.swift")
        XCTAssertFalse(after.result.stdout.contains("give `Item` a stored id"), after.result.stdout)
        XCTAssertEqual(events(after.log).scanned, ["Item.swift"])
        XCTAssertEqual(events(after.log).checked, ["ItemsView.swift"])
        assertSame(try run(check).result, expected, "warm after the fix")
    }
}
