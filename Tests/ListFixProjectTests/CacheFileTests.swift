import XCTest
import TestSupport
@testable import ListFixProject

/// One cache file, written and read by the library directly, then damaged byte by byte.
final class CacheFileTests: XCTestCase {
    private var folder: TemporaryFolder!
    private var path = ""
    private let key: UInt64 = 0x5eed
    /// One section's bytes per `CacheFile.Section`, each a different length.
    private let sections: [[UInt8]] = CacheFile.Section.allCases.map { section in
        (0..<(40 + 13 * section.rawValue)).map { UInt8(truncatingIfNeeded: $0 * 7 + section.rawValue) }
    }

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
        path = folder.url.appendingPathComponent("cache").path
        let writer = try XCTUnwrap(CacheFile.Writer(path: path, lengths: sections.map(\.count)))
        // Written out of order, as a run streams them.
        for section in CacheFile.Section.allCases.reversed() { writer.write(section, sections[section.rawValue]) }
        XCTAssertTrue(writer.finish(world: 42, key: key))
    }

    override func tearDown() { folder.remove() }

    private func damage(at offset: Int) throws {
        var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        bytes[offset] ^= 0x01
        try bytes.write(to: URL(fileURLWithPath: path))
    }

    func testAWholeFileReadsBackEverySection() throws {
        let reader = try XCTUnwrap(CacheFile.Reader(path: path, key: key))
        XCTAssertEqual(reader.world, 42)
        for section in CacheFile.Section.allCases { XCTAssertEqual(reader.read(section), sections[section.rawValue]) }
        // No temporary file is left beside it.
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.url.path), ["cache"])
    }

    func testAFileWrittenForAnotherRunIsNotRead() {
        XCTAssertNil(CacheFile.Reader(path: path, key: key + 1))
    }

    func testADamagedSectionIsRejectedAndTheOthersStillRead() throws {
        // The first byte of the `findings` section.
        let findings = CacheFile.Section.findings.rawValue
        try damage(at: CacheFile.headerSize + sections[..<findings].map(\.count).reduce(0, +))
        let reader = try XCTUnwrap(CacheFile.Reader(path: path, key: key))
        for section in CacheFile.Section.allCases {
            XCTAssertEqual(reader.read(section), section == .findings ? nil : sections[section.rawValue], "\(section)")
        }
    }

    func testADamagedOrTruncatedHeaderRejectsTheFile() throws {
        try damage(at: 20)
        XCTAssertNil(CacheFile.Reader(path: path, key: key))
        try damage(at: 20)
        XCTAssertNotNil(CacheFile.Reader(path: path, key: key))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: UInt64(CacheFile.headerSize + 10))
        try handle.close()
        XCTAssertNil(CacheFile.Reader(path: path, key: key))
    }
}
