import Foundation
import XCTest
@testable import ListFixKit

/// The table of mutating methods is the standard library's: read from the toolchain's own
/// interface of the `Swift` module, every public mutating method of `Array`,
/// `RangeReplaceableCollection`, `MutableCollection`, `Dictionary`, `Set` and `SetAlgebra` is in it,
/// and nothing else is, but SwiftUI's offsets method and the two value flips.
final class MutatingMethodsTests: XCTestCase {
    /// Names in the table that are not the standard library collections' own.
    static let beyondTheCollections: Set<String> = ["move", "toggle", "negate"]

    func testTheTableIsTheStandardLibrarys() throws {
        let interface = try XCTUnwrap(Self.standardLibraryInterface(), "no Swift.swiftinterface beside swiftc")
        let found = Self.mutatingMethods(in: try String(contentsOf: interface, encoding: .utf8),
                                         of: ["Array", "RangeReplaceableCollection", "MutableCollection", "Dictionary", "Set", "SetAlgebra"])
        // What this toolchain declares; a new method in a later one fails here until it is added.
        XCTAssertTrue(found.isSuperset(of: ["append", "insert", "remove", "removeAll", "sort", "swapAt", "removeValue", "formUnion"]),
                      "\(found.sorted())")
        for name in found.sorted() {
            XCTAssertNotNil(MutatingMethods.changes(named: name), "`\(name)` mutates its receiver but is not in the table")
        }
        let table = Set(MutatingMethods.table.map { $0.name.description })
        XCTAssertEqual(table.subtracting(found), Self.beyondTheCollections)
        XCTAssertTrue(MutatingMethods.nonMutating.isDisjoint(with: table))
    }

    func testWhatEachMethodDoesToTheElements() {
        XCTAssertEqual(MutatingMethods.changes(named: "append"), .appended)
        XCTAssertEqual(MutatingMethods.changes(named: "move"), .moved)
        XCTAssertEqual(MutatingMethods.changes(named: "removeSubrange"), .removed)
        XCTAssertEqual(MutatingMethods.changes(named: "reserveCapacity"), [])
        XCTAssertNil(MutatingMethods.changes(named: "sorted"))
        for entry in MutatingMethods.table {
            let bytes = entry.name.withUTF8Buffer { Array($0) }
            XCTAssertTrue(MutatingMethods.mayName(length: bytes.count, first: bytes[0]), entry.name.description)
        }
        XCTAssertFalse(MutatingMethods.mayName(length: 5, first: UInt8(ascii: "t")))
    }

    /// The toolchain's textual interface of the `Swift` module, found from `swiftc` on the path.
    static func standardLibraryInterface() -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") {
            let swiftc = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
            guard FileManager.default.fileExists(atPath: swiftc.path) else { continue }
            let usr = swiftc.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
            for module in ["lib/swift_static/linux", "lib/swift/linux", "lib/swift/macosx"] {
                let folder = usr.appendingPathComponent(module).appendingPathComponent("Swift.swiftmodule")
                let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
                if let name = files.sorted().first(where: { $0.hasSuffix(".swiftinterface") && !$0.contains("private") }) {
                    return folder.appendingPathComponent(name)
                }
            }
        }
        return nil
    }

    /// The public mutating methods declared directly in the top-level `struct`, `protocol` or
    /// `extension` blocks of `types` (not in nested types such as `Dictionary.Iterator`).
    static func mutatingMethods(in interface: String, of types: Set<String>) -> Set<String> {
        var out: Set<String> = []
        var depth = 0
        var block: (depth: Int, isProtocol: Bool)?
        for line in interface.split(separator: "\n", omittingEmptySubsequences: false) {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "{" || $0 == ":" || $0 == "<" })
            if block == nil, depth == 0,
               let k = words.firstIndex(where: { $0 == "extension" || $0 == "protocol" || $0 == "struct" }), k + 1 < words.count {
                let name = words[k + 1].hasPrefix("Swift.") ? words[k + 1].dropFirst(6) : words[k + 1]
                if types.contains(String(name)) { block = (depth, words[k] == "protocol") }
            }
            if let b = block, depth == b.depth + 1, let m = words.firstIndex(of: "mutating"), m + 2 < words.count,
               words[m + 1] == "func", b.isProtocol || words.contains("public") {
                let name = words[m + 2].prefix { $0 != "(" }
                if !name.hasPrefix("_") { out.insert(String(name)) }
            }
            depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
            if let b = block, depth <= b.depth { block = nil }
        }
        return out
    }
}
