import ListFixKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The entries of one folder, read with as few system calls as the platform allows: with glibc,
/// `getdents64` on the folder's handle (its `opendir` also asks `fstat` of every folder, which was a
/// third of the walk's system calls), elsewhere `opendir` and `readdir`.
enum FolderEntries {
    /// Calls `body` with each entry's name (without `.` and `..`) and its `d_type`, after `opened`
    /// with the folder's handle. The `errno` of the failure when the folder cannot be read.
    static func read(_ folder: String, opened: (Int32) -> Void, _ body: (UnsafeBufferPointer<UInt8>, UInt8) -> Void) -> Int32? {
        #if canImport(Glibc)
        guard let getdents64 = glibcGetdents64 else { return readEach(folder, opened: opened, body) }
        let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return errno }
        defer { close(fd) }
        opened(fd)
        let size = 32 << 10
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 8)
        defer { buffer.deallocate() }
        while true {
            let n = getdents64(fd, buffer, size)
            if n < 0 {
                if errno == EINTR { continue }
                return errno
            }
            if n == 0 { return nil }
            // struct linux_dirent64: inode (8 bytes), offset (8), record length (2), type (1), name (NUL-ended).
            var offset = 0
            while offset < n {
                let record = buffer + offset
                let inode = record.loadUnaligned(as: UInt64.self)
                let length = Int(record.loadUnaligned(fromByteOffset: 16, as: UInt16.self))
                let type = record.load(fromByteOffset: 18, as: UInt8.self)
                let name = (record + 19).assumingMemoryBound(to: UInt8.self)
                let nameLength = strnlen(UnsafeRawPointer(name).assumingMemoryBound(to: CChar.self), length - 19)
                // An entry with no inode is a deleted one, which `readdir` skips too.
                if inode != 0 && !(nameLength == 1 && name[0] == 0x2E) && !(nameLength == 2 && name[0] == 0x2E && name[1] == 0x2E) {
                    body(UnsafeBufferPointer(start: name, count: nameLength), type)
                }
                offset += length
            }
        }
        #else
        return readEach(folder, opened: opened, body)
        #endif
    }

    /// `read` through `opendir` and `readdir`.
    private static func readEach(_ folder: String, opened: (Int32) -> Void, _ body: (UnsafeBufferPointer<UInt8>, UInt8) -> Void) -> Int32? {
        guard let dir = opendir(folder) else { return errno }
        defer { closedir(dir) }
        opened(dirfd(dir))
        while let entry = readdir(dir) {
            let type = UInt8(entry.pointee.d_type)
            withUnsafeBytes(of: entry.pointee.d_name) { raw in
                let base = raw.baseAddress!.assumingMemoryBound(to: CChar.self)
                let length = strnlen(base, raw.count)
                let name = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
                if !(length == 1 && name[0] == 0x2E) && !(length == 2 && name[0] == 0x2E && name[1] == 0x2E) {
                    body(UnsafeBufferPointer(start: name, count: length), type)
                }
            }
        }
        return nil
    }
}

#if canImport(Glibc)
/// glibc's `getdents64` (glibc 2.30 and later), found when the process starts: the Glibc module
/// does not declare it, and linking to it by name would fail with an older glibc.
private let glibcGetdents64: (@convention(c) (Int32, UnsafeMutableRawPointer, Int) -> Int)? = {
    guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, "getdents64") else { return nil }
    return unsafeBitCast(symbol, to: (@convention(c) (Int32, UnsafeMutableRawPointer, Int) -> Int).self)
}()
#endif
