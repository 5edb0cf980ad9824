import XCTest
@testable import SwiftTokens

/// Tokens are eight bytes as values (a file keeps five bytes of each), and a run longer than one
/// token holds is cut into tokens of its kind.
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
        let storage = TokenStorage(capacity: 8)
        var buffer = TokenBuffer(storage)
        let end = 3 * Token.maxLength + 5
        buffer.append(.whitespace, 0, 10)
        buffer.append(.stringSegment, 10, 10 + end)
        XCTAssertEqual(buffer.count, 5)
        let tokens = Array(TokenList(storage: storage, count: buffer.count).dropFirst())
        XCTAssertEqual(tokens.map(\.kind), Array(repeating: .stringSegment, count: 4))
        XCTAssertEqual(tokens.first?.start, 10)
        XCTAssertEqual(tokens.last?.end, 10 + end)
        for (a, b) in zip(tokens, tokens.dropFirst()) { XCTAssertEqual(a.end, b.start) }
        XCTAssertEqual(tokens.map(\.length), [Token.maxLength, Token.maxLength, Token.maxLength, 5])
    }

    func testATokenListReadsBackTheTokensItWasMadeOf() {
        let tokens = Lexer.tokenize(Array("let a = [1, 2] // done\n".utf8))
        let list = TokenList(tokens)
        XCTAssertEqual(Array(list), tokens)
        XCTAssertEqual(list.count, tokens.count)
        XCTAssertEqual(list.withUnsafeTokens { Array($0) }, tokens)
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
