import XCTest
import SwiftTokens
import TestSupport
@testable import ListFixKit

/// Every catalog example, changed the ways a rule must not be fooled by: inside a comment,
/// inside a string literal, and with an ignore comment on each finding.
final class CatalogVariationTests: XCTestCase {
    func findings(_ example: CatalogExample, _ text: String) -> [ReportedFinding] {
        let rule = RuleCatalog.all.filter { $0.metadata.id == example.rule }
        var declarations = Declarations()
        declarations.add(DeclarationScanner.scan(SourceFile(text: text)))
        if let context = example.context { declarations.add(DeclarationScanner.scan(SourceFile(bytes: Array(context)))) }
        let target = Target(swiftVersion: Version([6, 2]), deploymentTargets: [.iOS: Version([26])])
        return Engine(rules: rule, knownRules: RuleCatalog.ids, applyUnsafe: true).check(Array(text.utf8), declarations: declarations, target: target)
            .findings
    }

    func testRulesStaySilentInCommentsStringsAndIgnoredLines() throws {
        var checked = 0
        for example in try CatalogExample.all() {
            let before = String(decoding: example.before, as: UTF8.self)
            let found = findings(example, before)
            guard !found.isEmpty else { continue }
            checked += 1
            let label = "\(example.rule)/\(example.name)"
            let newline = before.contains("\r\n") ? "\r\n" : "\n"
            let lines = before.components(separatedBy: newline)
            let commented = lines.map { "// " + $0 }.joined(separator: newline)
            XCTAssertEqual(findings(example, commented).count, 0, "\(label) inside comments")
            let quoted = "let source = #\"\"\"" + newline + before + newline + "\"\"\"#" + newline
            XCTAssertEqual(findings(example, quoted).count, 0, "\(label) inside a string")
            var ignored = lines
            for line in Set(found.map(\.line)).sorted(by: >) {
                let indent = lines[line - 1].prefix { $0 == " " || $0 == "\t" }
                ignored.insert("\(indent)// listfix:ignore \(example.rule)", at: line - 1)
            }
            XCTAssertEqual(findings(example, ignored.joined(separator: newline)).count, 0, "\(label) with ignore comments")
        }
        XCTAssertGreaterThan(checked, 20)
    }
}
