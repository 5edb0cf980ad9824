import XCTest
import TestSupport

/// `.listfix.toml`, `--config`, and the files the walk skips (`--exclude`, git's ignore rules).
final class ConfigurationTests: XCTestCase {
    var folder: TemporaryFolder!

    override func setUpWithError() throws { folder = try TemporaryFolder() }
    override func tearDown() { folder.remove() }

    /// `check` or `fix` with the opt-in `offset-id` added, which `offsetView()` reports.
    func run(_ args: String..., in sub: String = "") throws -> ProcessResult {
        try ListfixBinary.runWithOffsetRule(args, cwd: sub.isEmpty ? folder.url : folder.url.appendingPathComponent(sub))
    }

    /// The files `check` reports, in order.
    func reported(_ result: ProcessResult) -> [String] {
        result.stdout.split(separator: "\n").map { String($0.prefix { $0 != ":" }) }
    }

    func testSettingsComeFromTheNearestFileAndFlagsWin() throws {
        try folder.write("App/.listfix.toml", """
        # The team's settings.
        disable = ["constant-range"]
        exclude = ["Sources/Generated", '*.pb.swift']
        swift-version = "6.0"
        unsafe-fixes = false

        [deployment-target]
        iOS = "17.0"   # from the Xcode project

        [severity]
        offset-id = "error"

        """)
        try folder.write("App/Sources/Users.swift", offsetView())
        try folder.write("App/Sources/Generated/Made.swift", offsetView(name: "Made"))
        try folder.write("App/Sources/Model.pb.swift", offsetView(name: "Model"))
        try folder.write("App/Sources/Range.swift", "import SwiftUI\nstruct R: View {\n    @Binding var n: Int\n    var body: some View { ForEach(0..<n) { Text(\"\\($0)\") } }\n    func grow() { n += 1 }\n}\n")

        // From the app's folder and from a folder below it: the same settings, paths as typed.
        let top = try run("check", in: "App")
        XCTAssertEqual(top.status, 1)
        XCTAssertEqual(reported(top), ["Sources/Users.swift"])
        XCTAssertTrue(top.stdout.hasPrefix("Sources/Users.swift:12:48: error: `ForEach` keyed by"), top.stdout)
        XCTAssertFalse(top.stderr.contains("unknown"), "the file's swift-version and target settle the Array copy: \(top.stderr)")
        let below = try run("check", ".", in: "App/Sources")
        XCTAssertEqual(reported(below), ["Users.swift"])

        // A flag replaces the file's value for that setting only.
        XCTAssertEqual(reported(try run("check", "--exclude", "*.pb.swift", in: "App")),
                       ["Sources/Generated/Made.swift", "Sources/Users.swift"])
        XCTAssertEqual(reported(try run("check", "--disable", "offset-id", in: "App")), ["Sources/Range.swift"])
        let github = try run("check", "--format", "github", in: "App")
        XCTAssertTrue(github.stdout.hasPrefix("::error file=Sources/Users.swift,line=12,col=48,"), github.stdout)

        // --no-config ignores it; --config names another.
        XCTAssertEqual(reported(try run("check", "--no-config", in: "App")),
                       ["Sources/Generated/Made.swift", "Sources/Model.pb.swift", "Sources/Range.swift", "Sources/Users.swift"])
        try folder.write("other.toml", "rules = [\"constant-range\"]\n")
        XCTAssertEqual(reported(try ListfixBinary.run(["check", "--config", "other.toml", "App"], cwd: folder.url)), ["App/Sources/Range.swift"])
    }

    func testTheSearchStopsAtTheRepositoryRoot() throws {
        try folder.write(".listfix.toml", "disable = [\"offset-id\"]\n")
        try folder.write("Repo/.git/HEAD", "ref: refs/heads/main\n")
        try folder.write("Repo/Users.swift", offsetView())
        XCTAssertEqual(reported(try run("check", "Repo")), ["Repo/Users.swift"], "a file above the repository is not its settings")
        try folder.write("Plain/Users.swift", offsetView())
        XCTAssertEqual(reported(try run("check", "Plain")), [], "outside a repository the search goes up to /")
    }

    func testAMalformedFileIsOneLineWithItsPositionAndExitTwo() throws {
        try folder.write("Users.swift", offsetView())
        let cases: [(String, String)] = [
            ("rules = [\"offset-id\", \"nope\"]\n", ".listfix.toml:1:23: error: unknown rule 'nope'; `listfix rules` lists them"),
            ("swift-version = \"6.0\nx = 1\n", ".listfix.toml:1:17: error: unterminated string"),
            ("\n\ncolour = true\n", ".listfix.toml:3:1: error: unknown setting 'colour'; expected rules, extend-rules, disable, fail-on, baseline, exclude, swift-version, unsafe-fixes, verify, cache-dir, [deployment-target], [severity] or [unary-row]"),
            ("[unary-row]\nwrap-constant-branches = \"yes\"\n", ".listfix.toml:2:1: error: 'unary-row.wrap-constant-branches' expects true or false, got a string"),
            ("[unary-row]\nwrap-all = true\n", ".listfix.toml:2:1: error: unknown setting 'unary-row.wrap-all'; [unary-row] takes wrap-constant-branches"),
            ("unsafe-fixes = \"yes\"\n", ".listfix.toml:1:1: error: 'unsafe-fixes' expects true or false, got a string"),
            ("[severity]\noffset-id = \"fatal\"\n", ".listfix.toml:2:1: error: a severity is \"error\", \"warning\" or \"note\""),
            ("[deployment-target]\nAndroid = \"14\"\n", ".listfix.toml:2:1: error: unknown platform 'Android'; expected iOS, macOS, tvOS, watchOS or visionOS"),
            ("disable = [\"self-id\"]\ndisable = []\n", ".listfix.toml:2:1: error: 'disable' is set twice"),
            ("rules = [\"self-id\" \"offset-id\"]\n", ".listfix.toml:1:20: error: expected ',' or ']' in the array"),
            ("exclude = { a = 1 }\n", ".listfix.toml:1:11: error: inline tables are not supported; use a [table] header"),
            ("swift-version = 6.0 extra\n", ".listfix.toml:1:21: error: expected the end of the line"),
        ]
        for (text, message) in cases {
            try folder.write(".listfix.toml", text)
            let result = try run("check")
            XCTAssertEqual(result.status, 2, text)
            XCTAssertEqual(result.stderr, message + "\n", text)
            XCTAssertEqual(result.stdout, "", text)
        }
        try folder.write(".listfix.toml", "swift-version = 6.0  # a bare number reads as a version\n")
        XCTAssertEqual(try run("check").status, 1)
        let missing = try run("check", "--config", "absent.toml")
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.stderr, "absent.toml: error: cannot read: No such file or directory\n")
    }

    func testUnaryRowWrapsConstantBranchesOnlyWhenTheFileSaysSo() throws {
        try folder.write("Rows.swift", """
        import SwiftUI
        struct Rows: View {
            var items: [Int]
            var body: some View {
                List {
                    ForEach(items, id: \\.self) { item in
                        if item > 0 {
                            Text("\\(item)")
                        } else {
                            Image(systemName: "minus")
                        }
                    }
                }
            }
        }

        """)
        XCTAssertEqual(try run("check", "--rules", "unary-row").status, 0, "equal counts: silent")
        try folder.write(".listfix.toml", "[unary-row]\nwrap-constant-branches = true\n")
        let styled = try run("check", "--rules", "unary-row")
        XCTAssertEqual(styled.status, 0, "a style over rows that show no hazard is a note, which fails no run")
        XCTAssertTrue(styled.stdout.contains("Rows.swift:7:17: note: this `ForEach` row's top-level `if` makes one view on every path, so SwiftUI's view count is already constant; `wrap-constant-branches` wraps it anyway, as a style, not for speed [unary-row]"), styled.stdout)
        let fixed = try run("fix", "--dry-run", "--rules", "unary-row")
        XCTAssertTrue(fixed.stdout.contains("+                VStack {\n+                    if item > 0 {"), fixed.stdout)
        XCTAssertEqual(try run("check", "--no-config", "--rules", "unary-row").status, 0)
    }

    func testUnsafeFixesFromTheFileAndTheFlagThatTurnsThemOff() throws {
        // A catalog example whose only fix is unsafe.
        let unsafeOnly = try String(contentsOf: RepositoryPaths.rewrites.appendingPathComponent("offset-id/unknown-type-unsafe-fixes.before.swift"),
                                    encoding: .utf8)
        try folder.write("V.swift", unsafeOnly)
        let plain = try run("fix", "--dry-run", "--rules", "offset-id")
        try folder.write(".listfix.toml", "unsafe-fixes = true\n")
        let unsafe = try run("fix", "--dry-run", "--rules", "offset-id")
        let off = try run("fix", "--dry-run", "--rules", "offset-id", "--no-unsafe-fixes")
        XCTAssertEqual(plain.stdout, "")
        XCTAssertEqual(off.stdout, "")
        XCTAssertTrue(unsafe.stdout.contains("+        ForEach(Array(photos.enumerated()), id: \\.element.id) { index, photo in\n"),
                      "the file's unsafe-fixes = true applies unsafe fixes: \(unsafe.stdout)")
    }

    func testGitIgnoredFilesAreSkippedUnlessNamed() throws {
        try folder.write("Repo/.git/HEAD", "ref: refs/heads/main\n")
        try folder.write("Repo/.git/info/exclude", "# local\n/Sources/Local.swift\n")
        try folder.write("Repo/.gitignore", "Vendor/\n**/Generated/**\n*.gen.swift\n!Keep.gen.swift\n[Tt]mp*\n\\#odd.swift\n")
        try folder.write("Repo/Sources/.gitignore", "/Anchored.swift\n")
        for name in ["Sources/A.swift", "Sources/Vendor/V.swift", "Vendor/W.swift", "Sources/Local.swift", "Sources/X/Generated/G.swift",
                     "Sources/Made.gen.swift", "Sources/Keep.gen.swift", "Sources/Tmp1.swift", "Sources/tmp/T.swift", "#odd.swift",
                     "Sources/Anchored.swift", "Sources/Sub/Anchored.swift", "Sources/Vendor.swift"] {
            try folder.write("Repo/" + name, offsetView())
        }
        // A nested repository has its own rules: the outer `Vendor/` does not reach into it.
        try folder.write("Repo/Sources/Nested/.git/HEAD", "ref: refs/heads/main\n")
        try folder.write("Repo/Sources/Nested/Vendor/N.swift", offsetView())
        try folder.write("Repo/Sources/Nested/.gitignore", "N.swift\n")
        try folder.write("Repo/Sources/Nested/M.swift", offsetView())
        XCTAssertEqual(reported(try run("check", "Repo")), [
            "Repo/Sources/A.swift", "Repo/Sources/Keep.gen.swift", "Repo/Sources/Nested/M.swift",
            "Repo/Sources/Sub/Anchored.swift", "Repo/Sources/Vendor.swift",
        ])
        // Rules of the folders above the one given apply too; a path named is always checked.
        XCTAssertEqual(reported(try run("check", "Sources", in: "Repo")), [
            "Sources/A.swift", "Sources/Keep.gen.swift", "Sources/Nested/M.swift", "Sources/Sub/Anchored.swift", "Sources/Vendor.swift",
        ])
        XCTAssertEqual(reported(try run("check", "Repo/Sources/Vendor", "Repo/Sources/Made.gen.swift")),
                       ["Repo/Sources/Vendor/V.swift", "Repo/Sources/Made.gen.swift"])
    }

    /// Git's ignore rules do not apply to what it tracks: a committed file in an ignored folder, or
    /// matching an ignored pattern, is read; untracked ones beside it are not.
    func testTrackedFilesAreReadEvenWhenAPatternMatchesThem() throws {
        guard let git = findExecutable("git") else { throw XCTSkip("git is not installed") }
        func run(_ args: String...) throws {
            let result = try runProcess(git, ["-c", "user.email=t@example.com", "-c", "user.name=t"] + args, cwd: folder.url)
            XCTAssertEqual(result.status, 0, result.stderr)
        }
        try run("init", "-q")
        try folder.write(".gitignore", "Vendor/\n*.gen.swift\n")
        for name in ["Vendor/Kept.swift", "Vendor/Deep/Kept.swift", "Tracked.gen.swift", "Plain.swift"] { try folder.write(name, offsetView()) }
        try run("add", "-f", ".")
        try run("commit", "-qm", "start")
        for name in ["Vendor/New.swift", "Vendor/Deep/New.swift", "Untracked.gen.swift", "Vendor2/Other.swift"] { try folder.write(name, offsetView()) }
        XCTAssertEqual(reported(try self.run("check")),
                       ["Plain.swift", "Tracked.gen.swift", "Vendor/Deep/Kept.swift", "Vendor/Kept.swift", "Vendor2/Other.swift"])
    }

    func testExcludePatternsMatchNamesAndPaths() throws {
        for name in ["Sources/A.swift", "Sources/Generated/G.swift", "Sources/Model.pb.swift", "Tests/T.swift"] {
            try folder.write(name, offsetView())
        }
        XCTAssertEqual(reported(try run("check", "--exclude", "Generated/", "--exclude", "*.pb.swift", "--exclude", "Tests")),
                       ["Sources/A.swift"])
        XCTAssertEqual(reported(try run("check", "--exclude", "Sources/*", ".")), ["Tests/T.swift"])
        XCTAssertEqual(reported(try run("check", "--exclude", "Sources", "Sources/A.swift")), ["Sources/A.swift"], "named paths are kept")
    }
}
