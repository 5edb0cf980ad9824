import Foundation
import XCTest
import TestSupport

/// `LISTFIX_FIRST_PASS_FLOOR`, the hook `listfix-bench` measures parts of the first pass with: a
/// file the setting leaves unlexed neither enters the project's declarations nor is checked.
final class FirstPassFloorTests: XCTestCase {
    func check(_ folder: TemporaryFolder, floor: String?) throws -> [String] {
        var environment = ProcessInfo.processInfo.environment
        environment["LISTFIX_FIRST_PASS_FLOOR"] = floor
        let result = try runProcess(ListfixBinary.path, ["check", "--no-cache", "--rules", "unstable-id,offset-id", "--format", "json", "App"],
                                    cwd: folder.url, environment: environment)
        let rows = try JSONSerialization.jsonObject(with: result.stdoutData) as? [[String: Any]] ?? []
        return rows.map { "\($0["path"] as? String ?? "?") \($0["rule"] as? String ?? "?") \($0["applicability"] as? String ?? "?")" }.sorted()
    }

    func testUnlexedFilesAreReadButNeitherScannedNorChecked() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("App/Item.swift", CrossFileFixTests.model)
        try folder.write("App/ItemsView.swift", CrossFileFixTests.view)
        XCTAssertEqual(try check(folder, floor: nil), ["App/Item.swift unstable-id safe", "App/ItemsView.swift offset-id none"])
        // The model unlexed: its finding is gone, and the view's rows no longer know `Item`, so
        // whether it has an id is unknown (an unsafe fix) where its unstable id refused the fix.
        try folder.write("skip.txt", "App/Item.swift\n")
        XCTAssertEqual(try check(folder, floor: "unlexed:" + folder.url.appendingPathComponent("skip.txt").path),
                       ["App/ItemsView.swift offset-id unsafe"])
        XCTAssertEqual(try check(folder, floor: "read"), [])
        XCTAssertEqual(try check(folder, floor: "lex"), [])
        // An unreadable list is no setting: the run is whole.
        XCTAssertEqual(try check(folder, floor: "unlexed:/nonexistent/list"), ["App/Item.swift unstable-id safe", "App/ItemsView.swift offset-id none"])
    }
}
