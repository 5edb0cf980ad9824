import XCTest
import SwiftTokens
@testable import ListFixKit

/// The first pass's record of where views are placed among a lazy container's rows.
final class LazyPlacementTests: XCTestCase {
    func placements(_ source: String) -> [LazyPlacement] {
        let file = SourceFile(text: source)
        return LazyPlacement.scan(file, types: DeclarationScanner.scan(file).types)
    }

    func testAViewAmongAListsRowsIsRecordedWithItsScopeAndTheContainerAsWritten() {
        let found = placements("""
        struct Feed: View {
            var body: some View {
                LazyVStack(alignment: .leading, spacing: 8) {
                    Section { if show { Rows() } }
                    HStack { Badge() }
                }
            }
        }
        """)
        XCTAssertEqual(found, [LazyPlacement(type: "Rows", scope: "Feed", container: "LazyVStack(alignment: .leading, spacing: 8)")])
    }

    func testPreviewsPlaceNothing() {
        XCTAssertEqual(placements("""
        #Preview {
            List { Rows() }
        }
        struct Rows_Previews: PreviewProvider {
            static var previews: some View { List { Rows() } }
        }
        """), [])
    }

    func testScenesRecordTheirRootViews() {
        let file = SourceFile(text: """
        struct MyApp: App {
            var body: some Scene {
                WindowGroup { ContentView().environmentObject(Store()) }
                Settings { SettingsView() }
            }
        }
        """)
        XCTAssertEqual(SceneRoots.scan(file), ["ContentView", "Store", "SettingsView"])
    }
}
