import XCTest
import SwiftTokens
import TestSupport

/// The significant tokens of `source` as (kind, text) pairs.
func significant(_ source: String) -> [(TokenKind, String)] {
    let file = SourceFile(text: source)
    return file.tokens.indices.filter { !file.tokens[$0].kind.isTrivia }.map { (file.tokens[$0].kind, file.text($0)) }
}

func assertRoundTrip(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) {
    let tokens = Lexer.tokenize(bytes)
    var expectedStart = 0
    for token in tokens {
        guard token.start == expectedStart, token.end > token.start else {
            XCTFail("gap or empty token at \(token.start) (expected \(expectedStart))", file: file, line: line)
            return
        }
        expectedStart = token.end
    }
    XCTAssertEqual(expectedStart, bytes.count, "tokens do not cover the input", file: file, line: line)
}

func assertKinds(_ source: String, _ expected: [(TokenKind, String)], file: StaticString = #filePath, line: UInt = #line) {
    let actual = significant(source)
    XCTAssertEqual(actual.map { "\($0.0) \($0.1)" }, expected.map { "\($0.0) \($0.1)" }, file: file, line: line)
}

final class LexerTests: XCTestCase {
    func testFixturesRoundTripAndParse() throws {
        for name in ["torture.swift", "multiline.swift", "crlf_tabs.swift"] {
            let bytes = try RepositoryPaths.fixture("lexer/\(name)")
            assertRoundTrip(bytes)
            XCTAssertFalse(Lexer.tokenize(bytes).contains { $0.kind == .unknown }, name)
        }
        for name in ["torture.swift", "multiline.swift", "crlf_tabs.swift"] {
            let path = RepositoryPaths.fixtures.appendingPathComponent("lexer/\(name)").path
            XCTAssertNil(try swiftParseErrors(["-swift-version", "6", path]))
        }
    }

    func testShebangAndRawStrings() {
        let file = SourceFile(text: "#!/usr/bin/env swift\nlet r1 = #\"She said \"hi\" \\(notInterpolated) \\#(name)\"#\n")
        XCTAssertEqual(file.tokens[0].kind, .shebang)
        XCTAssertEqual(file.text(0), "#!/usr/bin/env swift")
        assertKinds(##"let r1 = #"She said "hi" \(notInterpolated) \#(name)"#"##, [
            (.keyword, "let"), (.identifier, "r1"), (.operator, "="),
            (.stringSegment, ##"#"She said "hi" \(notInterpolated) "##), (.interpolationOpen, ##"\#("##),
            (.identifier, "name"), (.rightParen, ")"), (.stringSegment, ##""#"##),
        ])
        assertKinds(###"let r2 = ##"contains "# and \#(x) literally"##"###, [
            (.keyword, "let"), (.identifier, "r2"), (.operator, "="),
            (.stringSegment, ###"##"contains "# and \#(x) literally"##"###),
        ])
    }

    func testNestedInterpolations() {
        assertKinds(#"let r3 = "a \(b ? "x\(c)y" : "\("z")") d""#, [
            (.keyword, "let"), (.identifier, "r3"), (.operator, "="),
            (.stringSegment, #""a "#), (.interpolationOpen, #"\("#), (.identifier, "b"), (.operator, "?"),
            (.stringSegment, #""x"#), (.interpolationOpen, #"\("#), (.identifier, "c"), (.rightParen, ")"),
            (.stringSegment, #"y""#), (.colon, ":"),
            (.stringSegment, #"""#), (.interpolationOpen, #"\("#), (.stringSegment, #""z""#), (.rightParen, ")"),
            (.stringSegment, #"""#), (.rightParen, ")"), (.stringSegment, #" d""#),
        ])
        assertKinds(#"let r4 = "\(items.map { "\($0)" }.joined(separator: "}"))""#, [
            (.keyword, "let"), (.identifier, "r4"), (.operator, "="),
            (.stringSegment, #"""#), (.interpolationOpen, #"\("#), (.identifier, "items"), (.period, "."),
            (.identifier, "map"), (.leftBrace, "{"), (.stringSegment, #"""#), (.interpolationOpen, #"\("#),
            (.identifier, "$0"), (.rightParen, ")"), (.stringSegment, #"""#), (.rightBrace, "}"), (.period, "."),
            (.identifier, "joined"), (.leftParen, "("), (.identifier, "separator"), (.colon, ":"),
            (.stringSegment, #""}""#), (.rightParen, ")"), (.rightParen, ")"), (.stringSegment, #"""#),
        ])
        assertKinds(#"let r5 = "\u{1F600}\t\\\"\0""#, [
            (.keyword, "let"), (.identifier, "r5"), (.operator, "="), (.stringSegment, #""\u{1F600}\t\\\"\0""#),
        ])
    }

    func testRegexLiteralsAndDivision() {
        assertKinds(#"let re1 = /[a-z]+\/\d{2}/"#, [
            (.keyword, "let"), (.identifier, "re1"), (.operator, "="), (.regexLiteral, #"/[a-z]+\/\d{2}/"#),
        ])
        assertKinds(#"let re2 = #/usr/lib/(\w+)/vmlinuz/#"#, [
            (.keyword, "let"), (.identifier, "re2"), (.operator, "="), (.regexLiteral, #"#/usr/lib/(\w+)/vmlinuz/#"#),
        ])
        assertKinds("let q = a / b / c", [
            (.keyword, "let"), (.identifier, "q"), (.operator, "="), (.identifier, "a"), (.operator, "/"),
            (.identifier, "b"), (.operator, "/"), (.identifier, "c"),
        ])
        assertKinds("let unapplied = array.reduce(1, /) / 5", [
            (.keyword, "let"), (.identifier, "unapplied"), (.operator, "="), (.identifier, "array"), (.period, "."),
            (.identifier, "reduce"), (.leftParen, "("), (.integerLiteral, "1"), (.comma, ","), (.operator, "/"),
            (.rightParen, ")"), (.operator, "/"), (.integerLiteral, "5"),
        ])
        assertKinds("x = (y) /2/ 3", [
            (.identifier, "x"), (.operator, "="), (.leftParen, "("), (.identifier, "y"), (.rightParen, ")"),
            (.operator, "/"), (.integerLiteral, "2"), (.operator, "/"), (.integerLiteral, "3"),
        ])
        assertKinds("let m = #/\n  a+ # comment\n/#", [
            (.keyword, "let"), (.identifier, "m"), (.operator, "="), (.regexLiteral, "#/\n  a+ # comment\n/#"),
        ])
    }

    func testCommentsIdentifiersAndKeyPaths() {
        assertKinds("/* outer /* nested */ still comment */ let n = 1", [
            (.keyword, "let"), (.identifier, "n"), (.operator, "="), (.integerLiteral, "1"),
        ])
        let file = SourceFile(text: "/// doc\n// plain\n/** block doc */ /* plain */ //// not doc")
        XCTAssertEqual(file.tokens.filter { $0.kind.isComment }.map(\.kind),
                       [.docLineComment, .lineComment, .docBlockComment, .blockComment, .lineComment])
        assertKinds("let `class` = 1; func `adds two numbers`() {}", [
            (.keyword, "let"), (.identifier, "`class`"), (.operator, "="), (.integerLiteral, "1"), (.semicolon, ";"),
            (.keyword, "func"), (.identifier, "`adds two numbers`"), (.leftParen, "("), (.rightParen, ")"),
            (.leftBrace, "{"), (.rightBrace, "}"),
        ])
        assertKinds(#"let kp2 = \.element.id; let pw = $text; let s = $0; let ü = café"#, [
            (.keyword, "let"), (.identifier, "kp2"), (.operator, "="), (.backslash, "\\"), (.period, "."),
            (.identifier, "element"), (.period, "."), (.identifier, "id"), (.semicolon, ";"),
            (.keyword, "let"), (.identifier, "pw"), (.operator, "="), (.identifier, "$text"), (.semicolon, ";"),
            (.keyword, "let"), (.identifier, "s"), (.operator, "="), (.identifier, "$0"), (.semicolon, ";"),
            (.keyword, "let"), (.identifier, "ü"), (.operator, "="), (.identifier, "café"),
        ])
        assertKinds("let kp = \\Item.tags[0]?.name", [
            (.keyword, "let"), (.identifier, "kp"), (.operator, "="), (.backslash, "\\"), (.identifier, "Item"),
            (.period, "."), (.identifier, "tags"), (.leftBracket, "["), (.integerLiteral, "0"), (.rightBracket, "]"),
            (.operator, "?"), (.period, "."), (.identifier, "name"),
        ])
    }

    /// Every reserved word is a keyword and nothing else is: each word alone, at the end of the
    /// input (fewer than sixteen bytes left) and before a long tail, and words one byte off it
    /// (cut short, run on by a letter, a digit or a non-ASCII letter, a letter changed).
    func testReservedWordsAndNearMisses() {
        let reserved = ["associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
                        "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
                        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
                        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
                        "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
                        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try"]
        let tail = " + 0123456789 + 0123456789"
        for word in reserved {
            for text in [word, " " + word, word + tail, "(" + word + ")" + tail] {
                XCTAssertEqual(significant(text).first { $0.1 == word }?.0, .keyword, "\(text)")
            }
            var misses = [String(word.dropLast()), word + "s", word + "1", word + "é", word + "_", "_" + word,
                          word.uppercased(), word + String(repeating: "x", count: 16 - word.count)]
            misses.append(String(word.dropLast()) + (word.last == "z" ? "y" : "z"))
            for miss in misses where !reserved.contains(miss) && !miss.isEmpty {
                for text in [miss, miss + tail] {
                    XCTAssertEqual(significant(text).first?.0, .identifier, "\(text)")
                    XCTAssertEqual(significant(text).first?.1, miss, "\(text)")
                }
            }
        }
        // Sixteen bytes and more: no reserved word is that long, whatever its first fifteen bytes.
        for text in ["precedencegroupX", "precedencegroup0", "associatedtypes", "associatedtype__", "precedencegroupé"] {
            XCTAssertEqual(significant(text + tail).first?.0, .identifier, text)
        }
    }

    func testNumbers() {
        assertKinds("0x1p-2 + 1_000.5e3 + 0b1010 + 0o17 + -1 + 0xFF + 1e10 + t.0.1", [
            (.floatLiteral, "0x1p-2"), (.operator, "+"), (.floatLiteral, "1_000.5e3"), (.operator, "+"),
            (.integerLiteral, "0b1010"), (.operator, "+"), (.integerLiteral, "0o17"), (.operator, "+"),
            (.operator, "-"), (.integerLiteral, "1"), (.operator, "+"), (.integerLiteral, "0xFF"), (.operator, "+"),
            (.floatLiteral, "1e10"), (.operator, "+"), (.identifier, "t"), (.period, "."), (.integerLiteral, "0"),
            (.period, "."), (.integerLiteral, "1"),
        ])
    }

    func testOperatorsPoundsAndAttributes() {
        assertKinds("a?.b!.c ?? d ..< f; infix operator <~> : P; x -> y", [
            (.identifier, "a"), (.operator, "?"), (.period, "."), (.identifier, "b"), (.operator, "!"), (.period, "."),
            (.identifier, "c"), (.operator, "??"), (.identifier, "d"), (.operator, "..<"), (.identifier, "f"),
            (.semicolon, ";"), (.identifier, "infix"), (.keyword, "operator"), (.operator, "<~>"), (.colon, ":"),
            (.identifier, "P"), (.semicolon, ";"), (.identifier, "x"), (.arrow, "->"), (.identifier, "y"),
        ])
        assertKinds("#if os(iOS)\n#elseif DEBUG\n#else\n#endif\n#available #Preview @MainActor @ x", [
            (.poundDirective, "#if"), (.identifier, "os"), (.leftParen, "("), (.identifier, "iOS"), (.rightParen, ")"),
            (.poundDirective, "#elseif"), (.identifier, "DEBUG"), (.poundDirective, "#else"), (.poundDirective, "#endif"),
            (.poundKeyword, "#available"), (.poundKeyword, "#Preview"), (.attribute, "@MainActor"), (.at, "@"),
            (.identifier, "x"),
        ])
        assertKinds("f(<#value#>) <#x", [
            (.identifier, "f"), (.leftParen, "("), (.placeholder, "<#value#>"), (.rightParen, ")"),
            (.operator, "<"), (.poundKeyword, "#x"),
        ])
        assertKinds("let a = b+/* c */d", [
            (.keyword, "let"), (.identifier, "a"), (.operator, "="), (.identifier, "b"), (.operator, "+"), (.identifier, "d"),
        ])
    }

    func testNewlinesAndWhitespace() {
        let file = SourceFile(text: "a\r\nb\rc\nd\u{0C}e")
        XCTAssertEqual(file.tokens.filter { $0.kind == .newline }.map(\.length), [2, 1, 1])
        XCTAssertEqual(file.lineEnding, "\n")
        XCTAssertEqual(file.location(of: 3).line, 2)
        XCTAssertEqual(file.location(of: 5).line, 3)
        XCTAssertEqual(file.location(of: 7).line, 4)
    }

    func testMultilineStrings() throws {
        let file = SourceFile(bytes: try RepositoryPaths.fixture("lexer/multiline.swift"))
        let strings = file.tokens.indices.filter { file.tokens[$0].kind == .stringSegment }.map { file.text($0) }
        XCTAssertEqual(strings.count, 4)
        XCTAssertTrue(strings[0].hasPrefix("\"\"\"\n        She wrote \"\"\\\" and \\\"\"\" and"), strings[0])
        XCTAssertTrue(strings[0].hasSuffix("continues \\\n        here, and "), strings[0])
        XCTAssertEqual(strings[1], " interpolated, \"quoted\" too.\n        \"\"\"")
        XCTAssertEqual(strings[2], "#\"\"\"\n        Raw: \\(not) but ")
        XCTAssertEqual(strings[3], " and \"\"\" inside\n        \"\"\"#")
        let directives = file.tokens.indices.filter { file.tokens[$0].kind == .poundDirective }.map { file.text($0) }
        XCTAssertEqual(directives, ["#if", "#elseif", "#else", "#endif"])
    }

    func testUnterminatedAndInvalidInput() {
        for text in ["\"abc", "\"\"\"\nabc", "/* never", "#\"raw", "`tick", "\"\\(open", "#/regex", "<#ph", "\u{0}x"] {
            assertRoundTrip(Array(text.utf8))
        }
        let invalid: [UInt8] = [0x66, 0xFF, 0xC3, 0x28, 0xE2, 0x82, 0x00, 0xF0, 0x9F]
        assertRoundTrip(invalid)
        XCTAssertTrue(Lexer.tokenize(invalid).contains { $0.kind == .unknown })
    }

    func testTruncationsOfTortureFileAtEveryOffset() throws {
        let bytes = try RepositoryPaths.fixture("lexer/torture.swift") + RepositoryPaths.fixture("lexer/multiline.swift")
            + RepositoryPaths.fixture("lexer/crlf_tabs.swift")
        for cut in 0...bytes.count {
            assertRoundTrip(Array(bytes[0..<cut]))
            assertRoundTrip(Array(bytes[cut...]))
        }
    }

    func testRandomBytes() {
        var rng = SeededGenerator(seed: 42)
        let alphabet = Array("\"#/\\()[]{}<>`$@*\n\r \t.abc123_+-=?!:;,'".utf8) + [0x00, 0xFF, 0xC3, 0xE2, 0x80]
        for _ in 0..<5000 {
            let length = Int.random(in: 0..<80, using: &rng)
            let bytes: [UInt8] = (0..<length).map { _ in
                Bool.random(using: &rng) ? alphabet.randomElement(using: &rng)! : UInt8.random(in: 0...255, using: &rng)
            }
            assertRoundTrip(bytes)
            _ = BracketTree(tokens: Lexer.tokenize(bytes))
        }
    }

    func testLongRunsStayLinear() {
        // These would take minutes if any scan restarted per byte.
        for unit in ["(", "\"", "#", "/", "(/", "<#", "`", "#/", "\"\"\"", "\\(", "[/", "/*"] {
            let bytes = Array(String(repeating: unit, count: 100_000).utf8)
            let tokens = Lexer.tokenize(bytes)
            XCTAssertEqual(tokens.last?.end, bytes.count, unit)
            _ = BracketTree(tokens: tokens)
        }
    }
}
