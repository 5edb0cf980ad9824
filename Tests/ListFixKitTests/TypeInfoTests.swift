import XCTest
@testable import ListFixKit

final class TypeInfoTests: XCTestCase {
    /// A name declared twice (in two `#if` branches) is found in short and long property lists alike.
    func testRepeatedPropertyNames() {
        func list(_ names: [String]) -> [PropertyDecl] {
            names.map { PropertyDecl(name: $0, type: nil, wrapper: nil, endOffset: 0, isStored: true, isStatic: false) }
        }
        let filler = (0..<16).map { "f\($0)" }
        for extra in [[], filler] {
            XCTAssertFalse(Declarations.TypeInfo.repeatsName(list(extra + ["a", "b"])))
            XCTAssertTrue(Declarations.TypeInfo.repeatsName(list(extra + ["a", "b", "a"])))
        }
    }
}
