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

    /// `@Model class Photo` with an `id` of its own is `Identifiable` through the macro: rows keyed by
    /// position over it are not said to be over a type that is not Identifiable.
    func testAModelWithItsOwnIDIsNotSaidToLackIdentifiable() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let source = """
            import SwiftUI
            import SwiftData

            @Model
            final class Photo {
                var id = UUID()
                var caption: String
                init(caption: String) { self.caption = caption }
            }

            struct PhotosView: View {
                @State var photos: [Photo] = []

                var body: some View {
                    List {
                        ForEach(Array(photos.enumerated()), id: \\.offset) { index, photo in
                            Text(photo.caption)
                        }
                        .onDelete { photos.remove(atOffsets: $0) }
                    }
                }
            }

            """
        try folder.write("App/Photos.swift", Data(source.utf8))
        let run = try ListfixBinary.run(["check", "--rules", "offset-id", "App"], cwd: folder.url)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertEqual(run.stdout, "App/Photos.swift:16:53: warning: `ForEach` keyed by `\\.offset` ties each row's identity to its position: "
            + "inserting, removing or reordering photos resets row state and animates the wrong rows "
            + "(unsafe fix: whether `Photo` has an `id` is unknown; --unsafe-fixes applies it) [offset-id]\n")
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
