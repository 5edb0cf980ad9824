import XCTest
import SwiftTokens
import TestSupport
@testable import ListFixKit

/// The declaration scan finds the same trigger words as the engine's own walk over the tokens.
final class TriggerScanTests: XCTestCase {
    let engine = Engine(rules: RuleCatalog.all)

    func check(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        check(Array(text.utf8), file: file, line: line)
    }

    func check(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) {
        let source = SourceFile(bytes: bytes)
        XCTAssertEqual(engine.scanDeclarations(source).triggerWords, engine.triggers.present(in: source),
                       String(decoding: bytes, as: UTF8.self), file: file, line: line)
    }

    func testTriggerWordsInTypeHeadersBodiesAndNowhere() {
        check("")
        check("struct Row: Identifiable { let id: Int }")
        check("actor Feed: Identifiable where T: Hashable { }")
        check("extension Array where Element == Int { func f() { _ = filter { $0 > 1 }.enumerated() } }")
        check("let l = List { ForEach(items) { Text($0.name) } }")
        check("// ForEach in a comment, \"List\" in a string, `Table` in backticks\nlet x = 1")
        check("struct")
        check("class Ü: Identifiable { var é = [1].enumerated() }")
        // Words at the very end (fewer than sixteen bytes left), near misses of the same length
        // and first byte, and names 32 bytes longer than a word (the same candidate slot).
        for word in ["List", "ForEach", "Identifiable", "enumerated", "filter", "Table", "zip"] {
            let first = String(word.first!)
            for text in ["x = " + word, "x = " + word + "s", "x = " + String(word.dropLast()), "x = " + first + String(repeating: "q", count: word.count - 1),
                         "x = " + word + String(repeating: "q", count: 32), "let v = " + word + "(a) + 0123456789 + 0123456789"] {
                check(text)
            }
        }
    }

    func testCatalogExamples() throws {
        for example in try CatalogExample.all() { check(Array(example.before)) }
    }

    func testGeneratedFiles() {
        var generator = CorpusGenerator(seed: 29)
        for _ in 0..<200 { check(generator.file()) }
    }

    func testNoTriggerSearchWithoutAnEngine() {
        XCTAssertNil(DeclarationScanner.scan(SourceFile(text: "struct A: Identifiable {}")).triggerWords)
    }
}
