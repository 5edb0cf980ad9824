#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ListFixKit

/// A file-level failure, printed as `path: error: message`.
struct FileError: Error {
    var path: String
    var message: String
}

/// Reading and atomically replacing files with POSIX calls: one read per file, and a write
/// that is a temporary file in the same folder renamed over the original.
enum FileSystem {
    static func errorText(_ code: Int32) -> String { String(cString: strerror(code)) }

    /// The whole file. A file known to be regular is read without asking its size first: a
    /// read that returns less than asked for has reached its end, and most source files fit
    /// one read. Anything else is sized with fstat and read to its end.
    static func read(_ path: String, knownRegular: Bool = false) throws -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw FileError(path: path, message: "cannot read: \(errorText(errno))") }
        defer { close(fd) }
        var start: [UInt8] = []
        if knownRegular {
            let step = 1 << 16
            let scratch = UnsafeMutableRawBufferPointer.allocate(byteCount: step, alignment: 16)
            defer { scratch.deallocate() }
            var n: Int
            repeat { n = Glibc.read(fd, scratch.baseAddress!, step) } while n < 0 && errno == EINTR
            if n < 0 {
                if errno == EISDIR { throw FileError(path: path, message: "is a folder, not a file") }
                throw FileError(path: path, message: "cannot read: \(errorText(errno))")
            }
            // Copied out at its exact size, so files kept for later hold no slack (one block copy:
            // a slice's element-wise copy cost a tenth of reading the file).
            start = [UInt8](unsafeUninitializedCapacity: n) { buffer, count in
                if n > 0 { memcpy(buffer.baseAddress!, scratch.baseAddress!, n) }
                count = n
            }
            if n < step { return start }
        }
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw FileError(path: path, message: "cannot read: \(errorText(errno))") }
        if (st.st_mode & S_IFMT) == S_IFDIR { throw FileError(path: path, message: "is a folder, not a file") }
        var size = Int(st.st_size)
        var bytes = [UInt8](repeating: 0, count: max(size, start.count))
        bytes.replaceSubrange(0..<start.count, with: start)
        var filled = start.count
        let isRegular = (st.st_mode & S_IFMT) == S_IFREG
        while true {
            // A regular file read to its size is done: no extra read to see the end.
            if isRegular && filled == bytes.count && filled > 0 { break }
            if filled == bytes.count {
                // The file grew, or is not a regular file: read on in larger steps.
                size = max(4096, bytes.count * 2)
                bytes.append(contentsOf: [UInt8](repeating: 0, count: size - bytes.count))
            }
            let n = bytes.withUnsafeMutableBytes { buffer in
                Glibc.read(fd, buffer.baseAddress! + filled, buffer.count - filled)
            }
            if n < 0 {
                if errno == EINTR { continue }
                throw FileError(path: path, message: "cannot read: \(errorText(errno))")
            }
            if n == 0 { break }
            filled += n
        }
        bytes.removeSubrange(filled...)
        return bytes
    }

    /// Replaces `path` with `bytes` if it still holds `expected`: a temporary file in the same
    /// folder with the original's permissions, then rename.
    static func replace(_ path: String, with bytes: [UInt8], expected: [UInt8]) throws {
        var st = stat()
        guard stat(path, &st) == 0 else { throw FileError(path: path, message: "cannot write: \(errorText(errno))") }
        if st.st_mode & 0o222 == 0 {
            throw FileError(path: path, message: "is read-only; not written (make it writable to apply the fix)")
        }
        guard (try? read(path)) == expected else {
            throw FileError(path: path, message: "changed on disk since listfix read it; not written (run listfix again)")
        }
        try writeThroughTemporary(resolvedPath(path), bytes, mode: st.st_mode & 0o7777, owner: (st.st_uid, st.st_gid), named: path)
    }

    /// Creates or replaces `path` with `bytes`, readable by `mode`, as `replace` does: a temporary
    /// file beside it renamed over it, so a reader never sees half of it.
    static func writeNew(_ path: String, _ bytes: [UInt8], mode: mode_t) throws {
        try writeThroughTemporary(path, bytes, mode: mode, owner: nil, named: path)
    }

    private static func writeThroughTemporary(_ resolved: String, _ bytes: [UInt8], mode: mode_t, owner: (uid_t, gid_t)?, named path: String) throws {
        let directory = PathText.folder(of: resolved)
        let name = PathText.name(of: resolved)
        var template = Array("\(directory.isEmpty ? "." : directory)/.\(name).listfix-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw FileError(path: path, message: "cannot write: \(errorText(errno))") }
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var failure: String?
        var written = 0
        while written < bytes.count && failure == nil {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + written, bytes.count - written) }
            if n < 0 {
                if errno != EINTR { failure = errorText(errno) }
            } else {
                written += n
            }
        }
        if failure == nil && fchmod(fd, mode) != 0 { failure = errorText(errno) }
        if failure == nil, let owner { _ = fchown(fd, owner.0, owner.1) }
        if failure == nil && fsync(fd) != 0 { failure = errorText(errno) }
        close(fd)
        if failure == nil && rename(temporary, resolved) != 0 { failure = errorText(errno) }
        if let failure {
            unlink(temporary)
            throw FileError(path: path, message: "cannot write: \(failure)")
        }
    }

    /// Whether `path` names a regular file (following links).
    static func isRegularFile(_ path: String) -> Bool { mode(path) == S_IFREG }

    /// Whether `path` names a folder (following links).
    static func isFolder(_ path: String) -> Bool { mode(path) == S_IFDIR }

    /// `folder` and the folders above it, nearest first, up to and including the root of the git
    /// work tree that holds it (the first with a `.git`, returned as `top`); outside a work tree,
    /// up to `/` with no `top`. Settings, ignore rules and patch names all stop at that root.
    static func foldersUp(from folder: String) -> (folders: [String], top: String?) {
        var folders: [String] = []
        var current = folder
        while !current.isEmpty && folders.count < 256 {
            folders.append(current)
            if exists((current == "/" ? "" : current) + "/.git") { return (folders, current) }
            if current == "/" { break }
            current = PathText.folder(of: current)
        }
        return (folders, nil)
    }

    /// Whether anything is at `path`, a broken link included.
    static func exists(_ path: String) -> Bool {
        var st = stat()
        return lstat(path, &st) == 0
    }

    private static func mode(_ path: String) -> mode_t? {
        var st = stat()
        return stat(path, &st) == 0 ? st.st_mode & S_IFMT : nil
    }

    /// Follows a symbolic link to a file, so the link stays a link and its target changes.
    static func resolvedPath(_ path: String) -> String {
        guard let real = realpath(path, nil) else { return path }
        defer { free(real) }
        return String(cString: real)
    }

    static func write(_ path: String, _ bytes: [UInt8]) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw FileError(path: path, message: "cannot write: \(errorText(errno))") }
        defer { close(fd) }
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + written, bytes.count - written) }
            if n < 0 {
                if errno == EINTR { continue }
                throw FileError(path: path, message: "cannot write: \(errorText(errno))")
            }
            written += n
        }
    }

    static func readStandardInput() -> [UInt8] {
        var out: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = buffer.withUnsafeMutableBytes { Glibc.read(0, $0.baseAddress!, 65536) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            out.append(contentsOf: buffer[0..<n])
        }
        return out
    }
}

/// Writes bytes to standard output or standard error without going through String.
package enum Console {
    static func write(_ bytes: [UInt8], to fd: Int32) {
        transcript.add(bytes, fd: fd)
        put(bytes, to: fd)
    }

    /// Writes without keeping the bytes in `transcript`.
    static func put(_ bytes: [UInt8], to fd: Int32) {
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + written, bytes.count - written) }
            if n < 0 {
                if errno == EINTR { continue }
                return
            }
            written += n
        }
    }

    package static func out(_ text: String) { write(Array(text.utf8), to: 1) }
    package static func err(_ text: String) { write(Array(text.utf8), to: 2) }
}
