import XCTest
import TestSupport

/// One `fix` reaches the fixpoint over the whole project: a fix that changes a declaration other
/// files read is seen by those files in the same run.
final class CrossFileFixTests: XCTestCase {
    static let model = """
        import Foundation

        struct Item: Identifiable {
            var id: UUID { UUID() }
            var title: String
        }

        """

    static let view = """
        import SwiftUI

        struct ItemsView: View {
            @Binding var items: [Item]

            var body: some View {
                ForEach(Array(items.enumerated()), id: \\.offset) { index, item in
                    Text("\\(index + 1). \\(item.title)")
                }
            }
        }

        extension ItemsView {
            func remove(at offsets: IndexSet) {
                withAnimation { items.remove(atOffsets: offsets) }
            }
        }

        """
    var model: String { Self.model }
    var view: String { Self.view }

    func testASecondFixChangesNothingAfterAnIDBecomesStored() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("App/Item.swift", model)
        try folder.write("App/ItemsView.swift", view)
        let rules = ["--rules", "unstable-id,offset-id"]
        // Before the fix, `Item.id` is a new `UUID()` on every read: rows cannot be keyed by it.
        let before = try ListfixBinary.run(["check", "--format", "json"] + rules + ["App"], cwd: folder.url)
        let rows = try JSONSerialization.jsonObject(with: before.stdoutData) as? [[String: Any]] ?? []
        XCTAssertEqual(rows.map { "\($0["rule"] as? String ?? "?") \($0["applicability"] as? String ?? "?")" }.sorted(),
                       ["offset-id none", "unstable-id safe"])

        let first = try ListfixBinary.run(["fix"] + rules + ["App"], cwd: folder.url)
        XCTAssertEqual(first.status, 0, first.stdout + first.stderr)
        XCTAssertEqual(String(decoding: try folder.read("App/Item.swift"), as: UTF8.self),
                       model.replacingOccurrences(of: "var id: UUID { UUID() }", with: "let id = UUID()"))
        // The view's rows are kept in `@State`, so the stored id now proves them.
        XCTAssertEqual(String(decoding: try folder.read("App/ItemsView.swift"), as: UTF8.self),
                       view.replacingOccurrences(of: "id: \\.offset", with: "id: \\.element.id"))

        let second = try ListfixBinary.run(["fix", "--dry-run"] + rules + ["App"], cwd: folder.url)
        XCTAssertEqual(second.status, 0, second.stderr)
        XCTAssertEqual(second.stdout, "")
    }
}
