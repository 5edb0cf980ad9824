import XCTest
import SwiftTokens
@testable import ListFixKit

/// The project index says the same whichever order its files were added in: worker threads add
/// them in no fixed order, and a run's findings must not depend on it.
final class DeclarationOrderTests: XCTestCase {
    func testDeclarationsThatDisagreeOnAnyFieldAreAmbiguousInEitherOrder() {
        let variants = [
            "struct NoteList { let notes: [Int] = [] }\n",
            "struct NoteList { let notes: [Int] }\n",
            "struct NoteList { private let notes: [Int] }\n",
        ]
        for a in variants {
            for b in variants where b != a {
                let files = [a, b].map { DeclarationScanner.scan(SourceFile(bytes: Array($0.utf8))) }
                let forward = Declarations(files: files), backward = Declarations(files: files.reversed())
                XCTAssertNil(forward.property("notes", of: "NoteList"), "\(a) then \(b)")
                XCTAssertNil(backward.property("notes", of: "NoteList"), "\(b) then \(a)")
                // A rule reading the unknown property's fields reads the same in either order.
                XCTAssertEqual(forward.info("NoteList")?.properties, backward.info("NoteList")?.properties, "\(a) and \(b)")
            }
        }
        // Two kinds of one name: the same kind in either order.
        let kinds = ["struct Shared { var a = 1 }\n", "final class Shared { var a = 1 }\n"].map { DeclarationScanner.scan(SourceFile(bytes: Array($0.utf8))) }
        XCTAssertEqual(Declarations(files: kinds).info("Shared")?.kind, Declarations(files: kinds.reversed()).info("Shared")?.kind)
        let same = [variants[0], variants[0]].map { DeclarationScanner.scan(SourceFile(bytes: Array($0.utf8))) }
        XCTAssertEqual(Declarations(files: same).property("notes", of: "NoteList")?.hasInitialValue, true)
    }
}
