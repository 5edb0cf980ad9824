#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Open folders, for stamps of the files in them: `fstatat` on a folder's handle looks up one
/// name, where `stat` on a path walks every folder of it again, and a run over an unchanged
/// tree stats each of its files. Shared by the worker threads; closed at the end of the run.
final class FolderHandles: @unchecked Sendable {
    private var handles: [Substring: Int32] = [:]
    private let lock = Lock()

    deinit { for fd in handles.values where fd >= 0 { close(fd) } }

    /// The stamp of the regular file at `path` (links followed), nil if it cannot be read.
    func stamp(of path: String) -> FileStamp? {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return FileStamp.of(path) }
        let folder = path[..<slash]
        let fd = handle(folder)
        guard fd >= 0 else { return FileStamp.of(path) }
        var st = stat()
        let name = path[path.utf8.index(after: slash)...]
        guard name.withCString({ fstatat(fd, $0, &st, 0) }) == 0, (st.st_mode & S_IFMT) == S_IFREG else { return nil }
        return FileStamp(st)
    }

    private func handle(_ folder: Substring) -> Int32 {
        lock.lock()
        defer { lock.unlock() }
        if let fd = handles[folder] { return fd }
        let fd = open(folder.isEmpty ? "/" : String(folder), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        handles[folder] = fd
        return fd
    }
}
