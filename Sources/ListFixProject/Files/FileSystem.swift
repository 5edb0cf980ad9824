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

    /// The whole file, sized with fstat and read straight into an array of that size: no copy
    /// through a scratch buffer and no zero fill (the copy cost about 1% of a cold check's
    /// instructions). A file that is not regular, or grew since, is read on to its end.
    static func read(_ path: String) throws -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw FileError(path: path, message: "cannot read: \(errorText(errno))") }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw FileError(path: path, message: "cannot read: \(errorText(errno))") }
        if (st.st_mode & S_IFMT) == S_IFDIR { throw FileError(path: path, message: "is a folder, not a file") }
        let isRegular = (st.st_mode & S_IFMT) == S_IFREG
        let size = Int(st.st_size)
        var failure: Int32 = 0
        var bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            var filled = 0
            while filled < size {
                let n = Glibc.read(fd, buffer.baseAddress! + filled, size - filled)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    break
                }
                if n == 0 { break }
                filled += n
            }
            count = filled
        }
        if failure != 0 {
            if failure == EISDIR { throw FileError(path: path, message: "is a folder, not a file") }
            throw FileError(path: path, message: "cannot read: \(errorText(failure))")
        }
        // A regular file read to its size is done: no extra read to see the end. One that ended
        // early was cut short meanwhile: what was read is the file.
        if isRegular && (bytes.count < size || size > 0) { return bytes }
        // Not a regular file (a pipe, a device), or an empty size: read on in growing steps.
        var filled = bytes.count
        while true {
            if filled == bytes.count {
                bytes.append(contentsOf: repeatElement(0, count: max(4096, bytes.count)))
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
