import XCTest
import SwiftTokens
@testable import ListFixKit

/// A project fact only some rules read is recorded by the first pass only while such a rule runs.
final class ProjectFactsTests: XCTestCase {
    let source = """
    import SwiftUI
    struct Feed: View {
        let placeholders = Array(repeating: Post.placeholder, count: 5)
        var body: some View {
            List(placeholders) { Text($0.title) }
                .modifier(Clear())
        }
    }
    struct Clear: ViewModifier {
        func body(content: Content) -> some View {
            if #available(iOS 16, macOS 13, *) { content.scrollContentBackground(.hidden) } else { content }
        }
    }
    """

    func scan(_ ids: [String]) -> FileDeclarations {
        let engine = Engine(rules: ids.compactMap(RuleCatalog.rule))
        return engine.scanDeclarations(SourceFile(text: source))
    }

    func testEachFactIsRecordedForTheRulesThatReadIt() {
        let defaults = scan(["indices-id", "unary-row"])
        XCTAssertEqual(Engine(rules: ["indices-id"].compactMap(RuleCatalog.rule)).facts, [])
        XCTAssertEqual(Engine(rules: ["unary-row"].compactMap(RuleCatalog.rule)).facts, .lazyPlacements)
        XCTAssertFalse(defaults.guardsBackgroundHiding)
        XCTAssertNil(defaults.types.flatMap(\.properties).first { $0.name == "placeholders" }?.repeats)

        let background = scan(["list-background"])
        XCTAssertTrue(background.guardsBackgroundHiding)
        XCTAssertNil(background.types.flatMap(\.properties).first { $0.name == "placeholders" }?.repeats)

        let repeated = scan(["repeated-id"])
        XCTAssertFalse(repeated.guardsBackgroundHiding)
        XCTAssertEqual(repeated.types.flatMap(\.properties).first { $0.name == "placeholders" }?.repeats, .repeating)

        XCTAssertEqual(Engine(rules: RuleCatalog.all).facts, .all)
    }
}
