import XCTest
@testable import ListFixServer

final class JSONTests: XCTestCase {
    func testParsesAndWritesBack() throws {
        let text = #"{"a":[1,-2.5,true,false,null],"b":{"c":"x\"y\\z\n\u00e9\ud83d\ude00"}}"#
        let value = try JSONParser.parse(Array(text.utf8))
        XCTAssertEqual(value["a"], .array([.number(1), .number(-2.5), .bool(true), .bool(false), .null]))
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
