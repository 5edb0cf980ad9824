#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ListFixKit

/// What `stat` says of a file, as git's index keeps it: device, inode, size, and the times of
/// its last content change (mtime) and last inode change (ctime, which no tool can set back).
/// The cache hashes a file again unless its stamp is the one recorded with the hash and that
/// stamp was already settled when the hash was taken (see `isSettled`).
struct FileStamp: Equatable, Sendable {
    var device: UInt64
    var inode: UInt64
    var size: Int
    /// Nanoseconds since 1970.
    var modified: Int64
    var changed: Int64

    init(device: UInt64, inode: UInt64, size: Int, modified: Int64, changed: Int64) {
        self.device = device
        self.inode = inode
        self.size = size
        self.modified = modified
        self.changed = changed
    }

    init(_ st: stat) {
        device = UInt64(truncatingIfNeeded: st.st_dev)
        inode = UInt64(truncatingIfNeeded: st.st_ino)
        size = Int(st.st_size)
        #if canImport(Darwin)
        modified = Int64(st.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(st.st_mtimespec.tv_nsec)
        changed = Int64(st.st_ctimespec.tv_sec) * 1_000_000_000 + Int64(st.st_ctimespec.tv_nsec)
        #else
        modified = Int64(st.st_mtim.tv_sec) * 1_000_000_000 + Int64(st.st_mtim.tv_nsec)
        changed = Int64(st.st_ctim.tv_sec) * 1_000_000_000 + Int64(st.st_ctim.tv_nsec)
        #endif
    }

    /// The stamp of `path` (links followed), nil if it cannot be read.
    static func of(_ path: String) -> FileStamp? {
        var st = stat()
        guard stat(path, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG else { return nil }
        return FileStamp(st)
    }

    /// Seconds a file's times must lie before the hash is taken for its stamp to stand for its
    /// bytes: a write after the read then always shows a later time, even on file systems that
    /// keep times in whole seconds (FAT keeps two), or with a coarse kernel clock.
    static let settleNanoseconds: Int64 = 3_000_000_000

    /// Whether a stamp read at `now` may later stand for the bytes read then: both its times lie
    /// `settleNanoseconds` before. A file written just before it was read is hashed again next run.
    func isSettled(at now: Int64) -> Bool {
        max(modified, changed) < now - FileStamp.settleNanoseconds
    }

    /// Wall-clock time in nanoseconds since 1970.
    static func now() -> Int64 {
        var ts = timespec()
        clock_gettime(CLOCK_REALTIME, &ts)
        return Int64(ts.tv_sec) * 1_000_000_000 + Int64(ts.tv_nsec)
    }

    /// A regular file's stamp and then its bytes, from one open: the stamp is taken first, so a
    /// write during the read leaves a stamp that no longer matches the next run's. Nil for
    /// anything that is not a regular file or cannot be read (the caller reports it).
    static func read(_ path: String) -> (stamp: FileStamp, bytes: [UInt8])? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG else { return nil }
        let stamp = FileStamp(st)
        // One byte more than the size: a read that fills it shows the file grew since `fstat`. A
        // regular file's read returns less than asked only at its end: no second read to see it.
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: stamp.size + 1) { buffer, count in
            var filled = 0
            while filled < buffer.count {
                let asked = buffer.count - filled
                let n = systemRead(fd, buffer.baseAddress! + filled, asked)
                if n < 0 && errno == EINTR { continue }
                if n < 0 { failed = true }
                if n <= 0 { break }
                filled += n
                if n < asked { break }
            }
            count = filled
        }
        guard !failed, bytes.count == stamp.size else { return nil }
        return (stamp, bytes)
    }
}

private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(fd, buffer, count)
}
