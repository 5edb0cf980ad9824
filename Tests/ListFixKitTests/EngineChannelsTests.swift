import XCTest
import SwiftTokens
@testable import ListFixKit

/// What the engine reports besides rule findings: ignore comments that name no rule, read in
/// every file, and remarks about the run, kept apart from the findings.
final class EngineChannelsTests: XCTestCase {
    let engine = Engine(rules: RuleCatalog.all, knownRules: RuleCatalog.ids)

    func testAnIgnoreCommentNamingNoRuleIsReportedInAFileNoRuleReads() {
        let text = "// listfix:ignore ofset-id\nlet x = 1\n"
        let file = SourceFile(text: text)
        XCTAssertTrue(engine.activeRules(for: file).isEmpty, "no rule has work here")
        XCTAssertTrue(engine.hasWork(in: file))
        for outcome in [engine.check(file, declarations: Declarations(), target: Target()),
                        engine.fix(file, declarations: Declarations(), target: Target())] {
            XCTAssertEqual(outcome.findings.map(\.rule), [Suppressions.misnamedTag])
            XCTAssertEqual(outcome.findings.map(\.line), [1])
            XCTAssertEqual(outcome.findings.map(\.status), [.noFix])
            XCTAssertEqual(outcome.findings.first?.message,
                           "this ignore comment names `ofset-id`, which is not a listfix rule, so it silences nothing; `listfix rules` lists them")
            XCTAssertFalse(outcome.changed)
        }
    }

    func testAnIgnoreCommentNamingARuleThisRunLeavesOutIsNoMistake() {
        let only = Engine(rules: [RuleCatalog.rule("offset-id")!], knownRules: RuleCatalog.ids)
        let outcome = only.check(Array("// listfix:ignore unary-row\nlet x = 1\n".utf8), declarations: Declarations(), target: Target())
        XCTAssertEqual(outcome.findings, [])
        XCTAssertFalse(only.hasWork(in: SourceFile(text: "let x = 1 // listfix\n")), "`listfix` without the colon is no comment to read")
    }

    func testAMisnamedCommentTakesItsPlaceAmongTheFindingsThatRemainAfterFixing() {
        let text = """
            import SwiftUI

            struct User: Identifiable {
                let id: UUID
                var name: String
            }

            struct UsersView: View {
                @Binding var users: [User]

                var body: some View {
                    // listfix:ignore nosuch-rule
                    ForEach(Array(users.enumerated()), id: \\.offset) { index, user in
                        Text(user.name)
                    }
                }
            }

            extension UsersView {
                func remove(at offsets: IndexSet) {
                    withAnimation { users.remove(atOffsets: offsets) }
                }
            }

            """
        var declarations = Declarations()
        declarations.add(DeclarationScanner.scan(SourceFile(text: text)))
        let outcome = engine.fix(Array(text.utf8), declarations: declarations, target: Target())
        XCTAssertTrue(outcome.changed, "the offset-id fix applies: the comment names no rule, so it silences nothing")
        XCTAssertEqual(outcome.findings.map(\.rule), [Suppressions.misnamedTag])
        XCTAssertEqual(outcome.findings.map(\.line), [12])
    }

    /// enumerated-array cannot decide without the Swift version and deployment target: it says so
    /// once, as a remark, not as a finding; an ignore comment or preview code drops the remark too.
    func testRemarksAreNotFindings() {
        let view = """
            import SwiftUI

            struct Item: Identifiable {
                let id: UUID
            }

            struct Items: View {
                let items: [Item]

                var body: some View {
                    List {
                        ForEach(Array(items.enumerated()), id: \\.element.id) { index, item in
                            Text("\\(index)")
                        }
                        ForEach(Array(items.enumerated()), id: \\.element.id) { index, item in
                            Text("\\(index)")
                        }
                    }
                }
            }

            """
        func check(_ text: String) -> FileOutcome {
            var declarations = Declarations()
            declarations.add(DeclarationScanner.scan(SourceFile(text: text)))
            return engine.check(Array(text.utf8), declarations: declarations, target: Target())
        }
        let outcome = check(view)
        XCTAssertEqual(outcome.findings.filter { $0.rule == "enumerated-array" }, [])
        XCTAssertEqual(outcome.remarks.count, 1, "the same remark twice is kept once")
        XCTAssertTrue(outcome.remarks[0].hasPrefix("the Swift compiler or deployment target is unknown"), outcome.remarks[0])
        let ignored = view.replacingOccurrences(of: "import SwiftUI\n", with: "import SwiftUI // listfix:ignore-file enumerated-array\n")
        XCTAssertEqual(check(ignored).remarks, [])
        let known = engine.check(Array(view.utf8), declarations: Declarations(),
                                 target: Target(swiftVersion: Version([6, 2]), deploymentTargets: [.iOS: Version([26])]))
        XCTAssertEqual(known.remarks, [])
    }
}
