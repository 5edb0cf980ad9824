import XCTest
@testable import ListFixProject

/// The word-speed UTF-8 check agrees with the standard decoder on every input.
final class SourceTextTests: XCTestCase {
    /// The answer of the decoder the fast check stands in for.
    func decoderSays(_ bytes: [UInt8]) -> Bool {
        !bytes.contains(0) && String(validating: bytes, as: UTF8.self) != nil
    }

    func testAgreesWithTheDecoderOnEdgeSequences() {
        let edges: [[UInt8]] = [
            [], [0x41], [0x00], [0x7F], [0x80], [0xC1, 0xBF], [0xC2, 0x80], [0xDF, 0xBF], [0xC2],
            [0xE0, 0x9F, 0x80], [0xE0, 0xA0, 0x80], [0xED, 0x9F, 0xBF], [0xED, 0xA0, 0x80], [0xEF, 0xBF, 0xBF], [0xE1, 0x80],
            [0xF0, 0x8F, 0x80, 0x80], [0xF0, 0x90, 0x80, 0x80], [0xF4, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80],
            [0xF5, 0x80, 0x80, 0x80], [0xFF], [0xF0, 0x90, 0x80], [0xEF, 0xBB, 0xBF],
        ]
        for edge in edges {
            // At the start, after a run of ASCII long enough for the word loop, and before one.
            for bytes in [edge, Array(repeating: 0x61, count: 37) + edge, edge + Array(repeating: 0x62, count: 40)] {
                XCTAssertEqual(SourceText.isPlainUTF8(bytes), decoderSays(bytes), "\(bytes)")
                XCTAssertEqual(SourceText.problem(bytes) == nil, decoderSays(bytes), "\(bytes)")
            }
        }
    }

    func testAgreesWithTheDecoderOnRandomBytes() {
        var generator = SystemRandomNumberGenerator()
        let alphabet: [UInt8] = [0x00, 0x20, 0x61, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC2, 0xDF,
                                 0xE0, 0xE1, 0xED, 0xEF, 0xF0, 0xF1, 0xF4, 0xF5, 0xFF]
        for _ in 0..<20_000 {
            let count = Int.random(in: 0..<48, using: &generator)
            let bytes = (0..<count).map { _ in Bool.random(using: &generator) ? 0x61 : alphabet.randomElement(using: &generator)! }
            XCTAssertEqual(SourceText.isPlainUTF8(bytes), decoderSays(bytes), "\(bytes)")
        }
    }

    func testNamesTheProblem() {
        XCTAssertEqual(SourceText.problem(Array("let a = \"é\"\n".utf8)), nil)
        XCTAssertEqual(SourceText.problem([0x61, 0x00]), "contains NUL bytes: not Swift source text; skipped")
        XCTAssertEqual(SourceText.problem(Array("let é = 1 ".utf8) + [0xC0, 0x80]), "is not valid UTF-8 (near byte 11); skipped")
    }
}
