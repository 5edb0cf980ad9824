import Foundation
import XCTest
import SwiftTokens
import TestSupport
@testable import ListFixKit

/// Mutation fuzzing of the whole engine: thousands of broken variants of real-looking files,
/// every rule with unsafe fixes, checked for crashes, hangs, lost bytes and unstable fixes.
final class FuzzTests: XCTestCase {
    static let insertions = ["(", ")", "{", "}", "[", "]", "\"", "\"\"\"", "#", "/", "\\(", " in ", "\n", "\r\n", "ForEach(",
                             ".indices", ", id: \\.self", "$0", "AnyView(", ".filter { $0.isEnabled }", "#if os(iOS)\n",
                             "#endif\n", "/*", "*/", "//", "`", "<#x#>", "#\"", "\\", "Array(", ".enumerated()", "if x {", "} else {"]

    /// Seeds: every catalog example (with its context) and generated corpus files.
    func seeds() throws -> [(text: [UInt8], context: [UInt8]?)] {
        var out: [(text: [UInt8], context: [UInt8]?)] = try CatalogExample.all().map { (Array($0.before), $0.context.map(Array.init)) }
        var generator = CorpusGenerator(seed: 11)
        for _ in 0..<40 { out.append((Array(generator.file().utf8), nil)) }
        return out
    }

    static func mutate(_ bytes: [UInt8], _ rng: inout SeededGenerator) -> [UInt8] {
        var out = bytes
        for _ in 0..<Int.random(in: 1...4, using: &rng) {
            let tokens = Lexer.tokenize(out)
            guard !tokens.isEmpty else {
                out += Array(insertions.randomElement(using: &rng)!.utf8)
                continue
            }
            let t = tokens.randomElement(using: &rng)!
            switch Int.random(in: 0..<6, using: &rng) {
            case 0: out.removeSubrange(t.range)
            case 1: out.insert(contentsOf: out[t.range], at: t.start)
            case 2:
                let u = tokens.randomElement(using: &rng)!
                guard u.start >= t.end else { continue }
                let a = Array(out[t.range]), b = Array(out[u.range])
                out.replaceSubrange(u.range, with: a)
                out.replaceSubrange(t.range, with: b)
            case 3: out.insert(contentsOf: Array(insertions.randomElement(using: &rng)!.utf8), at: t.start)
            case 4: if !out.isEmpty { out.remove(at: Int.random(in: 0..<out.count, using: &rng)) }
            default: out.insert(UInt8.random(in: 0...255, using: &rng), at: Int.random(in: 0...out.count, using: &rng))
            }
        }
        return out
    }

    /// The brackets of `bytes` that close nothing or stay open, in order, as the lexer's bracket tree
    /// of the text finds them: a check apart from the engine's bracket guard (`BracketBalance`, which
    /// counts brackets of each kind and how many are unmatched, not which). A fix inserts or replaces
    /// whole bracketed groups, so the brackets unmatched before are the ones unmatched after.
    static func unmatchedBrackets(_ bytes: [UInt8]) -> String {
        let file = SourceFile(bytes: bytes)
        return String(file.tree.unmatched.map { Character(UnicodeScalar(bytes[file.tokens[$0].start])) })
    }

    static let targets = [Target(), Target(swiftVersion: Version([6, 2]), deploymentTargets: [.iOS: Version([26])]),
                          Target(swiftVersion: Version([5, 9]), deploymentTargets: [.iOS: Version([16])])]

    func declarations(_ text: [UInt8], _ context: [UInt8]?) -> Declarations {
        var d = Declarations()
        d.add(DeclarationScanner.scan(SourceFile(bytes: text)))
        if let context { d.add(DeclarationScanner.scan(SourceFile(bytes: context))) }
        return d
    }

    func testMutatedInputsNeverBreakTheEngine() throws {
        var rng = SeededGenerator(seed: 2026)
        let engine = Engine(rules: RuleCatalog.all, applyUnsafe: true)
        let seeds = try seeds()
        var inputs = 0, changed = 0
        for round in 0..<(Int(ProcessInfo.processInfo.environment["LISTFIX_FUZZ_ROUNDS"] ?? "") ?? 4000) {
            let seed = seeds[round % seeds.count]
            let input = round < seeds.count ? seed.text : FuzzTests.mutate(seed.text, &rng)
            let target = FuzzTests.targets[round % FuzzTests.targets.count]
            let started = Date()
            let first = engine.fix(input, declarations: declarations(input, seed.context), target: target)
            inputs += 1
            XCTAssertLessThan(Date().timeIntervalSince(started), 5, "input \(round) took too long")
            XCTAssertEqual(Lexer.tokenize(first.fixed).reduce(0) { $0 + $1.length }, first.fixed.count)
            XCTAssertEqual(FuzzTests.unmatchedBrackets(first.fixed), FuzzTests.unmatchedBrackets(input),
                           "round \(round): a fix changed which brackets are unmatched:\n\(String(decoding: first.diff(path: "x"), as: UTF8.self))")
            if first.findings.isEmpty && first.appliedFixes == 0 {
                XCTAssertEqual(first.fixed, input, "round \(round): a file with no finding changed")
            }
            guard first.changed else { continue }
            changed += 1
            let second = engine.fix(first.fixed, declarations: declarations(first.fixed, seed.context), target: target)
            if second.changed {
                XCTFail("round \(round): a second run changed the output again:\n\(String(decoding: second.diff(path: "x"), as: UTF8.self))\ninput:\n\(String(decoding: input, as: UTF8.self))")
            }
        }
        XCTAssertGreaterThanOrEqual(inputs, 100)
        XCTAssertGreaterThan(changed, 100)
    }

    func testRoundTripOfMutatedFiles() throws {
        var rng = SeededGenerator(seed: 99)
        for seed in try seeds() {
            var text = seed.text
            for _ in 0..<20 {
                text = FuzzTests.mutate(text, &rng)
                let tokens = Lexer.tokenize(text)
                var expected = 0
                for t in tokens {
                    XCTAssertEqual(t.start, expected)
                    expected = t.end
                }
                XCTAssertEqual(expected, text.count)
            }
        }
    }
}
