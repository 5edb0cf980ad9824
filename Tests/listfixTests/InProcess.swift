import Foundation
import TestSupport
@testable import listfix
@testable import ListFixProject
#if canImport(Glibc)
import Glibc
#endif

/// listfix run in this process, as the binary runs it (`listfix(_:)`, the body of its `main`):
/// in a folder, with its standard output and error caught in files. One run at a time: the
/// working folder and the two descriptors belong to the whole process.
enum InProcess {
    private static let lock = NSLock()

    static func run(_ arguments: [String], cwd: URL) throws -> ProcessResult {
        lock.lock()
        defer { lock.unlock() }
        TestCache.install()
        let previous = FileManager.default.currentDirectoryPath
        guard FileManager.default.changeCurrentDirectoryPath(cwd.path) else { throw CocoaError(.fileNoSuchFile) }
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("listfix-in-process-\(getpid())-out")
        let err = FileManager.default.temporaryDirectory.appendingPathComponent("listfix-in-process-\(getpid())-err")
        let outFD = open(out.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let errFD = open(err.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let savedOut = dup(1), savedErr = dup(2)
        fflush(nil)
        dup2(outFD, 1)
        dup2(errFD, 2)
        let status = listfix(arguments)
        fflush(nil)
        dup2(savedOut, 1)
        dup2(savedErr, 2)
        for fd in [outFD, errFD, savedOut, savedErr] { close(fd) }
        defer {
            try? FileManager.default.removeItem(at: out)
            try? FileManager.default.removeItem(at: err)
        }
        return ProcessResult(status: status, stdoutData: try Data(contentsOf: out),
                             stderr: String(decoding: try Data(contentsOf: err), as: UTF8.self))
    }
}
