#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ListFixKit

/// Open folders, for stamps of the files in them: `fstatat` on a folder's handle looks up one
/// name, where `stat` on a path walks every folder of it again, and a run over an unchanged
/// tree stats each of its files. Shared by the worker threads; closed at the end of the run.
final class FolderHandles: @unchecked Sendable {
    /// By the hash of the folder's path: its handle (-1 if it could not be opened) and the path.
    private var handles: [UInt64: (fd: Int32, folder: [UInt8])] = [:]
    private let lock = Lock()

    deinit { for handle in handles.values where handle.fd >= 0 { close(handle.fd) } }

    /// The stamp of the regular file at `path` (links followed), nil if it cannot be read.
    func stamp(of path: String) -> FileStamp? {
        path.withCString { cPath -> FileStamp? in
            var end = strlen(cPath)
            while end > 0 && cPath[end - 1] != 0x2F { end -= 1 }
            guard end > 0 else { return FileStamp.of(path) }
            let folderLength = end - 1
            let fd = handle(UnsafeRawBufferPointer(start: cPath, count: folderLength))
            guard fd >= 0 else { return FileStamp.of(path) }
            var st = stat()
            guard fstatat(fd, cPath + folderLength + 1, &st, 0) == 0, (st.st_mode & S_IFMT) == S_IFREG else { return nil }
            return FileStamp(st)
        }
    }

    /// The handle of `folder`, -1 when it cannot be opened or another folder has its hash (the
    /// caller then stats by path).
    private func handle(_ folder: UnsafeRawBufferPointer) -> Int32 {
        let key = ContentHash.of(folder)
        lock.lock()
        defer { lock.unlock() }
        if let known = handles[key] {
            let same = known.folder.count == folder.count
                && known.folder.withUnsafeBytes { folder.count == 0 || memcmp($0.baseAddress!, folder.baseAddress!, folder.count) == 0 }
            return same ? known.fd : -1
        }
        let bytes = Array(folder)
        let fd = open(bytes.isEmpty ? "/" : String(decoding: bytes, as: UTF8.self), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        handles[key] = (fd, bytes)
        return fd
    }
}
