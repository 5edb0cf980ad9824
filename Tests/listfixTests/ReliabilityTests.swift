import Foundation
import XCTest
import TestSupport
@testable import listfix
@testable import ListFixProject

/// Awkward files and runs, through the built binary: each gets a clear error or a correct fix,
/// never a partly written file or a changed byte outside the edits.
final class ReliabilityTests: XCTestCase {
    var folder: TemporaryFolder!
    override func setUpWithError() throws { folder = try TemporaryFolder() }
    override func tearDown() { folder.remove() }

    func run(_ args: String...) throws -> ProcessResult { try ListfixBinary.runWithOffsetRule(args, cwd: folder.url) }

    func testEmptyFileFolderWithoutSwiftAndBOM() throws {
        try folder.write("Empty.swift", "")
        XCTAssertEqual(try run("fix", "Empty.swift").status, 0)
        XCTAssertEqual(try folder.read("Empty.swift"), Data())
        try folder.write("docs/readme.txt", "hi")
        let none = try run("check", "docs")
        XCTAssertEqual(none.status, 0)
        XCTAssertTrue(none.stderr.contains("no Swift files found in docs"), none.stderr)
        let bom = Data([0xEF, 0xBB, 0xBF]) + Data(offsetView().utf8)
        try folder.write("Bom.swift", bom)
        XCTAssertEqual(try run("fix", "Bom.swift").status, 0)
        XCTAssertEqual(try folder.read("Bom.swift"), Data([0xEF, 0xBB, 0xBF]) + Data(fixedOffsetView().utf8))
    }

    func testLineEndingsAreKeptByteForByte() throws {
        for (name, newline) in [("CR", "\r"), ("CRLF", "\r\n")] {
            try folder.write("\(name).swift", offsetView(newline))
            XCTAssertEqual(try run("fix", "\(name).swift").status, 0)
            XCTAssertEqual(try folder.text("\(name).swift"), fixedOffsetView(newline), name)
        }
        // Mixed: every line keeps its own ending.
        let mixed = offsetView().split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .map { $0.element + ($0.offset % 3 == 0 ? "\r\n" : $0.offset % 3 == 1 ? "\n" : "\r") }.joined()
        try folder.write("Mixed.swift", mixed)
        XCTAssertEqual(try run("fix", "Mixed.swift").status, 0)
        XCTAssertEqual(try folder.text("Mixed.swift"), mixed.replacingOccurrences(of: "id: \\.offset", with: "id: \\.element.id"))
    }

    func testReadOnlyFileIsNotWritten() throws {
        let url = try folder.write("ReadOnly.swift", offsetView())
        try folder.write("Writable.swift", offsetView(name: "Other"))
        chmod(url.path, 0o444)
        let result = try run("fix", ".")
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("ReadOnly.swift: error: is read-only; not written"), result.stderr)
        XCTAssertEqual(try folder.text("ReadOnly.swift"), offsetView())
        XCTAssertEqual(try folder.text("Writable.swift"), fixedOffsetView(name: "Other"))
        var st = stat()
        stat(url.path, &st)
        XCTAssertEqual(st.st_mode & 0o777, 0o444)
    }

    func testPermissionsAreKept() throws {
        let url = try folder.write("Exec.swift", offsetView())
        chmod(url.path, 0o750)
        XCTAssertEqual(try run("fix", "Exec.swift").status, 0)
        var st = stat()
        stat(url.path, &st)
        XCTAssertEqual(st.st_mode & 0o777, 0o750)
        XCTAssertEqual(try folder.text("Exec.swift"), fixedOffsetView())
    }

    func testSymbolicLinksAndLoops() throws {
        try folder.write("real/Target.swift", offsetView())
        let fm = FileManager.default
        try fm.createSymbolicLink(atPath: folder.url.appendingPathComponent("Link.swift").path,
                                  withDestinationPath: folder.url.appendingPathComponent("real/Target.swift").path)
        try fm.createSymbolicLink(atPath: folder.url.appendingPathComponent("Loop.swift").path, withDestinationPath: "Loop.swift")
        let result = try run("fix", "Link.swift", "Loop.swift", "real/Target.swift", "Link.swift")
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("Loop.swift: error: is a broken or looping symbolic link"), result.stderr)
        XCTAssertTrue(result.stderr.contains("Applied 1 fix in 1 file"), "the same file named three ways is fixed once: \(result.stderr)")
        XCTAssertEqual(try folder.text("real/Target.swift"), fixedOffsetView())
        let attributes = try fm.attributesOfItem(atPath: folder.url.appendingPathComponent("Link.swift").path)
        XCTAssertEqual(attributes[.type] as? FileAttributeType, .typeSymbolicLink, "the link stays a link")
        try fm.createDirectory(at: folder.url.appendingPathComponent("walk"), withIntermediateDirectories: true)
        try fm.createSymbolicLink(atPath: folder.url.appendingPathComponent("walk/Loop.swift").path, withDestinationPath: "Loop.swift")
        try folder.write("walk/Fine.swift", "struct Fine {}\n")
        let walked = try run("check", "walk")
        XCTAssertEqual(walked.status, 2)
        XCTAssertTrue(walked.stderr.contains("walk/Loop.swift: error: is a broken or looping symbolic link"), walked.stderr)
        XCTAssertTrue(walked.stderr.hasSuffix("No findings in 1 file.\n"), walked.stderr)
    }

    func testFileChangedBetweenReadAndWriteIsNotWritten() throws {
        let url = try folder.write("Changing.swift", "edited by someone else\n")
        XCTAssertThrowsError(try FileSystem.replace(url.path, with: Array("listfix's version\n".utf8),
                                                    expected: Array("what listfix read\n".utf8))) { error in
            XCTAssertTrue((error as? FileError)?.message.contains("changed on disk") ?? false)
        }
        XCTAssertEqual(try folder.text("Changing.swift"), "edited by someone else\n")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.contains(".listfix-") }
        XCTAssertEqual(leftovers, [])
    }

    func git(_ args: String...) throws {
        let result = try runProcess(findExecutable("git")!, ["-c", "user.email=t@example.com", "-c", "user.name=t"] + args, cwd: folder.url)
        XCTAssertEqual(result.status, 0, result.stderr)
    }

    func testDirtyFilesInGitNeedAllowDirtyAndNothingIsWrittenUntilAllAreClean() throws {
        guard findExecutable("git") != nil else { throw XCTSkip("git is not installed") }
        try git("init", "-q")
        try folder.write("Clean.swift", offsetView(name: "Clean"))
        try folder.write("Dirty.swift", "// original\n")
        try folder.write("Staged.swift", "// original\n")
        try git("add", ".")
        try git("commit", "-qm", "start")
        try folder.write("Dirty.swift", offsetView(name: "Dirty"))
        try folder.write("Staged.swift", offsetView(name: "Staged"))
        try git("add", "Staged.swift")
        try folder.write("Untracked.swift", offsetView(name: "Untracked"))
        let refused = try run("fix", ".")
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.stderr.hasSuffix("""
        listfix: error: nothing was written: 3 files to fix have uncommitted changes (commit or stash them first, \
        so listfix's edits can be reviewed apart from yours, or pass --allow-dirty):
          Dirty.swift (modified)
          Staged.swift (staged)
          Untracked.swift (untracked)
        No fixes applied (4 files checked).

        """), refused.stderr)
        XCTAssertEqual(try folder.text("Dirty.swift"), offsetView(name: "Dirty"))
        XCTAssertEqual(try folder.text("Clean.swift"), offsetView(name: "Clean"), "a clean file waits for the dirty ones")
        XCTAssertEqual(try run("fix", "--dry-run", ".").status, 1, "--dry-run is never refused")
        XCTAssertEqual(try run("fix", "Clean.swift").status, 0, "a run over clean files only writes them")
        XCTAssertEqual(try folder.text("Clean.swift"), fixedOffsetView(name: "Clean"))
        let allowed = try run("fix", "--allow-dirty", ".")
        XCTAssertEqual(allowed.status, 0, allowed.stderr)
        XCTAssertEqual(try folder.text("Dirty.swift"), fixedOffsetView(name: "Dirty"))
        XCTAssertEqual(try folder.text("Untracked.swift"), fixedOffsetView(name: "Untracked"))
    }

    /// Git is asked about the paths given, whether a file, a subfolder or the whole tree.
    func testDirtyFilesAreFoundForFileAndSubfolderPaths() throws {
        guard findExecutable("git") != nil else { throw XCTSkip("git is not installed") }
        try git("init", "-q")
        try folder.write("Sub/Dirty.swift", "// original\n")
        try folder.write("Sub/Clean.swift", offsetView(name: "Clean"))
        try git("add", ".")
        try git("commit", "-qm", "start")
        try folder.write("Sub/Dirty.swift", offsetView(name: "Dirty"))
        try folder.write("Sub/Both.swift", offsetView(name: "Both"))
        try git("add", "Sub/Both.swift")
        try folder.write("Sub/Both.swift", offsetView(name: "Both") + "// more\n")
        for paths in [["Sub/Dirty.swift"], ["Sub"], ["Sub/Dirty.swift", "Sub/Clean.swift"]] {
            let refused = try ListfixBinary.runWithOffsetRule(["fix"] + paths, cwd: folder.url)
            XCTAssertEqual(refused.status, 2, "\(paths)")
            XCTAssertTrue(refused.stderr.contains("\n  Sub/Dirty.swift (modified)\n"), refused.stderr)
            XCTAssertEqual(try folder.text("Sub/Dirty.swift"), offsetView(name: "Dirty"))
            XCTAssertEqual(try folder.text("Sub/Clean.swift"), offsetView(name: "Clean"))
        }
        let both = try ListfixBinary.runWithOffsetRule(["fix", "Sub"], cwd: folder.url)
        XCTAssertTrue(both.stderr.contains("\n  Sub/Both.swift (staged and modified)\n"), both.stderr)
    }

    func testInterruptedRunLeavesEveryFileWholeAndNoTemporaryFiles() throws {
        try interruptedRun(signal: SIGINT)
    }

    func testTerminatedRunLeavesEveryFileWholeAndNoTemporaryFiles() throws {
        try interruptedRun(signal: SIGTERM)
    }

    func testReadingStandardInputStaysInterruptible() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ListfixBinary.path)
        process.arguments = ["fix", "-"]
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        try process.run()
        usleep(300_000)
        process.interrupt()
        let deadline = Date().addingTimeInterval(5)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            XCTFail("a run waiting on standard input must stop at Ctrl-C")
        }
        process.waitUntilExit()
        XCTAssertEqual(process.terminationReason, .uncaughtSignal)
        try input.fileHandleForWriting.close()
    }

    func interruptedRun(signal: Int32) throws {
        let count = 3000
        for k in 0..<count { try folder.write("many/F\(k).swift", offsetView(name: "V\(k)")) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ListfixBinary.path)
        process.arguments = ["fix", "-j", "1", "many"]
        process.currentDirectoryURL = folder.url
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        try process.run()
        // Signal once writing has begun: when the first file (in path order) is fixed.
        let firstFixed = fixedOffsetView(name: "V0")
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning, Date() < deadline, (try? folder.text("many/F0.swift")) != firstFixed { usleep(2_000) }
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        XCTAssertTrue([0, 128 + signal].contains(process.terminationStatus), "status \(process.terminationStatus)")
        var fixed = 0
        for k in 0..<count {
            let text = try folder.text("many/F\(k).swift")
            if text == fixedOffsetView(name: "V\(k)") { fixed += 1 } else {
                XCTAssertEqual(text, offsetView(name: "V\(k)"), "F\(k) is neither original nor fixed")
            }
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent("many").path)
            .filter { !$0.hasSuffix(".swift") || $0.hasPrefix(".") }
        XCTAssertEqual(leftovers, [])
        if process.terminationStatus != 0 { XCTAssertLessThan(fixed, count) }
    }
}
