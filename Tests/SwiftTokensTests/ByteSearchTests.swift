import XCTest
import SwiftTokens

/// `ByteSearch`: every occurrence, overlapping ones too, and only inside the range asked.
final class ByteSearchTests: XCTestCase {
    let text = Array("a.count; b.count; aa.count".utf8)

    func testOffsetsFindEveryOccurrence() {
        XCTAssertEqual(ByteSearch.offsets(of: ".count", in: text), [1, 10, 20])
        XCTAssertEqual(ByteSearch.offsets(of: "aa", in: Array("aaa".utf8)), [0, 1])
        XCTAssertEqual(ByteSearch.offsets(of: "z", in: text), [])
    }

    func testOffsetsWithinARangeStayInsideIt() {
        XCTAssertEqual(ByteSearch.offsets(of: ".count", in: text, within: 2..<18), [10])
        // An occurrence that starts inside but ends past the range is not in it.
        XCTAssertEqual(ByteSearch.offsets(of: ".count", in: text, within: 0..<5), [])
        XCTAssertEqual(ByteSearch.offsets(of: ".count", in: text, within: 0..<7), [1])
        // A range past the end is clamped to the bytes.
        XCTAssertEqual(ByteSearch.offsets(of: ".count", in: text, within: 15..<400), [20])
    }
}
