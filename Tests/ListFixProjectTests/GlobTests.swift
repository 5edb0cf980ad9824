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

    func testShapes() {
        guard case .literal = Glob.Shape(Array("Pods".utf8)) else { return XCTFail("Pods") }
        guard case .starSuffix = Glob.Shape(Array("*.lock".utf8)) else { return XCTFail("*.lock") }
        guard case .general = Glob.Shape(Array("*/x".utf8)) else { return XCTFail("*/x") }
        guard case .general = Glob.Shape(Array("a*".utf8)) else { return XCTFail("a*") }
    }
}
