import XCTest
import SwiftTokens

/// `SourceFile.isStatementBody`: a statement's block runs where the statement does; a closure's
/// braces may run later. Each case names its brace by the text that opens it.
final class StatementBodyTests: XCTestCase {
    /// Whether the first `{` after `marker` in `text` is a statement's body.
    func body(_ text: String, after marker: String) -> Bool {
        let file = SourceFile(text: text)
        let offset = text.utf8.count - text.components(separatedBy: marker).dropFirst().joined(separator: marker).utf8.count
        let brace = file.tokens.indices.first { file.tokens[$0].start >= offset && file.tokens[$0].kind == .leftBrace }!
        return file.isStatementBody(brace)
    }

    func testBlocksOfStatements() {
        XCTAssertTrue(body("for (j, _) in tabs.enumerated() { tabs[j].on = i == j }", after: "for"))
        XCTAssertTrue(body("if let first = items.first, !first.isEmpty { go() }", after: "if"))
        XCTAssertTrue(body("if ready { a() } else { b() }", after: "else"))
        XCTAssertTrue(body("guard let x = y else { return }", after: "guard"))
        XCTAssertTrue(body("while i < n { i += 1 }", after: "while"))
        XCTAssertTrue(body("switch kind { case .a: break }", after: "switch"))
        XCTAssertTrue(body("do { try f() } catch { log() }", after: "catch"))
    }

    func testClosuresAreNot() {
        XCTAssertFalse(body("let later = { picked = i }", after: "let"))
        XCTAssertFalse(body("Task { await load() }", after: "Task"))
        XCTAssertFalse(body("items.map { $0.id }", after: "map"))
        XCTAssertFalse(body("Button(\"x\") { remove(i) }", after: "Button"))
        XCTAssertFalse(body("return rows.filter { $0.on }", after: "return"))
    }
}
