import XCTest
import SwiftTokens
@testable import ListFixKit

/// A rule's `keyword` (`index-across-await` needs `await`): its own trigger words count only in a
/// file whose text holds the keyword, in both ways the engine finds them.
final class TriggerKeywordTests: XCTestCase {
    let engine = Engine(rules: [IndexAcrossAwait()], knownRules: RuleCatalog.ids)

    func file(_ text: String) -> SourceFile { SourceFile(bytes: Array(text.utf8)) }

    func testAFileThatFindsAPositionButNeverWaitsHasNoWork() {
        let text = "func pin(_ id: Int) { guard let i = items.firstIndex(where: { $0 == id }) else { return }; items[i] = 0 }\n"
        XCTAssertFalse(engine.hasWork(in: file(text)))
        XCTAssertFalse(engine.hasWork(in: file(text), declared: DeclarationScanner.scan(file(text), properties: true, triggers: engine.triggers, facts: engine.facts)))
    }

    func testTheSameFileWithAnAwaitHasWork() {
        let text = "func pin(_ id: Int) async { guard let i = items.firstIndex(where: { $0 == id }) else { return }; await save(); items[i] = 0 }\n"
        XCTAssertTrue(engine.hasWork(in: file(text)))
        XCTAssertTrue(engine.hasWork(in: file(text), declared: DeclarationScanner.scan(file(text), properties: true, triggers: engine.triggers, facts: engine.facts)))
    }

    func testAWordAnotherRuleAlsoListsIsNotGated() {
        // `enumerated` is also `enumerated-array`'s word: with both rules, a file naming it has work without
        // an `await`; with this rule alone it has none.
        let both = Engine(rules: [IndexAcrossAwait(), EnumeratedArray()], knownRules: RuleCatalog.ids)
        XCTAssertTrue(both.hasWork(in: file("let rows = items.enumerated()\n")))
        XCTAssertFalse(engine.hasWork(in: file("let rows = items.enumerated()\n")))
    }
}
