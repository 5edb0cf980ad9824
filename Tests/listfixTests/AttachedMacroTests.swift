import XCTest
import TestSupport

/// A macro attached to a type may add conformances that the project's text does not show:
/// SwiftData's `@Model` makes a class a `PersistentModel`, which is `Identifiable`. The compiler
/// stand-in has no macros, so this is tested here rather than in the catalog.
final class AttachedMacroTests: XCTestCase {
    func table(over attribute: String) -> String {
        """
        import SwiftUI
        import SwiftData

        \(attribute)
        final class Pin {
            var key: String
            init(key: String) { self.key = key }
        }

        struct PinsView: View {
            var pins: [Pin]

            var body: some View {
                Table(pins) {
                    TableColumn("Key") { pin in Text(pin.key) }
                }
            }
        }

        """
    }

    func testAModelMacroMayMakeATypeIdentifiable() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("App/Pins.swift", Data(table(over: "@Model").utf8))
        let run = try ListfixBinary.run(["check", "--rules", "table-identifiable", "App"], cwd: folder.url)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(run.stderr, "No findings in 1 file.\n")
    }

    func testAnAttributeThatAddsNoConformanceProvesTheLack() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("App/Pins.swift", Data(table(over: "@MainActor").utf8))
        let run = try ListfixBinary.run(["check", "--rules", "table-identifiable", "App"], cwd: folder.url)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(run.stdout.hasPrefix("App/Pins.swift:14:9: error: `Table(pins)` needs Identifiable rows, and `Pin` is not"), run.stdout)
    }
}
