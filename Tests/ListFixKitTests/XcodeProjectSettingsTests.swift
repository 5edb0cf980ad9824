import Foundation
import XCTest
@testable import ListFixKit

/// An Xcode project's deployment targets read target by target: a native target's configuration
/// sets its own version or inherits the project's configuration of the same name.
final class XcodeProjectSettingsTests: XCTestCase {
    /// A project file as Xcode writes it: the project's two configurations with `project` settings,
    /// and each target's two configurations with its own (`nil`: none written; `xcconfig`: built on one).
    static func projectFile(project: String?, targets: [(own: String?, xcconfig: Bool)], projectXcconfig: Bool = false) -> [UInt8] {
        var objects: [String] = []
        var counter = 0
        func id() -> String {
            counter += 1
            return String(repeating: "0", count: 24 - String(counter).count) + String(counter)
        }
        func configuration(_ name: String, _ version: String?, xcconfig: Bool) -> String {
            let identifier = id()
            var lines = ["\t\t\(identifier) /* \(name) */ = {", "\t\t\tisa = XCBuildConfiguration;"]
            if xcconfig { lines.append("\t\t\tbaseConfigurationReference = FFFFFFFFFFFFFFFFFFFFFFFF /* Base.xcconfig */;") }
            lines.append("\t\t\tbuildSettings = {")
            if let version { lines.append("\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = \(version);") }
            lines += ["\t\t\t\tSWIFT_VERSION = 5.0;", "\t\t\t};", "\t\t\tname = \(name);", "\t\t};"]
            objects.append(lines.joined(separator: "\n"))
            return identifier
        }
        func list(_ configurations: [String]) -> String {
            let identifier = id()
            objects.append((["\t\t\(identifier) /* Build configuration list */ = {", "\t\t\tisa = XCConfigurationList;",
                             "\t\t\tbuildConfigurations = ("] + configurations.map { "\t\t\t\t\($0) /* c */," }
                            + ["\t\t\t);", "\t\t\tdefaultConfigurationName = Release;", "\t\t};"]).joined(separator: "\n"))
            return identifier
        }
        let projectList = list([configuration("Debug", project, xcconfig: projectXcconfig), configuration("Release", project, xcconfig: projectXcconfig)])
        objects.append("\t\t\(id()) /* Project object */ = {\n\t\t\tisa = PBXProject;\n\t\t\tbuildConfigurationList = \(projectList) /* Build configuration list for PBXProject \"App\" */;\n\t\t\tcompatibilityVersion = \"Xcode 14.0\";\n\t\t};")
        for (k, target) in targets.enumerated() {
            let targetList = list([configuration("Debug", target.own, xcconfig: target.xcconfig), configuration("Release", target.own, xcconfig: target.xcconfig)])
            objects.append("\t\t\(id()) /* App\(k) */ = {\n\t\t\tisa = PBXNativeTarget;\n\t\t\tbuildConfigurationList = \(targetList) /* Build configuration list for PBXNativeTarget \"App\(k)\" */;\n\t\t\tbuildPhases = (\n\t\t\t);\n\t\t\tname = App\(k);\n\t\t};")
        }
        // Xcode writes each kind of object in a section of its own, sorted by kind.
        var sections: [String] = []
        for kind in ["PBXNativeTarget", "PBXProject", "XCBuildConfiguration", "XCConfigurationList"] {
            let members = objects.filter { $0.contains("isa = \(kind);") }
            sections.append("\n/* Begin \(kind) section */\n" + members.joined(separator: "\n") + "\n/* End \(kind) section */\n")
        }
        return Array(("// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjects = {\n" + sections.joined() + "\t};\n\trootObject = 000000000000000000000001;\n}\n").utf8)
    }

    func testATargetsOwnVersionOverridesTheProjects() {
        let file = Self.projectFile(project: "17.0", targets: [(own: "26.0", xcconfig: false)])
        XCTAssertEqual(TargetParser.deploymentTargets(fromXcodeProject: file), [.iOS: Version([26, 0])])
    }

    func testATargetWithoutItsOwnInheritsTheProjects() {
        let file = Self.projectFile(project: "17.0", targets: [(own: "26.0", xcconfig: false), (own: nil, xcconfig: false)])
        XCTAssertEqual(TargetParser.deploymentTargets(fromXcodeProject: file), [.iOS: Version([17, 0])])
    }

    func testTheOldestTargetDecides() {
        let file = Self.projectFile(project: "16.0", targets: [(own: "26.0", xcconfig: false), (own: "18.0", xcconfig: false)])
        XCTAssertEqual(TargetParser.deploymentTargets(fromXcodeProject: file), [.iOS: Version([18, 0])])
    }

    /// A target built on an `.xcconfig` that writes no version of its own may take one from it, before
    /// the project's: the oldest version the file names decides, as before.
    func testAnXcconfigUnderATargetLeavesTheOldestNamed() {
        let file = Self.projectFile(project: "17.0", targets: [(own: "26.0", xcconfig: false), (own: nil, xcconfig: true)])
        XCTAssertEqual(TargetParser.deploymentTargets(fromXcodeProject: file), [.iOS: Version([17, 0])])
    }

    /// A target built on an `.xcconfig` (as CocoaPods sets them up) that writes its own version: its
    /// own decides, as it comes before the file's.
    func testATargetsOwnVersionOverridesItsXcconfig() {
        let file = Self.projectFile(project: "17.0", targets: [(own: "26.0", xcconfig: true)], projectXcconfig: true)
        XCTAssertEqual(TargetParser.deploymentTargets(fromXcodeProject: file), [.iOS: Version([26, 0])])
    }

    /// A setting for some SDKs only (`"IPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos*]" = 17.0;`) is not read:
    /// the oldest version named decides.
    func testAConditionalSettingLeavesTheOldest() {
        let text = String(decoding: Self.projectFile(project: "17.0", targets: [(own: "26.0", xcconfig: false)]), as: UTF8.self)
            .replacingOccurrences(of: "IPHONEOS_DEPLOYMENT_TARGET = 26.0;",
                                  with: "IPHONEOS_DEPLOYMENT_TARGET = 26.0;\n\t\t\t\t\"IPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos*]\" = 17.0;")
        XCTAssertEqual(TargetParser.deploymentTargets(fromXcodeProject: Array(text.utf8)), [.iOS: Version([17, 0])])
    }

    /// Settings that are not in objects (an `.xcconfig`'s lines) are read as before: the oldest.
    func testSettingsOutsideObjectsGiveTheOldest() {
        let text = Array("IPHONEOS_DEPLOYMENT_TARGET = 26.0\nIPHONEOS_DEPLOYMENT_TARGET = 17.0\n".utf8)
        XCTAssertEqual(TargetParser.deploymentTargets(fromXcodeProject: text), [.iOS: Version([17, 0])])
    }

    /// Objects outside the sections Xcode writes are not read target by target: the oldest decides.
    func testObjectsWithoutSectionsGiveTheOldest() {
        let file = String(decoding: Self.projectFile(project: "17.0", targets: [(own: "26.0", xcconfig: false)]), as: UTF8.self)
            .split(separator: "\n").filter { !$0.hasPrefix("/* ") }.joined(separator: "\n")
        XCTAssertEqual(TargetParser.deploymentTargets(fromXcodeProject: Array(file.utf8)), [.iOS: Version([17, 0])])
    }

    /// A version written as another setting is unknown, target by target too.
    func testAnUnreadableVersionLeavesTheTargetsUnknown() {
        let file = Self.projectFile(project: "17.0", targets: [(own: "\"$(RECOMMENDED_IPHONEOS_DEPLOYMENT_TARGET)\"", xcconfig: false)])
        XCTAssertNil(TargetParser.deploymentTargets(fromXcodeProject: file))
    }
}
