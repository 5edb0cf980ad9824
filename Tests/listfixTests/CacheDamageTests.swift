import Foundation
import XCTest
import TestSupport
import ListFixKit
@testable import listfix
@testable import ListFixProject

/// A damaged cache file never changes a result: a byte changed in any section, a file cut
/// short, written for other settings or not a cache file at all gives what a run without the
/// cache gives, before and after an edit that needs every section, and the file is written
/// whole again.
final class CacheDamageTests: CacheTestCase {
    let check = ["check", "--format", "json", "."]
    let editedModel = "App/Sources/Model.swift"

    /// Fills the cache with every section: a first run, an edit that makes the next run record
    /// every file's declarations and ask the declarations again, the edit undone. Gives the file.
    func fillCache() throws -> String {
        try writeApp()
        _ = try run(check)
        try folder.write(editedModel, model + "\nextension City { var label: String { name } }\n")
        _ = try run(check)
        try folder.write(editedModel, model)
        _ = try run(check)
        let file = try XCTUnwrap(try cacheFiles().first)
        let extents = try XCTUnwrap(CacheDamageTests.extents(of: Data(contentsOf: URL(fileURLWithPath: file))))
        for section in CacheFile.Section.allCases {
            XCTAssertGreaterThan(extents[section.rawValue].length, 0, "\(section) is not empty, so damage to it can be tried")
        }
        return file
    }

    /// The extents of a cache file's sections, from its header; nil if it is no cache file.
    static func extents(of data: Data) -> [CacheFile.Extent]? {
        guard data.count >= CacheFile.headerSize else { return nil }
        let header = Array(data.prefix(CacheFile.headerSize))
        // The key is the header's third word; the run's key is no test's to know.
        let key = header[16..<24].enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
        return CacheFile.parseHeader(header, key: key, fileSize: data.count)?.extents
    }

    /// Whether the file at `path` is whole: its header and every section's hash check out.
    func isWhole(_ path: String) throws -> Bool {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        guard let extents = CacheDamageTests.extents(of: data) else { return false }
        return extents.allSatisfy { extent in
            ContentHash.of(Array(data[extent.offset..<(extent.offset + extent.length)])) == extent.checksum
        }
    }

    /// A runs over the unchanged tree, after an edit of a declaration other files read, and
    /// with the edit undone, each as without the cache, after `damage`; then the file is whole.
    func assertHarmless(_ what: String, file: String, _ damage: () throws -> Void) throws {
        let expected = try uncached(check)
        try damage()
        assertSame(try run(check).result, expected, "\(what): unchanged tree")
        try folder.write(editedModel, model.replacingOccurrences(of: "extension City: Identifiable {}\n", with: ""))
        let edited = try run(check)
        assertSame(edited.result, try uncached(check), "\(what): edited model")
        XCTAssertNotEqual(edited.result.stdout, expected.stdout, "\(what): the edit changes a finding")
        try folder.write(editedModel, model)
        assertSame(try run(check).result, expected, "\(what): edit undone")
        XCTAssertTrue(try isWhole(file), "\(what): the file is written whole again")
        let next = try run(check)
        assertSame(next.result, expected, "\(what): next run")
        XCTAssertEqual(events(next.log).checked, [], "\(what): the next run uses the file")
    }

    /// A byte changed in any section, or a section cut short.
    func testADamagedSectionChangesNoResultAndIsWrittenAgain() throws {
        let file = try fillCache()
        let good = try Data(contentsOf: URL(fileURLWithPath: file))
        let extents = try XCTUnwrap(CacheDamageTests.extents(of: good))
        for section in CacheFile.Section.allCases {
            let extent = extents[section.rawValue]
            try assertHarmless("\(section): a byte changed", file: file) {
                var damaged = good
                damaged[extent.offset + extent.length / 2] ^= 0x5A
                try damaged.write(to: URL(fileURLWithPath: file))
            }
            try assertHarmless("\(section): cut short", file: file) {
                try good.prefix(extent.offset + extent.length / 2).write(to: URL(fileURLWithPath: file))
            }
        }
    }

    /// A damaged header, a file cut short, empty, written for other settings, or not a cache
    /// file at all is ignored as a whole: every file is scanned as on a first run.
    func testADamagedForeignOrAlienFileIsIgnoredAndRewritten() throws {
        let file = try fillCache()
        let good = try Data(contentsOf: URL(fileURLWithPath: file))
        // Another setting writes another file: a foreign one under this file's name.
        _ = try run(["check", "--disable", "offset-id", "."])
        let foreign = try XCTUnwrap(try cacheFiles().first { $0 != file })
        let damaged: [(String, Data)] = [
            ("a byte of the header changed", { var d = good; d[20] ^= 0x01; return d }()),
            ("the header's hash changed", { var d = good; d[CacheFile.headerSize - 1] ^= 0x01; return d }()),
            ("cut short", good.prefix(good.count / 2)),
            ("only the header", good.prefix(CacheFile.headerSize)),
            ("empty", Data()),
            ("another key's", try Data(contentsOf: URL(fileURLWithPath: foreign))),
            ("not a cache file", Data("not a cache file\n".utf8)),
        ]
        let expected = try uncached(check)
        for (what, bytes) in damaged {
            try bytes.write(to: URL(fileURLWithPath: file))
            let result = try run(check)
            assertSame(result.result, expected, what)
            XCTAssertEqual(events(result.log).scanned.count, 5, what)
            XCTAssertTrue(try isWhole(file), "\(what): written anew")
            try assertHarmless(what, file: file) {}
        }
    }
}
