import XCTest
import SwiftTokens
@testable import ListFixKit

/// A value of the Defaults package (`@Default(.key) var name`) changes as the project's own writes
/// of it show, and with no write seen it is unknown: code anywhere may write it under its key.
final class DefaultsOriginTests: XCTestCase {
    /// The origin of `favorites` where the view's rows read it, in a view whose other members are `members`.
    func origin(_ members: String) -> DataOrigin {
        let source = """
        struct V: View {
            @Default(.favorites) var favorites
            var body: some View {
                List(favorites, id: \\.self) { Text($0) }
        \(members)
            }
        }
        """
        let file = SourceFile(text: source)
        let context = RuleContext(file: file, declarations: Declarations(files: [DeclarationScanner.scan(file)]), target: Target())
        let rows = file.tokens.indices.first { file.tokenIs($0, "List") }!
        let data = file.tokens.indices.first { $0 > rows && file.tokenIs($0, "favorites") }!
        return DataOrigin.of(data, data, in: context)
    }

    func testUnwrittenIsUnknown() {
        XCTAssertEqual(origin(""), .unknown)
    }

    func testWritesDecide() {
        XCTAssertEqual(origin(".toolbar { Button(\"Add\") { favorites.append(\"x\") } }"), .appendedOnly)
        XCTAssertEqual(origin(".onDelete { favorites.remove(atOffsets: $0) }"), .changing("`favorites` is `@Default`"))
        XCTAssertEqual(origin(".task { favorites = await load() }"), .replaced("`favorites` is `@Default`"))
    }
}
