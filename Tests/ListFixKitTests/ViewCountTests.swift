import XCTest
import SwiftTokens
@testable import ListFixKit

/// The view-count analysis on its own: the count SwiftUI gives a view's `body`, as listfix reads
/// it from the declaration scan of each file and resolves it over the project.
final class ViewCountTests: XCTestCase {
    /// The count of `struct Probe: View`'s body written as `body`, in a project of the other files.
    func count(_ body: String, members: String = "", project: [String] = []) -> ViewCount {
        let probe = "import SwiftUI\n\nstruct Probe: View {\n    var body: some View {\n\(body)\n    }\n\(members)\n}\n"
        let declarations = Declarations(files: ([probe] + project).map { DeclarationScanner.scan(SourceFile(bytes: Array($0.utf8))) })
        return declarations.viewCount(of: .view("Probe"))
    }

    func testBuiltInViewsStacksControlsAndModifierChainsCountOne() {
        XCTAssertEqual(count("Text(\"a\")"), .exactly(1))
        XCTAssertEqual(count("Text(\"a\")\n    .padding()\n    .bold()"), .exactly(1))
        XCTAssertEqual(count("VStack {\n Text(\"a\")\n Text(\"b\")\n}"), .exactly(1))
        XCTAssertEqual(count("Button {\n} label: {\n Text(\"a\")\n Text(\"b\")\n}"), .exactly(1))
        XCTAssertEqual(count("Color.red"), .exactly(1))
        XCTAssertEqual(count("let title = \"a\"\nText(title)"), .exactly(1))
    }

    func testEmptyViewSiblingsAndGroupsAddUp() {
        XCTAssertEqual(count("EmptyView()"), .exactly(0))
        XCTAssertEqual(count("Text(\"a\")\nText(\"b\")"), .exactly(2))
        XCTAssertEqual(count("Group {\n Text(\"a\")\n Text(\"b\")\n Image(\"c\")\n}.padding()"), .exactly(3))
        XCTAssertEqual(count("Text(\"a\")\nGroup {\n Text(\"b\")\n EmptyView()\n}"), .exactly(2))
    }

    func testConditionsAgreeOrVary() {
        XCTAssertEqual(count("if c {\n Text(\"a\")\n}"), .varies(.optional))
        XCTAssertEqual(count("if c {\n Text(\"a\")\n} else if d {\n Text(\"b\")\n}"), .varies(.optional))
        XCTAssertEqual(count("if c {\n Text(\"a\")\n} else {\n Image(\"b\")\n}"), .exactly(1))
        XCTAssertEqual(count("if c {\n Text(\"a\")\n Text(\"b\")\n} else {\n Text(\"c\")\n}"), .varies(.differentBranches))
        XCTAssertEqual(count("if c {\n Text(\"a\")\n Text(\"b\")\n} else {\n Text(\"c\")\n Text(\"d\")\n}"), .exactly(2))
        XCTAssertEqual(count("switch k {\ncase .a:\n Text(\"a\")\ncase .b: Label(\"b\", systemImage: \"b\")\ndefault:\n Image(\"c\")\n}"), .exactly(1))
        XCTAssertEqual(count("switch k {\ncase .a:\n Text(\"a\")\ncase .b:\n EmptyView()\n}"), .varies(.differentBranches))
        XCTAssertEqual(count("c ? Text(\"a\") : Text(\"b\")"), .exactly(1))
    }

    func testAnyViewForEachAndSection() {
        XCTAssertEqual(count("AnyView(Text(\"a\"))"), .varies(.anyView))
        XCTAssertEqual(count("if c {\n AnyView(Text(\"a\"))\n} else {\n Text(\"b\")\n}"), .varies(.anyView))
        XCTAssertEqual(count("ForEach(items) { item in\n Text(item)\n}"), .varies(.forEach))
        XCTAssertEqual(count("Section(\"a\") {\n Text(\"a\")\n Text(\"b\")\n}"), .section)
        XCTAssertEqual(count("if c {\n Section {\n Text(\"a\")\n }\n} else {\n Section {\n Text(\"b\")\n }\n}"), .section)
        // SwiftUI counts a section by its content, header and footer: beside a plain view, not known.
        XCTAssertEqual(count("if c {\n Section {\n Text(\"a\")\n }\n} else {\n Text(\"b\")\n}"), .unknown("Section"))
    }

    func testProjectViewsCountTheirBodyAcrossFiles() {
        let row = "import SwiftUI\nstruct Row: View {\n var body: some View {\n HStack {\n Text(\"a\")\n }\n }\n}\n"
        let pair = "import SwiftUI\nstruct Pair: View {\n var body: some View {\n Text(\"a\")\n Row()\n }\n}\n"
        let group = "import SwiftUI\nstruct SettingsGroup: View {\n var body: some View {\n Section {\n Pair()\n }\n }\n}\n"
        XCTAssertEqual(count("Row()", project: [row]), .exactly(1))
        XCTAssertEqual(count("Pair()", project: [row, pair]), .exactly(2))
        XCTAssertEqual(count("Pair()\nRow()", project: [row, pair]), .exactly(3))
        XCTAssertEqual(count("SettingsGroup()", project: [row, pair, group]), .section)
        XCTAssertEqual(count("if c {\n Pair()\n} else {\n Row()\n}", project: [row, pair]), .varies(.differentBranches))
        // Views without a `body` of their own: a wrapped UIKit view, a shape; a model type is no view.
        let leaves = "struct MapView: UIViewRepresentable {}\nstruct Triangle: Shape {}\nstruct Model {}\n"
        XCTAssertEqual(count("MapView()\nTriangle()", project: [leaves]), .exactly(2))
        XCTAssertEqual(count("Model()", project: [leaves]), .unknown("Model"))
    }

    func testMembersReturningViewsAreFollowedInTheirFile() {
        let members = """
            @ViewBuilder
            private var content: some View {
                if done {
                    Label("a", systemImage: "b")
                } else {
                    row("c")
                }
            }

            func row(_ title: String) -> some View {
                let text = title.uppercased()
                return Text(text)
            }

            var erased: AnyView { AnyView(Text("a")) }

            func badge<Label: View>(_ label: Label, count: Int) async throws -> some View where Label: Equatable {
                HStack {
                    label
                }
            }

            func makeModel(_ view: some View) -> Model { Model() }
            """
        XCTAssertEqual(count("content\n    .padding()", members: members), .exactly(1))
        XCTAssertEqual(count("self.content", members: members), .exactly(1))
        XCTAssertEqual(count("row(\"a\")\nrow(\"b\")", members: members), .exactly(2))
        XCTAssertEqual(count("erased", members: members), .varies(.anyView))
        XCTAssertEqual(count("missing", members: members), .unknown("missing"))
        XCTAssertEqual(count("badge(Text(\"a\"), count: 1)", members: members), .exactly(1))
        XCTAssertEqual(count("makeModel(Text(\"a\"))", members: members), .unknown("makeModel"))
    }

    func testOtherModulesTooDeepAndUnreadableAreUnknown() {
        XCTAssertEqual(count("SettingView(title: \"a\")"), .unknown("SettingView"))
        XCTAssertEqual(count("if c {\n SettingView()\n} else {\n Text(\"b\")\n}"), .unknown("SettingView"))
        // Known branches that already differ vary, whatever the unknown one makes.
        XCTAssertEqual(count("switch k {\ncase .a:\n Text(\"a\")\ncase .b:\n Text(\"a\")\n Text(\"b\")\ncase .c:\n SettingView()\n}"),
                       .varies(.differentBranches))
        XCTAssertEqual(count("#if os(iOS)\nText(\"a\")\n#endif"), .unknown("Probe"))
        // A chain of views deeper than the limit, and a body that names itself.
        let chain = (0..<8).map { k in "struct V\(k): View {\n var body: some View {\n \(k == 7 ? "Text(\"end\")" : "V\(k + 1)()")\n }\n}\n" }
        XCTAssertEqual(count("V6()", project: chain), .exactly(1))
        XCTAssertEqual(count("V0()", project: chain), .unknown("V3"))
        XCTAssertEqual(count("Probe()"), .unknown("Probe"))
    }

    func testTwoDeclarationsThatDisagreeAreUnknown() {
        let one = "struct Row: View {\n var body: some View {\n Text(\"a\")\n }\n}\n"
        let two = "struct Row: View {\n var body: some View {\n Text(\"a\")\n Text(\"b\")\n }\n}\n"
        XCTAssertEqual(count("Row()", project: [one, one]), .exactly(1))
        XCTAssertEqual(count("Row()", project: [one, two]), .unknown("Row"))
        let platforms = "struct Row: View {\n#if os(iOS)\n var body: some View {\n Text(\"a\")\n }\n#else\n var body: some View {\n Text(\"a\")\n Text(\"b\")\n }\n#endif\n}\n"
        XCTAssertEqual(count("Row()", project: [platforms]), .unknown("Row"))
    }

    /// Whether a stack may hold the views of `body` (see `Declarations.isStackable`).
    func stackable(_ body: String, project: [String] = []) -> Bool {
        let probe = "import SwiftUI\n\nstruct Probe: View {\n    var body: some View {\n\(body)\n    }\n}\n"
        let declarations = Declarations(files: ([probe] + project).map { DeclarationScanner.scan(SourceFile(bytes: Array($0.utf8))) })
        return declarations.isStackable(.view("Probe"))
    }

    func testAStackMayHoldKnownViewsButNoSectionOrUnknownView() {
        let group = "struct SettingsGroup: View {\n var body: some View {\n Section {\n Text(\"a\")\n }\n }\n}\n"
        XCTAssertTrue(stackable("Text(\"a\")\nif c {\n Divider()\n}"))
        XCTAssertTrue(stackable("if c {\n Text(\"a\")\n Text(\"b\")\n} else {\n Image(\"c\")\n}"))
        XCTAssertFalse(stackable("Text(\"a\")\nif c {\n SettingsGroup()\n}", project: [group]))
        XCTAssertFalse(stackable("Text(\"a\")\nif c {\n SettingView()\n}"))
        XCTAssertFalse(stackable("AnyView(Text(\"a\"))"))
    }
}
