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
            }
        }
        let same = [variants[0], variants[0]].map { DeclarationScanner.scan(SourceFile(bytes: Array($0.utf8))) }
        XCTAssertEqual(Declarations(files: same).property("notes", of: "NoteList")?.hasInitialValue, true)
    }
}
