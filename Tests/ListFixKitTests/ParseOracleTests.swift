import Foundation
import XCTest
import SwiftTokens
import TestSupport
@testable import ListFixKit

/// The parse oracle: every input that `swiftc -parse` accepts still parses after listfix fixed it.
final class ParseOracleTests: XCTestCase {
    func testFixedFilesStillParse() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var rng = SeededGenerator(seed: 404)
        var inputs: [[UInt8]] = []
        var generator = CorpusGenerator(seed: 5)
        for _ in 0..<300 { inputs.append(Array(generator.file().utf8)) }
        let examples = try CatalogExample.all().map { Array($0.before) }
        for k in 0..<600 { inputs.append(FuzzTests.mutate(examples[k % examples.count], &rng)) }

        let engine = Engine(rules: RuleCatalog.all, applyUnsafe: true)
        var inputPaths: [String] = []
        for (k, input) in inputs.enumerated() {
            inputPaths.append(try folder.write("in/F\(k).swift", Data(input)).path)
        }
        let rejected = try filesFailingParse(inputPaths)
        var outputPaths: [String] = []
        var fixed = 0
        for (k, input) in inputs.enumerated() where !rejected.contains(inputPaths[k]) {
            var declarations = Declarations()
            declarations.add(DeclarationScanner.scan(SourceFile(bytes: input)))
            let outcome = engine.fix(input, declarations: declarations,
                                     target: FuzzTests.targets[k % FuzzTests.targets.count])
            if outcome.changed { fixed += 1 }
            outputPaths.append(try folder.write("out/F\(k).swift", Data(outcome.fixed)).path)
        }
        let broke = try filesFailingParse(outputPaths)
        XCTAssertGreaterThan(outputPaths.count, 350, "too few inputs parse to test anything")
        XCTAssertGreaterThan(fixed, 50)
        for path in broke.sorted() {
            let input = try String(contentsOfFile: path.replacingOccurrences(of: "/out/", with: "/in/"), encoding: .utf8)
            let output = try String(contentsOfFile: path, encoding: .utf8)
            let errors = try swiftParseErrors([path]) ?? ""
            XCTFail("a fix broke parsing of \(path):\n\(errors)\n--- input\n\(input)\n--- output\n\(output)")
        }
    }
}
