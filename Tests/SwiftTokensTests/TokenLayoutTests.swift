import XCTest
@testable import SwiftTokens

/// Tokens are eight bytes, and a run longer than one token holds is cut into tokens of its kind.
final class TokenLayoutTests: XCTestCase {
    func testATokenIsEightBytesAndKeepsItsFields() {
        XCTAssertEqual(MemoryLayout<Token>.stride, 8)
        let token = Token(kind: .blockComment, start: 4_000_000_000, end: 4_000_000_000 + Token.maxLength)
        XCTAssertEqual(token.kind, .blockComment)
        XCTAssertEqual(token.start, 4_000_000_000)
        XCTAssertEqual(token.length, Token.maxLength)
        XCTAssertEqual(token.end, 4_000_000_000 + Token.maxLength)
    }

    func testALongRunIsCutIntoTokensOfItsKind() {
        let storage = UnsafeMutableBufferPointer<Token>.allocate(capacity: 8)
        defer { storage.deallocate() }
        var buffer = TokenBuffer(storage)
        let end = 3 * Token.maxLength + 5
        let last = buffer.append(.stringSegment, 10, 10 + end)
        XCTAssertEqual(buffer.count, 4)
        let tokens = Array(storage.prefix(buffer.count))
        XCTAssertEqual(tokens.map(\.kind), Array(repeating: .stringSegment, count: 4))
        XCTAssertEqual(tokens.first?.start, 10)
        XCTAssertEqual(tokens.last?.end, 10 + end)
        XCTAssertEqual(last, tokens.last)
        for (a, b) in zip(tokens, tokens.dropFirst()) { XCTAssertEqual(a.end, b.start) }
        XCTAssertEqual(tokens.map(\.length), [Token.maxLength, Token.maxLength, Token.maxLength, 5])
    }

    func testDeepNestingGrowsTheBracketStack() {
        let depth = 5_000
        let text = String(repeating: "(", count: depth) + String(repeating: ")", count: depth) + "{[}"
        let tokens = Lexer.tokenize(Array(text.utf8))
        let tree = BracketTree(tokens: tokens)
        XCTAssertEqual(tree.match(0), 2 * depth - 1)
        XCTAssertEqual(tree.match(depth - 1), depth)
        XCTAssertEqual(tree.enclosing(depth), depth - 2)
        XCTAssertEqual(tree.unmatched, [2 * depth + 1])
    }
}
