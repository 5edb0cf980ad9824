import XCTest
import SwiftTokens
@testable import ListFixKit

final class AssignedNamesTests: XCTestCase {
    func assigned(_ source: String) -> Declarations {
        Declarations(files: [DeclarationScanner.scan(SourceFile(text: source))])
    }

    func testWritesOutsideInitializersCount() {
        let d = assigned("""
        struct Model {
            var a: String
            var b = 0
            var c = ""
            var o = false
            init(a: String) { self.a = a; b = 1 }
            mutating func edit() {
                c = "x"
                self.d += 1
                items[0].e = 2
                f?.g = nil
                TextField("", text: $h.i.j)
                change(&k.l)
                m.n.append(1)
                o.toggle()
                if p == q, r != s, t >= u { }
                let v = 1
                var w: Int = 2
                var local = 0
                local = 3
                for _ in 0..<3 { local += 1 }
            }
            func call(x: Int = 3) {}
        }
        """)
        for name in ["c", "d", "e", "g", "h", "i", "j", "l", "n", "o"] {
            XCTAssertTrue(d.isAssigned(name), name)
        }
        for name in ["a", "b", "p", "q", "r", "s", "t", "u", "v", "w", "Int", "x", "m", "k", "f", "local"] {
            XCTAssertFalse(d.isAssigned(name), name)
        }
    }

    /// `x[a][b] = v` changes the element `x[a]` where it stands: `x` is written in place, never
    /// moved. Only a range of `x` itself (`x[a..<b] = …`) shifts the elements after it.
    func testAWriteThroughTwoSubscriptsMovesNoElement() {
        let d = assigned("""
        struct Model {
            var pages: [[String]] = []
            var rows: [[Int]] = []
            var slices: [Int] = []
            mutating func edit() {
                pages[0][1] = "word"
                rows[0][1..<2] = [3]
                slices[0..<2] = [1]
            }
        }
        """)
        XCTAssertFalse(d.isMoved("pages"))
        XCTAssertFalse(d.isMoved("rows"))
        XCTAssertTrue(d.isMoved("slices"))
    }
}
