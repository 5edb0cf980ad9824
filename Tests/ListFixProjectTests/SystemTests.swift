import XCTest
import TestSupport
@testable import ListFixProject

/// The POSIX helpers that replace Foundation in the command.
final class SystemTests: XCTestCase {
    func testPathTextSplitsLikeFoundation() {
        let cases: [(String, String, String)] = [
            ("/a/b.swift", "/a", "b.swift"), ("/a.swift", "/", "a.swift"), ("a.swift", "", "a.swift"),
            ("dir/", "", "dir"), ("/a/b/", "/a", "b"), ("/", "/", "/"), ("a//b", "a", "b"),
            ("./x.swift", ".", "x.swift"), ("/ü/é.swift", "/ü", "é.swift"),
        ]
        for (path, folder, name) in cases {
            XCTAssertEqual(PathText.folder(of: path), folder, path)
            XCTAssertEqual(PathText.name(of: path), name, path)
        }
    }

    func testSubprocessOutputAndFailure() {
        XCTAssertEqual(Subprocess.output("/bin/echo", ["one", "two"]).map { String(decoding: $0, as: UTF8.self) }, "one two\n")
        XCTAssertNil(Subprocess.output("/bin/sh", ["-c", "echo partial; exit 3"]), "a non-zero exit is a failure")
        XCTAssertNil(Subprocess.output("/nonexistent/program", []), "a program that cannot start is a failure")
        // Standard input is /dev/null, so a program that reads it ends at once.
        XCTAssertEqual(Subprocess.output("/bin/cat", []), [])
    }

    /// Files read into an array of their size come back whole at every size, empty included,
    /// and a folder is named as one.
    func testRegularFilesReadWholeAtEverySize() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for size in [0, 1, 4095, 65535, 65536, 65537, 131072, 200_001] {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
            let path = folder.url.appendingPathComponent("f\(size).swift").path
            XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
            XCTAssertEqual(try FileSystem.read(path), bytes, "size \(size)")
        }
        XCTAssertThrowsError(try FileSystem.read(folder.url.path)) { error in
            XCTAssertEqual((error as? FileError)?.message, "is a folder, not a file")
        }
    }

    func testEnvironment() {
        XCTAssertGreaterThanOrEqual(Environment.processorCount, 1)
        XCTAssertEqual(Environment.value("PATH"), ProcessInfo.processInfo.environment["PATH"])
        XCTAssertEqual(Environment.workingFolder, FileManager.default.currentDirectoryPath)
        XCTAssertNil(Environment.value("LISTFIX_SURELY_UNSET_VARIABLE"))
    }

    func testConditionHandsWorkBetweenThreads() {
        final class Flag: @unchecked Sendable { var ready = false }
        let condition = Condition()
        let flag = Flag()
        let done = expectation(description: "waiter woke")
        Thread.detachNewThread {
            condition.lock()
            while !flag.ready { condition.wait() }
            condition.unlock()
            done.fulfill()
        }
        condition.lock()
        flag.ready = true
        condition.broadcast()
        condition.unlock()
        wait(for: [done], timeout: 5)
    }
}
