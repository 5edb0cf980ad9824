import XCTest
@testable import ListFixServer

final class TextLinesTests: XCTestCase {
    /// "a😀b" then CRLF, "é" then a lone CR, an invalid byte, then "z".
    let bytes: [UInt8] = Array("a😀b\r\né\r".utf8) + [0xFF] + Array("z".utf8)

    func testPositionsInUTF16CodeUnits() {
        let lines = TextLines(bytes, encoding: .utf16)
        XCTAssertEqual(lines.starts, [0, 8, 11])
        XCTAssertEqual(lines.position(of: 5, in: bytes), Position(line: 0, character: 3))  // after the emoji: 1 + 2 units
        XCTAssertEqual(lines.position(of: 6, in: bytes), Position(line: 0, character: 4))
        XCTAssertEqual(lines.position(of: 10, in: bytes), Position(line: 1, character: 1))
        XCTAssertEqual(lines.position(of: 12, in: bytes), Position(line: 2, character: 1))  // the invalid byte is one unit
        XCTAssertEqual(lines.offset(of: Position(line: 0, character: 3), in: bytes), 5)
        // Inside the emoji's surrogate pair: its start, never the middle of its bytes.
        XCTAssertEqual(lines.offset(of: Position(line: 0, character: 2), in: bytes), 1)
        // Past a line's end: the end of its text, before the line break.
        XCTAssertEqual(lines.offset(of: Position(line: 0, character: 99), in: bytes), 6)
        XCTAssertEqual(lines.offset(of: Position(line: 1, character: 99), in: bytes), 10)
        XCTAssertEqual(lines.offset(of: Position(line: 9, character: 0), in: bytes), bytes.count)
    }

    func testPositionsInUTF8Bytes() {
        let lines = TextLines(bytes, encoding: .utf8)
        XCTAssertEqual(lines.position(of: 5, in: bytes), Position(line: 0, character: 5))
        XCTAssertEqual(lines.offset(of: Position(line: 0, character: 5), in: bytes), 5)
        XCTAssertEqual(lines.offset(of: Position(line: 0, character: 3), in: bytes), 1, "a character offset inside a sequence stays at its start")
    }

    /// Every offset at a character's start (not between a CR and its LF) comes back from its position.
    func testEveryOffsetRoundTripsAtCharacterBoundaries() {
        let text: [UInt8] = Array("ab\nc😀d\r\n\r\né\n".utf8)
        for encoding in [PositionEncoding.utf16, .utf8] {
            let lines = TextLines(text, encoding: encoding)
            for k in 0...text.count where k == text.count || (text[k] & 0xC0 != 0x80 && !(text[k] == 0x0A && text[k - 1] == 0x0D)) {
                XCTAssertEqual(lines.offset(of: lines.position(of: k, in: text), in: text), k, "\(encoding) \(k)")
            }
        }
    }

    func testFileURIs() {
        XCTAssertEqual(FileURI.path(of: "file:///tmp/My%20App/A%2BB.swift"), "/tmp/My App/A+B.swift")
        XCTAssertEqual(FileURI.path(of: "file://localhost/tmp/a.swift"), "/tmp/a.swift")
        XCTAssertNil(FileURI.path(of: "untitled:Untitled-1"))
        XCTAssertNil(FileURI.path(of: "file://server/share/a.swift"))
        let path = "/tmp/Ünï cödé/#1?.swift"
        XCTAssertEqual(FileURI.of(path), "file:///tmp/%C3%9Cn%C3%AF%20c%C3%B6d%C3%A9/%231%3F.swift")
        XCTAssertEqual(FileURI.path(of: FileURI.of(path)), path)
    }

    func testFixAllIsOneEditCutAtWholeCharacters() throws {
        let document = OpenDocument(uri: "file:///a.swift", version: 1, text: "let a = \"é\"\n", encoding: .utf16)
        let edit = LanguageServer.replacement(of: document, with: Array("let a = \"è\"\n".utf8))
        // é and è share their first UTF-8 byte: the edit still replaces the whole character.
        XCTAssertEqual(edit, .object([("range", .object([("start", Position(line: 0, character: 9).json), ("end", Position(line: 0, character: 10).json)])),
                                      ("newText", .string("è"))]))
    }
}

import ListFixKit

final class IgnoreCommentPlaceTests: XCTestCase {
    private func place(_ comment: String) -> String? {
        let bytes = Array(comment.utf8)
        guard let found = Suppressions.placeForAnotherID(in: bytes) else { return nil }
        return String(decoding: bytes[..<found.offset], as: UTF8.self) + "|" + found.separator
    }

    func testAnotherIDGoesAfterTheLastOneBeforeTheReason() {
        XCTAssertEqual(place("// listfix:ignore self-id"), "// listfix:ignore self-id| ")
        XCTAssertEqual(place("// listfix:ignore self-id -- rows are never edited"), "// listfix:ignore self-id| ")
        XCTAssertEqual(place("// listfix: ignore a-b, c-d: why"), "// listfix: ignore a-b, c-d|, ")
        XCTAssertNil(place("// listfix:ignore"), "no ids: it silences every rule already")
        XCTAssertNil(place("// listfix:ignore-file self-id"))
        XCTAssertNil(place("// an ordinary comment"))
    }
}
