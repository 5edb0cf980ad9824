import XCTest
import SwiftTokens
import TestSupport

final class PackedTokensTests: XCTestCase {
    /// Packing then unpacking gives the lexer's tokens back, including tokens longer than
    /// the two-byte form holds (a long string and a long comment) and every kind in the fixture.
    func testRoundTripIncludingLongTokens() throws {
        var source = try RepositoryPaths.fixture("lexer/torture.swift")
        source += Array("\nlet long = \"\(String(repeating: "x", count: 5000))\"\n".utf8)
        source += Array("// \(String(repeating: "y", count: 1021))\n/* \(String(repeating: "z", count: 70000)) */\n".utf8)
        let tokens = Lexer.tokenize(source)
        XCTAssertTrue(tokens.contains { $0.length > 65536 }, "the input must hold a token past the short form")
        XCTAssertTrue(tokens.contains { $0.length == 1024 }, "and one just past the escape value")
        let packed = PackedTokens(tokens)
        XCTAssertEqual(packed.tokens(), tokens)
        XCTAssertLessThan(packed.size, tokens.count * 2 + 16)
    }

    func testEmpty() {
        XCTAssertEqual(PackedTokens([]).tokens(), [])
    }

    /// Input with more than one token per two bytes takes the lexer's second, larger
    /// allocation; the tokens must be the same as for any input: every byte, in order.
    func testDenseInputIsLexedWhole() {
        let dense = Array(String(repeating: "a,", count: 3000).utf8) + Array(";(".utf8)
        let tokens = Lexer.tokenize(dense)
        XCTAssertEqual(tokens.count, dense.count)
        assertRoundTrip(dense)
        XCTAssertEqual(tokens.prefix(3).map(\.kind), [.identifier, .comma, .identifier])
        XCTAssertEqual(tokens.suffix(2).map(\.kind), [.semicolon, .leftParen])
    }
}
