import XCTest
@testable import ListFixServer

final class JSONTests: XCTestCase {
    func testParsesAndWritesBack() throws {
        let text = #"{"a":[1,-2.5,true,false,null],"b":{"c":"x\"y\\z\n\u00e9\ud83d\ude00"}}"#
        let value = try JSONParser.parse(Array(text.utf8))
        XCTAssertEqual(value["a"], .array([.number("1"), .number("-2.5"), .bool(true), .bool(false), .null]))
        XCTAssertEqual(value["b"]?["c"]?.string, "x\"y\\z\né😀")
        XCTAssertEqual(String(decoding: value.bytes, as: UTF8.self), #"{"a":[1,-2.5,true,false,null],"b":{"c":"x\"y\\z\né😀"}}"#)
    }

    func testRefusesMalformedTextWithTheOffset() {
        for (text, offset) in [("{\"a\":}", 5), ("[1,2", 4), ("{\"a\" 1}", 5), ("\"abc", 4), ("[1] x", 4), ("tru", 0)] {
            XCTAssertThrowsError(try JSONParser.parse(Array(text.utf8)), text) { error in
                XCTAssertEqual((error as? JSONParser.Invalid)?.offset, offset, text)
            }
        }
    }

    /// A request's id goes back exactly as it came: big, fractional or beyond a Double.
    func testNumbersAreWrittenAsTheyWereRead() throws {
        for text in ["1000000000000000", "1e400", "-0.5e-3", "12345678901234567890"] {
            XCTAssertEqual(String(decoding: try JSONParser.parse(Array(text.utf8)).bytes, as: UTF8.self), text)
        }
        XCTAssertEqual(try JSONParser.parse(Array("42".utf8)).int, 42)
        XCTAssertEqual(try JSONParser.parse(Array("4.0".utf8)).int, 4)
        XCTAssertNil(try JSONParser.parse(Array("4.5".utf8)).int)
        for bad in ["01", "1.", "-", "+1", "1e", ".5", "1.2.3"] {
            XCTAssertThrowsError(try JSONParser.parse(Array(bad.utf8)), bad)
        }
    }

    func testDeepNestingIsRefusedNotACrash() {
        let deep = Array(repeating: UInt8(ascii: "["), count: 100_000)
        XCTAssertThrowsError(try JSONParser.parse(deep)) { error in
            XCTAssertEqual((error as? JSONParser.Invalid)?.reason, "nested too deeply")
        }
    }

    func testALoneSurrogateBecomesTheReplacementCharacter() throws {
        XCTAssertEqual(try JSONParser.parse(Array(#""a\ud800b""#.utf8)).string, "a\u{FFFD}b")
    }
}
