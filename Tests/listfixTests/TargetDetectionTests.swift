import XCTest
import TestSupport
import ListFixKit

/// Target detection seen through `enumerated-array`, which fixes only on Swift 6.2 and OS 26.
final class TargetDetectionTests: XCTestCase {
    var folder: TemporaryFolder!
    override func setUpWithError() throws { folder = try TemporaryFolder() }
    override func tearDown() { folder.remove() }

    let view = """
    import SwiftUI

    struct Item: Identifiable {
        let id: UUID
    }

    struct V: View {
        var items: [Item]
        var body: some View {
            ForEach(Array(items.enumerated()), id: \\.element.id) { i, item in Text("\\(i)") }
        }
    }

    """

    func manifest(tools: String, platforms: String?) -> String {
        "// swift-tools-version:\(tools)\nimport PackageDescription\nlet package = Package(\n    name: \"P\",\n"
            + (platforms.map { "    platforms: [\($0)],\n" } ?? "") + "    targets: []\n)\n"
    }

    /// Whether `fix` on `relative` (run from the folder root with `flags`) drops the copy.
    func drops(_ relative: String, _ flags: [String] = []) throws -> Bool {
        try folder.write(relative, view)
        let result = try ListfixBinary.run(["fix", "--rules", "enumerated-array"] + flags + [relative], cwd: folder.url)
        XCTAssertEqual(result.status, 0, result.stderr)
        return !(try folder.text(relative)).contains("Array(items")
    }

    func testPackagePlatformsAndToolsVersion() throws {
        try folder.write("a/Package.swift", manifest(tools: "6.2", platforms: ".iOS(.v26), .macOS(\"26.0\")"))
        XCTAssertTrue(try drops("a/Sources/V.swift"))
        try folder.write("b/Package.swift", manifest(tools: "6.2", platforms: ".iOS(.v26), .macOS(.v15)"))
        XCTAssertFalse(try drops("b/Sources/V.swift"), "macOS 15 is below 26")
        try folder.write("c/Package.swift", manifest(tools: "6.2", platforms: nil))
        XCTAssertFalse(try drops("c/Sources/V.swift"), "no platforms: means the oldest OS versions")
        try folder.write("d/Package.swift", manifest(tools: "6.1", platforms: ".iOS(.v26)"))
        XCTAssertFalse(try drops("d/Sources/V.swift"), "Swift 6.1 lacks SE-0459")
        try folder.write("e/Package.swift", "// swift-tools-version:6.2\nimport PackageDescription\n"
            + "var platforms: [SupportedPlatform] = [.iOS(.v16)]\nlet package = Package(name: \"P\", platforms: platforms, targets: [])\n")
        XCTAssertFalse(try drops("e/Sources/V.swift"), "iOS 16, from a list in a variable")
    }

    func testSwiftVersionFileBeatsToolsVersionAndNearestWins() throws {
        try folder.write("e/Package.swift", manifest(tools: "6.0", platforms: ".iOS(.v26)"))
        try folder.write("e/.swift-version", "6.2\n")
        XCTAssertTrue(try drops("e/Sources/V.swift"))
        // A nested package is nearer than the outer one.
        try folder.write("f/Package.swift", manifest(tools: "6.2", platforms: ".iOS(.v26)"))
        try folder.write("f/Nested/Package.swift", manifest(tools: "6.2", platforms: ".iOS(.v17)"))
        XCTAssertFalse(try drops("f/Nested/Sources/V.swift"))
        XCTAssertTrue(try drops("f/Sources/V.swift"))
        try folder.write("g/.swift-version", "6.1\n")
        try folder.write("g/Inner/.swift-version", "swift-6.2-RELEASE\n")
        try folder.write("g/Package.swift", manifest(tools: "6.2", platforms: ".iOS(.v26)"))
        XCTAssertTrue(try drops("g/Inner/V.swift"))
        XCTAssertFalse(try drops("g/V.swift"))
    }

    /// Folders walked whole (`.`, relative, absolute, with trailing slashes): each file gets the
    /// nearest markers, those in the walked folders and those above the folder named.
    func testWalkedFoldersAndTheFoldersAboveThem() throws {
        try folder.write("w/.swift-version", "6.2\n")
        try folder.write("w/Package.swift", manifest(tools: "6.2", platforms: ".iOS(.v26), .macOS(\"26.0\")"))
        try folder.write("w/Sources/Yes/V.swift", view)
        try folder.write("w/Old/Package.swift", manifest(tools: "6.2", platforms: ".iOS(.v17)"))
        try folder.write("w/Old/Sources/V.swift", view)
        try folder.write("w/Six1/.swift-version", "6.1\n")
        try folder.write("w/Six1/V.swift", view)
        // Whether each file keeps its copy: only Sources/Yes is on Swift 6.2 and OS 26.
        let keeps = ["Sources/Yes/V.swift": false, "Old/Sources/V.swift": true, "Six1/V.swift": true]
        let all = Array(keeps.keys)
        let runs: [(root: String, cwd: String, files: [String])] = [
            (".", "w", all), ("w", "", all), ("w/", "", all), (folder.url.path + "/w//", "", all),
            ("Sources", "w", ["Sources/Yes/V.swift"]), ("./Old/", "w", ["Old/Sources/V.swift"]),
        ]
        for run in runs {
            for file in all { try folder.write("w/" + file, view) }
            let result = try ListfixBinary.run(["fix", "--rules", "enumerated-array", run.root],
                                               cwd: run.cwd.isEmpty ? folder.url : folder.url.appendingPathComponent(run.cwd))
            XCTAssertEqual(result.status, 0, result.stderr)
            for file in all {
                let copied = try folder.text("w/" + file).contains("Array(items")
                XCTAssertEqual(copied, run.files.contains(file) ? keeps[file]! : true, "\(run.root) from \(run.cwd): \(file)")
            }
        }
    }

    /// An Xcode project's build settings give the files below its folder their deployment targets:
    /// the oldest each platform names. A setting listfix cannot read leaves the target unknown.
    func testXcodeProjectDeploymentTargets() throws {
        let pbxproj = { (ios: String) in
            "// !$*UTF8*$!\n{\n\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = \(ios);\n\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 18.0;\n"
                + "\t\t\t\tWATCHOS_DEPLOYMENT_TARGET = 10.2;\n\t\t\t\tSWIFT_VERSION = 5.0;\n}\n"
        }
        // Inline filter rows: the refresh is written for the target, and not at all for an unknown one.
        let list = InlineFilterList.source
        for (ios, expected) in [("16.4", ".onChange(of: items) { _ in refreshEnabledItems() }"), ("17.0", ".onChange(of: items, initial: true) { _, newItems in"),
                                ("\"$(RECOMMENDED_IPHONEOS_DEPLOYMENT_TARGET)\"", nil)] {
            try folder.write("App/App.xcodeproj/project.pbxproj", pbxproj(ios))
            try folder.write("App/Sources/Items.swift", list)
            let result = try ListfixBinary.run(["fix", "--dry-run", "App"], cwd: folder.url)
            if let expected {
                XCTAssertTrue(result.stdout.contains("+        " + expected), "\(ios): \(result.stdout)")
            } else {
                XCTAssertEqual(result.stdout, "", "an unreadable target proves no refresh: \(result.stdout)")
            }
        }
    }

    /// A target's own deployment target overrides the project's settings it would inherit: a project
    /// left at iOS 17 whose only target builds for iOS 26 builds nothing for 17.
    func testAnXcodeTargetsOwnVersionOverridesTheProjects() throws {
        func configuration(_ id: String, _ version: String) -> String {
            "\t\t\(id) /* Release */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {\n"
                + "\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = \(version);\n\t\t\t};\n\t\t\tname = Release;\n\t\t};\n"
        }
        func list(_ id: String, _ configuration: String) -> String {
            "\t\t\(id) /* list */ = {\n\t\t\tisa = XCConfigurationList;\n\t\t\tbuildConfigurations = (\n"
                + "\t\t\t\t\(configuration) /* Release */,\n\t\t\t);\n\t\t};\n"
        }
        let ids = (1...5).map { String(repeating: "A", count: 23) + String($0) }
        func section(_ kind: String, _ objects: String) -> String { "/* Begin \(kind) section */\n" + objects + "/* End \(kind) section */\n" }
        let pbxproj = "// !$*UTF8*$!\n{\n\tobjects = {\n"
            + section("PBXNativeTarget", "\t\tBBBBBBBBBBBBBBBBBBBBBBBB /* App */ = {\n\t\t\tisa = PBXNativeTarget;\n\t\t\tbuildConfigurationList = \(ids[3]) /* list */;\n\t\t};\n")
            + section("PBXProject", "\t\t\(ids[4]) /* Project object */ = {\n\t\t\tisa = PBXProject;\n\t\t\tbuildConfigurationList = \(ids[2]) /* list */;\n\t\t};\n")
            + section("XCBuildConfiguration", configuration(ids[0], "17.0") + configuration(ids[1], "26.0"))
            + section("XCConfigurationList", list(ids[2], ids[0]) + list(ids[3], ids[1]))
            + "\t};\n}\n"
        try folder.write("App/App.xcodeproj/project.pbxproj", pbxproj)
        try folder.write("App/Sources/Steps.swift", """
            import SwiftUI

            struct Steps: View {
                let steps: [String]

                var body: some View {
                    ForEach(Array(steps.enumerated()), id: \\.offset) { index, step in
                        Text("\\(index + 1). \\(step)")
                    }
                }
            }

            """)
        let result = try ListfixBinary.run(["fix", "--dry-run", "App"], cwd: folder.url)
        XCTAssertTrue(result.stdout.contains("+        ForEach(steps.enumerated(), id: \\.offset) { index, step in"), result.stdout + result.stderr)
        // The project's own settings alone (no target sets one) keep iOS 17: the copy stays.
        try folder.write("App/App.xcodeproj/project.pbxproj", pbxproj.replacingOccurrences(of: "26.0", with: "17.0"))
        let older = try ListfixBinary.run(["fix", "--dry-run", "App"], cwd: folder.url)
        XCTAssertEqual(older.stdout, "", older.stdout)
    }

    /// An XcodeGen spec (`project.yml`, from which the Xcode project is generated and often not
    /// committed) gives the files below it their deployment targets: an `options:` map, a target's
    /// map, or a target's one version for its `platform:`. OS 26 alone settles the compiler (only
    /// Xcode 26, with Swift 6.2, builds for it); a setting listfix cannot read leaves it unknown.
    func testXcodeGenSpecDeploymentTargets() throws {
        try folder.write("x/project.yml", """
            name: Buzz
            options:
              bundleIdPrefix: com.example
              deploymentTarget:
                iOS: "26.0"   # the app's floor
            targets:
              Buzz:
                type: application
                platform: iOS
            """)
        XCTAssertTrue(try drops("x/App/Sources/V.swift"))
        try folder.write("y/project.yml", """
            targets:
              Mac:
                platform: macOS
                deploymentTarget: "15.0"
              Phone:
                deploymentTarget: 26.0
                platform: iOS
            """)
        XCTAssertFalse(try drops("y/Sources/V.swift"), "macOS 15 is below 26")
        try folder.write("z/project.yml", "options:\n  deploymentTarget:\n    iOS: $(IOS_FLOOR)\n")
        XCTAssertFalse(try drops("z/Sources/V.swift"), "an unreadable setting proves nothing")
        XCTAssertEqual(XcodeGenSpec(try folder.text("y/project.yml"))?.deploymentTargets, [.macOS: Version("15.0")!, .iOS: Version("26.0")!])
        XCTAssertNil(XcodeGenSpec("name: Plain\n"))
        XCTAssertNil(XcodeGenSpec("include:\n  - base.yml\noptions:\n  deploymentTarget:\n    iOS: 26.0\n"), "an included spec is not read")
        // CRLF lines; a target's setting older than the options' floor; config files, read too.
        let spec = XcodeGenSpec("options:\r\n  deploymentTarget:\r\n    iOS: 26.0\r\ntargets:\r\n  App:\r\n    settings:\r\n"
            + "      IPHONEOS_DEPLOYMENT_TARGET: 17.0\r\nconfigFiles:\r\n  Debug: Config/Shared.xcconfig\r\n")
        XCTAssertEqual(spec?.deploymentTargets, [.iOS: Version("17.0")!])
        XCTAssertEqual(spec?.configFiles, ["Config/Shared.xcconfig"])
        try folder.write("w/project.yml", "options:\n  deploymentTarget:\n    iOS: 26.0\nconfigFiles:\n  Release: Config/Shared.xcconfig\n")
        try folder.write("w/Config/Shared.xcconfig", "SWIFT_VERSION = 6.0\nIPHONEOS_DEPLOYMENT_TARGET = 18.0\n")
        XCTAssertFalse(try drops("w/Sources/V.swift"), "the config file's iOS 18 is the oldest")
        try folder.write("w/Config/Shared.xcconfig", "IPHONEOS_DEPLOYMENT_TARGET = 26.0 // the floor\n")
        XCTAssertTrue(try drops("w/Sources/W.swift"))
    }

    func testFlagsOverrideFiles() throws {
        try folder.write("h/Package.swift", manifest(tools: "6.2", platforms: ".iOS(.v17)"))
        XCTAssertFalse(try drops("h/V1.swift"))
        XCTAssertTrue(try drops("h/V2.swift", ["--deployment-target", "iOS=26.0"]))
        try folder.write("i/.swift-version", "6.2\n")
        XCTAssertFalse(try drops("i/V.swift", ["--swift-version", "6.1", "--deployment-target", "iOS=26"]))
        XCTAssertTrue(try drops("i/W.swift", ["--swift-version=6.2", "--deployment-target=iOS=26.0,macOS=26.0"]))
    }

    func testUnknownTargetGivesOneNotePerRun() throws {
        try folder.write("j/A.swift", view)
        try folder.write("j/B.swift", view)
        let result = try ListfixBinary.run(["check", "j"], cwd: folder.url)
        XCTAssertEqual(result.status, 0, "a note is not a finding")
        let notes = result.stderr.split(separator: "\n").filter { $0.hasPrefix("listfix: note: ") }
        XCTAssertEqual(notes.count, 1, result.stderr)
        XCTAssertTrue(notes[0].contains("--swift-version"), String(notes[0]))
        XCTAssertTrue(result.stderr.hasSuffix("No findings in 2 files.\n"), result.stderr)
    }
}
