import XCTest
import ListFixKit
import TestSupport

/// Every example of every rewrite, run as a user would: in process through `listfix(_:)` (the
/// binary's `main`), and one example of each rule through the built binary itself.
final class CatalogTests: XCTestCase {
    /// How a test runs listfix: in this process, or the built binary.
    typealias Run = @Sendable ([String], URL) throws -> ProcessResult
    static let inProcess: Run = { try InProcess.run($0, cwd: $1) }
    static let binary: Run = { try ListfixBinary.run($0, cwd: $1) }

    /// The first example of each rule with a finding: what the binary runs.
    static func onePerRule(_ examples: [CatalogExample]) -> [CatalogExample] {
        var seen = Set<String>()
        return examples.filter { $0.findings?.isEmpty == false && seen.insert($0.rule).inserted }
    }

    /// A project folder holding the example as `App/Example.swift`, with its context,
    /// manifest, `.swift-version` and `.listfix.toml`.
    static func project(for example: CatalogExample) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("App/Example.swift", example.before)
        if let context = example.context { try folder.write("App/Context.swift", context) }
        if let manifest = example.manifest { try folder.write("Package.swift", manifest) }
        if let version = example.swiftVersionFile { try folder.write(".swift-version", version) }
        if let configuration = example.configuration { try folder.write(".listfix.toml", configuration) }
        return folder
    }

    func testEveryExampleFixesToItsAfterAndSettles() throws {
        let examples = try CatalogExample.all()
        XCTAssertGreaterThan(examples.count, 5)
        var failures: [String] = []
        for example in examples {
            do { failures += try CatalogTests.check(example, run: CatalogTests.inProcess) } catch {
                failures.append("\(example.rule)/\(example.name): \(error)")
            }
        }
        for failure in failures.sorted() { XCTFail(failure) }
    }

    func testOneExampleOfEachRuleFixesThroughTheBinary() throws {
        let examples = CatalogTests.onePerRule(try CatalogExample.all())
        XCTAssertEqual(Set(examples.map(\.rule)), Set(RuleCatalog.all.map(\.metadata.id)))
        // Each example runs in its own folder, as many at once as there are cores: the failures are collected and
        // reported here, on the test's thread.
        let failures = Locked([String]())
        DispatchQueue.concurrentPerform(iterations: examples.count) { k in
            do {
                let problems = try CatalogTests.check(examples[k], run: CatalogTests.binary)
                if !problems.isEmpty { failures.update { $0 += problems } }
                let findings = try CatalogTests.findings(of: examples[k], run: CatalogTests.binary)
                if findings != examples[k].findings { failures.update { $0.append("\(examples[k].rule)/\(examples[k].name): the binary reports\n\(findings)") } }
            } catch {
                failures.update { $0.append("\(examples[k].rule)/\(examples[k].name): \(error)") }
            }
        }
        for failure in failures.value.sorted() { XCTFail(failure) }
    }

    /// What is wrong with one example's fix: the fixed text, the exit status, the second run.
    static func check(_ example: CatalogExample, run: Run) throws -> [String] {
        let folder = try CatalogTests.project(for: example)
        defer { folder.remove() }
        let label = "\(example.rule)/\(example.name)"
        var problems: [String] = []
        let first = try run(["fix", "--rules", example.rule] + example.flags + ["App"], folder.url)
        // In place, `fix` exits 1 exactly when findings remain after fixing.
        let remaining = try run(["check", "--rules", example.rule] + example.flags + ["App"], folder.url)
        if first.status != remaining.status || !(first.status == 0 || first.status == 1) {
            problems.append("\(label): fix exited \(first.status), check after it \(remaining.status): \(first.stderr)")
        }
        let fixed = String(decoding: try folder.read("App/Example.swift"), as: UTF8.self)
        let expected = String(decoding: example.expected, as: UTF8.self)
        if fixed != expected {
            // `LISTFIX_UPDATE_FINDINGS=1` also writes what the fix gives as the expected text, for review in the diff.
            if ProcessInfo.processInfo.environment["LISTFIX_UPDATE_FINDINGS"] == "1" {
                let after = URL(fileURLWithPath: String(example.beforePath.dropLast(".before.swift".count)) + ".after.swift")
                if fixed == String(decoding: example.before, as: UTF8.self) { try? FileManager.default.removeItem(at: after) }
                else { try Data(fixed.utf8).write(to: after) }
            } else {
                problems.append("\(label): the fix gives\n\(fixed)\nnot\n\(expected)")
            }
        }
        let second = try run(["fix", "--dry-run", "--rules", example.rule] + example.flags + ["App"], folder.url)
        if second.status != 0 || !second.stdout.isEmpty {
            problems.append("\(label): a second run still changes something:\n\(second.stdout)")
        }
        return problems
    }

    /// The findings `check` reports on an example's `before`, one line each:
    /// `line:column: severity: [rule] applicability: message`.
    static func findings(of example: CatalogExample, run: Run) throws -> String {
        let folder = try CatalogTests.project(for: example)
        defer { folder.remove() }
        let result = try run(["check", "--format", "json", "--rules", example.rule] + example.flags + ["App"], folder.url)
        guard result.status == 0 || result.status == 1 else { throw StandInError(message: "\(example.rule)/\(example.name): \(result.stderr)") }
        let rows = try JSONSerialization.jsonObject(with: result.stdoutData) as? [[String: Any]] ?? []
        return rows.filter { $0["path"] as? String == "App/Example.swift" }.map { row in
            var applicability = row["applicability"] as? String ?? "?"
            if let reason = row["unsafe_reason"] as? String { applicability += " (\(reason))" }
            return "\(row["line"] ?? "?"):\(row["column"] ?? "?"): \(row["severity"] ?? "?"): [\(row["rule"] ?? "?")] \(applicability): \(row["message"] ?? "")\n"
        }.joined()
    }

    /// Set `LISTFIX_UPDATE_FINDINGS=1` to write the findings files from what `check` reports
    /// now; review the diff before committing it.
    func testEveryExamplePinsItsFindings() throws {
        let update = ProcessInfo.processInfo.environment["LISTFIX_UPDATE_FINDINGS"] == "1"
        var rulesWithFindings = Set<String>()
        let examples = try CatalogExample.all()
        let reported = examples.map { try? CatalogTests.findings(of: $0, run: CatalogTests.inProcess) }
        for (example, text) in zip(examples, reported) {
            let label = "\(example.rule)/\(example.name)"
            guard let actual = text else {
                XCTFail("\(label): `check --format json` failed")
                continue
            }
            if !actual.isEmpty { rulesWithFindings.insert(example.rule) }
            if update && example.findings != actual {
                try Data(actual.utf8).write(to: URL(fileURLWithPath: example.findingsPath))
                continue
            }
            guard let expected = example.findings else {
                XCTFail("\(label): no \(example.name).findings; `check` reports:\n\(actual)")
                continue
            }
            XCTAssertEqual(actual, expected, "\(label): findings differ from \(example.name).findings")
        }
        for rule in RuleCatalog.all.map(\.metadata.id) {
            XCTAssertTrue(rulesWithFindings.contains(rule), "no example of the catalog shows a finding of \(rule)")
        }
    }

    /// The API level an example is compiled at: its deployment target, else the newest.
    func apiLevel(_ example: CatalogExample) -> Int {
        var majors: [String: Int] = [:]
        if let k = example.flags.firstIndex(of: "--deployment-target"), k + 1 < example.flags.count {
            majors = InterfaceStandIn.majors(example.flags[k + 1])
        } else if let manifest = example.manifest {
            let text = String(decoding: manifest, as: UTF8.self)
            for (platform, version) in TargetParser.deploymentTargets(fromManifest: text) ?? [:] {
                majors[platform.rawValue] = version.components.first ?? 0
            }
            // A manifest without platforms targets the oldest systems SwiftPM supports.
            if majors.isEmpty { majors["iOS"] = 13 }
        }
        return InterfaceStandIn.apiLevel(majors)
    }

    func testEveryExampleTypeChecksAgainstTheSwiftUIStandIn() throws {
        let examples = try CatalogExample.all()
        let levels = Set(examples.map(apiLevel)).sorted()
        let buildErrors = Locked([String]())
        DispatchQueue.concurrentPerform(iterations: levels.count) { k in
            do { try InterfaceStandIn.build(api: levels[k]) } catch { buildErrors.update { $0.append("\(error)") } }
        }
        for error in buildErrors.value { XCTFail(error) }
        struct Job { var label: String; var files: [String]; var api: Int; var expectedFailure: String? }
        var jobs: [Job] = []
        for example in examples {
            let label = "\(example.rule)/\(example.name)"
            let context = [example.contextPath, example.externalPath].compactMap { $0 }
            let api = apiLevel(example)
            if let why = example.invalidBefore {
                XCTAssertNil(try swiftParseErrors([example.beforePath]), "\(label).before (\(why.trimmingCharacters(in: .whitespacesAndNewlines)))")
            } else {
                jobs.append(Job(label: "\(label).before", files: [example.beforePath] + context, api: api))
            }
            let after = example.afterPath ?? example.beforePath
            if example.afterPath != nil || example.invalidBefore == nil {
                jobs.append(Job(label: "\(label).after", files: [after] + context, api: api, expectedFailure: example.expectedTypeCheckFailure))
            }
        }
        XCTAssertGreaterThan(jobs.count, 50)
        let work = jobs.map { ($0.files, $0.api) }
        let results = Locked([String?](repeating: nil, count: jobs.count))
        DispatchQueue.concurrentPerform(iterations: work.count) { k in
            let errors: String?
            do { errors = try InterfaceStandIn.errors(work[k].0, api: work[k].1) } catch { errors = "\(error)" }
            results.update { $0[k] = errors }
        }
        for (job, errors) in zip(jobs, results.value) {
            if let why = job.expectedFailure {
                XCTAssertNotNil(errors, "\(job.label) type-checks now: remove its .xfail marker (\(why.trimmingCharacters(in: .whitespacesAndNewlines)))")
            } else if let errors {
                XCTFail("\(job.label) does not type-check at API level \(job.api):\n\(errors)")
            }
        }
    }

    func testEveryAfterParses() throws {
        let afters = try CatalogExample.all().compactMap(\.afterPath)
        XCTAssertFalse(afters.isEmpty)
        for path in try filesFailingParse(afters).sorted() {
            XCTFail("\(path) does not parse:\n\(try swiftParseErrors([path]) ?? "")")
        }
    }

    func testRulesCommandPrintsEachREADME() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let list = try ListfixBinary.run(["rules"], cwd: folder.url)
        XCTAssertEqual(list.status, 0)
        let catalog = try String(contentsOf: RepositoryPaths.rewrites.appendingPathComponent("README.md"), encoding: .utf8)
        let ids = list.stdout.split(separator: "\n").map { String($0.split(separator: " ")[0]) }
        XCTAssertFalse(ids.isEmpty)
        for id in ids {
            let readme = try String(contentsOf: RepositoryPaths.rewrites.appendingPathComponent("\(id)/README.md"), encoding: .utf8)
            let shown = try ListfixBinary.run(["rules", id], cwd: folder.url)
            XCTAssertEqual(shown.stdout, readme, "`listfix rules \(id)` differs from Rewrites/\(id)/README.md, which the RulePages plugin builds in")
            // The summary is written once, on line 3 of the page; `listfix rules` and the catalog table show it.
            let summary = String(readme.split(separator: "\n", omittingEmptySubsequences: false)[2].dropLast())
            let line = try XCTUnwrap(list.stdout.split(separator: "\n").first { $0.hasPrefix(id + " ") })
            XCTAssertTrue(line.hasSuffix("  " + summary), "`listfix rules` shows another summary for \(id): \(line)")
            XCTAssertTrue(catalog.contains("| [\(id)](\(id)/README.md) | \(summary) |"),
                          "Rewrites/README.md's table has another summary for \(id): run Scripts/sync-rule-docs")
            XCTAssertTrue(FileManager.default.fileExists(atPath: RepositoryPaths.rewrites.appendingPathComponent("\(id)").path))
            // The page says whether the rule is on by default, as `listfix rules` does.
            let selection = try XCTUnwrap(readme.components(separatedBy: "## Default or opt-in\n\n").dropFirst().first,
                                          "Rewrites/\(id)/README.md has no '## Default or opt-in' section")
            let optIn = line.contains("  opt-in   ")
            XCTAssertEqual(selection.hasPrefix("Opt-in"), optIn, "Rewrites/\(id)/README.md and `listfix rules` disagree on opt-in")
            XCTAssertEqual(selection.hasPrefix("On by default"), !optIn, "Rewrites/\(id)/README.md and `listfix rules` disagree on default")
        }
    }
}
