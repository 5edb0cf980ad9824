import XCTest
@testable import ListFixProject

/// The shortcuts for plain and `*suffix` ignore lines answer as git's wildmatch does.
final class GlobTests: XCTestCase {
    func testShortcutsAgreeWithTheGeneralMatcher() {
        let patterns = ["Pods", "*.xcuserstate", "*.swift", "*", "*a", "build", "a.b", "*.", "**", "*[ab]", "\\*x", "*/x", "x?"]
        let texts = ["Pods", "pods", "Podsx", "x.xcuserstate", ".xcuserstate", "a/b.xcuserstate", "Main.swift", "swift", ".swift",
                     "a/Main.swift", "a", "ba", "b/a", "", "build", "a.b", "x.", "*x", "xy", "dir/x"]
        for p in patterns {
            let glob = Array(p.utf8)
            for t in texts {
                let text = Array(t.utf8)
                XCTAssertEqual(Glob.matches(glob, text, shape: Glob.Shape(glob)), Glob.matches(glob, text), "\(p) against \(t)")
            }
        }
    }

    /// A general glob's plain run turns away only paths that cannot match it.
    func testThePlainRunNeverTurnsAwayAMatch() {
        XCTAssertEqual(String(decoding: Glob.longestLiteral(Array("**/*.xcodeproj/project.xcworkspace/*".utf8)), as: UTF8.self),
                       ".xcodeproj/project.xcworkspace/")
        XCTAssertEqual(String(decoding: Glob.longestLiteral(Array("a[bc]defg\\*hi".utf8)), as: UTF8.self), "defg")
        let patterns = ["**/*.xcodeproj/project.xcworkspace/*", "a/**/b", "*/x?y", "[ab]cd*", "x\\*yz", "**/build/*.swift",
                        "a*b*c", "src/[!t]est/*", "**/Pods"]
        let texts = ["App.xcodeproj/project.xcworkspace/contents", "a/b", "a/x/y/b", "q/xzy", "acdx", "bcd", "x*yz", "b/build/M.swift",
                     "abc", "axbyc", "src/best/a", "src/test/a", "Pods", "deep/Pods", "project.xcworkspace", "cd", "build/a.swift"]
        var rejected = 0
        for p in patterns {
            let pattern = GitIgnore.Pattern(glob: Array(p.utf8), negated: false, foldersOnly: false, anchored: true)
            for t in texts {
                let text = Array(t.utf8)
                let matches = Glob.matches(pattern.glob, text)
                if !pattern.admits(text) {
                    rejected += 1
                    XCTAssertFalse(matches, "\(p) matches \(t) but its plain run turned it away")
                }
            }
        }
        XCTAssertGreaterThan(rejected, 50, "the plain run turns most paths away")
    }

    func testShapes() {
        guard case .literal = Glob.Shape(Array("Pods".utf8)) else { return XCTFail("Pods") }
        guard case .starSuffix = Glob.Shape(Array("*.lock".utf8)) else { return XCTFail("*.lock") }
        guard case .general = Glob.Shape(Array("*/x".utf8)) else { return XCTFail("*/x") }
        guard case .general = Glob.Shape(Array("a*".utf8)) else { return XCTFail("a*") }
    }
}
