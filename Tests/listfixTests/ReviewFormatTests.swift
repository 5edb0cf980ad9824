import XCTest
import TestSupport
#if canImport(FoundationXML)
import FoundationXML
#endif

/// `--format rdjson`, `gitlab` and `junit`, through the built binary, each read back and checked
/// against what its tool's published format requires: reviewdog's `DiagnosticResult` JSON schema
/// (proto/rdf/jsonschema in reviewdog), GitLab's Code Quality report (the fields its
/// `codequality` report schema requires) and the JUnit XML that CI dashboards read.
final class ReviewFormatTests: XCTestCase {
    var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
        try folder.write("Users.swift", offsetView())
        // A note only: it passes a JUnit run that fails on warnings.
        try folder.write("Range.swift", """
            import SwiftUI

            struct Grid: View {
                let rows: Int

                var body: some View {
                    ForEach(0..<rows) { row in
                        Text("\\(row)")
                    }
                }
            }

            """)
        try folder.write("Plain.swift", "struct Plain {}\n")
    }

    override func tearDown() { folder.remove() }

    func run(_ args: String...) throws -> ProcessResult {
        try ListfixBinary.runWithOffsetRule(args, cwd: folder.url)
    }

    private func object(_ data: Data) throws -> Any { try JSONSerialization.jsonObject(with: data) }

    func testRdjsonIsADiagnosticResultWhoseSuggestionsAreTheSafeFixes() throws {
        let result = try run("check", "--no-cache", "--format", "rdjson", ".")
        XCTAssertEqual(result.status, 1, result.stderr)
        let root = try XCTUnwrap(try object(result.stdoutData) as? [String: Any])
        XCTAssertEqual((root["source"] as? [String: Any])?["name"] as? String, "listfix")
        let diagnostics = try XCTUnwrap(root["diagnostics"] as? [[String: Any]])
        XCTAssertEqual(diagnostics.compactMap { ($0["code"] as? [String: Any])?["value"] as? String }.sorted(), ["constant-range", "offset-id"])
        for d in diagnostics {
            XCTAssertNotNil(d["message"] as? String)
            XCTAssertTrue(["ERROR", "WARNING", "INFO"].contains(d["severity"] as? String ?? ""), "\(d)")
            let location = try XCTUnwrap(d["location"] as? [String: Any])
            XCTAssertNotNil(location["path"] as? String)
            let start = try XCTUnwrap((location["range"] as? [String: Any])?["start"] as? [String: Int])
            XCTAssertGreaterThanOrEqual(start["line"] ?? 0, 1)
            XCTAssertGreaterThanOrEqual(start["column"] ?? 0, 1)
        }
        // Applying the offset-id suggestion, as reviewdog's one-click change does, gives what `fix` writes.
        let offset = try XCTUnwrap(diagnostics.first { ($0["code"] as? [String: Any])?["value"] as? String == "offset-id" })
        let suggestions = try XCTUnwrap(offset["suggestions"] as? [[String: Any]])
        var lines = offsetView().split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf8) }
        for s in suggestions.reversed() {
            let range = try XCTUnwrap(s["range"] as? [String: [String: Int]])
            let (start, end) = (range["start"]!, range["end"]!)
            XCTAssertEqual(start["line"], end["line"], "one-line edits here")
            let k = start["line"]! - 1
            lines[k].replaceSubrange((start["column"]! - 1)..<(end["column"]! - 1), with: Array((s["text"] as! String).utf8))
        }
        XCTAssertEqual(lines.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "\n"), fixedOffsetView())
        // A preview lists the findings its fixes address, with their suggestions.
        let preview = try run("fix", "--dry-run", "--no-cache", "--format", "rdjson", ".")
        let previewed = try XCTUnwrap((try object(preview.stdoutData) as? [String: Any])?["diagnostics"] as? [[String: Any]])
        XCTAssertEqual(previewed.count, 2)
        XCTAssertEqual(try folder.text("Users.swift"), offsetView())
    }

    func testGitlabIssuesHaveEveryRequiredFieldAndUniqueFingerprints() throws {
        let result = try run("check", "--no-cache", "--format", "gitlab", ".")
        let issues = try XCTUnwrap(try object(result.stdoutData) as? [[String: Any]])
        XCTAssertEqual(issues.count, 2)
        for issue in issues {
            XCTAssertNotNil(issue["description"] as? String)
            XCTAssertNotNil(issue["check_name"] as? String)
            XCTAssertTrue(["info", "minor", "major", "critical", "blocker"].contains(issue["severity"] as? String ?? ""), "\(issue)")
            let location = try XCTUnwrap(issue["location"] as? [String: Any])
            XCTAssertNotNil(location["path"] as? String)
            XCTAssertNotNil((location["lines"] as? [String: Int])?["begin"])
        }
        let fingerprints = issues.compactMap { $0["fingerprint"] as? String }
        XCTAssertEqual(Set(fingerprints).count, 2, "one fingerprint per issue")
        // The same findings keep their fingerprints from run to run, and when lines are added above them.
        let again = try XCTUnwrap(try object(try run("check", "--no-cache", "--format", "gitlab", ".").stdoutData) as? [[String: Any]])
        XCTAssertEqual(again.compactMap { $0["fingerprint"] as? String }, fingerprints)
        try folder.write("Users.swift", "// A comment above.\n\n" + offsetView())
        try folder.write("Range.swift", "// A comment above.\n" + (try folder.text("Range.swift")))
        let moved = try XCTUnwrap(try object(try run("check", "--no-cache", "--format", "gitlab", ".").stdoutData) as? [[String: Any]])
        XCTAssertNotEqual(moved.compactMap { (($0["location"] as? [String: Any])?["lines"] as? [String: Int])?["begin"] },
                          issues.compactMap { (($0["location"] as? [String: Any])?["lines"] as? [String: Int])?["begin"] })
        XCTAssertEqual(moved.compactMap { $0["fingerprint"] as? String }, fingerprints)
    }

    func testJunitHasATestCasePerFileAndAFailurePerFindingThatFailsTheRun() throws {
        let result = try run("check", "--no-cache", "--format", "junit", ".")
        XCTAssertEqual(result.status, 1, result.stderr)
        let xml = try XCTUnwrap(JUnitDocument(result.stdoutData))
        XCTAssertEqual(xml.root, "testsuites")
        XCTAssertEqual(xml.attributes["testsuites"]?["tests"], "3")
        XCTAssertEqual(xml.attributes["testsuites"]?["failures"], "1")
        XCTAssertEqual(xml.cases, ["Plain.swift", "Range.swift", "Users.swift"])
        // The offset-id warning fails Users.swift; Range.swift's note is told in its output, not a failure.
        XCTAssertEqual(xml.failures, ["Users.swift: offset-id"])
        XCTAssertTrue(xml.systemOut.contains("[constant-range]"), xml.systemOut)
        // With notes failing the run, Range.swift fails too.
        let strict = try XCTUnwrap(JUnitDocument(try run("check", "--no-cache", "--fail-on", "note", "--format", "junit", ".").stdoutData))
        XCTAssertEqual(strict.failures, ["Range.swift: constant-range", "Users.swift: offset-id"])
        // A file that cannot be read is a test case in error, and the run says so.
        try folder.write("Broken.swift", Data([0x73, 0x74, 0xFF, 0xFE, 0x0A]))
        let broken = try run("check", "--no-cache", "--format", "junit", ".")
        XCTAssertEqual(broken.status, 2, broken.stderr)
        let withError = try XCTUnwrap(JUnitDocument(broken.stdoutData))
        XCTAssertEqual(withError.cases, ["Broken.swift", "Plain.swift", "Range.swift", "Users.swift"])
        XCTAssertEqual(withError.attributes["testsuites"]?["errors"], "1")
        XCTAssertEqual(withError.errors, ["Broken.swift"])
    }
}

/// A JUnit document as the tests read it: the root, each element's attributes by name, the test
/// cases, the failures (`case: type`) and the text of every `system-out`.
private final class JUnitDocument: NSObject, XMLParserDelegate {
    var root = ""
    var attributes: [String: [String: String]] = [:]
    var cases: [String] = []
    var failures: [String] = []
    var errors: [String] = []
    var systemOut = ""
    private var inSystemOut = false

    init?(_ data: Data) {
        super.init()
        let parser = XMLParser(data: data)
        parser.delegate = self
        guard parser.parse() else { return nil }
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        if root.isEmpty { root = name }
        self.attributes[name] = attributes
        switch name {
        case "testcase": cases.append(attributes["name"] ?? "")
        case "failure": failures.append("\(cases.last ?? ""): \(attributes["type"] ?? "")")
        case "error": errors.append(cases.last ?? "")
        case "system-out": inSystemOut = true
        default: break
        }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "system-out" { inSystemOut = false }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if inSystemOut { systemOut += string }
    }
}
