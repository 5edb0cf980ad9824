#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ListFixKit

/// One cache file: a header that names what it is for, then a payload of records. The header
/// holds a magic number, the format, the key the file was written for and the payload's
/// length and xxHash64: a truncated, corrupt or foreign file (another key's, another format's)
/// fails one of them and is ignored as a whole. Written to a temporary file in the same folder
/// and renamed over the old one, so a reader sees either file whole, and of two runs writing
/// at once the last rename wins.
enum CacheFile {
    static let magic = Array("LFXCACHE".utf8)
    /// Bumped whenever a record's shape changes.
    static let format: UInt64 = 2
    static let headerSize = 40
    /// In the names of temporary files (pruned when a killed run leaves one).
    static let temporaryMark = ".tmp-"

    /// The bytes of the file at `path` if it is whole and was written for `key`; its payload
    /// starts at `headerSize`.
    static func load(_ path: String, key: UInt64) -> [UInt8]? {
        guard let (_, bytes) = FileStamp.read(path), bytes.count >= headerSize else { return nil }
        return bytes.withUnsafeBytes { raw -> [UInt8]? in
            var r = ByteReader(raw)
            guard (try? r.matches(magic)) == true, (try? r.fixed()) == format, (try? r.fixed()) == key,
                  let length = try? r.fixed(), length == UInt64(bytes.count - headerSize),
                  let checksum = try? r.fixed(),
                  ContentHash.of(UnsafeRawBufferPointer(rebasing: raw[headerSize...])) == checksum else { return nil }
            return bytes
        }
    }

    /// Writes `payload` for `key` to `path` through a temporary file; false if it could not.
    @discardableResult
    static func save(_ payload: UnsafeRawBufferPointer, key: UInt64, to path: String) -> Bool {
        var w = ByteWriter()
        w.raw(magic)
        w.fixed(format)
        w.fixed(key)
        w.fixed(UInt64(payload.count))
        w.fixed(ContentHash.of(payload))
        let header = w.bytes
        let temporary = path + temporaryMark + String(getpid()) + "-" + String(UInt32.random(in: 0...UInt32.max), radix: 16)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return false }
        let written = header.withUnsafeBytes { writeAll(fd, $0) } && writeAll(fd, payload)
        close(fd)
        guard written, rename(temporary, path) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }

    private static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var done = 0
        while done < bytes.count {
            let n = write(fd, base + done, bytes.count - done)
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return false }
            done += n
        }
        return true
    }

    /// Marks the file at `path` as just used, for pruning by last use.
    static func touch(_ path: String) {
        _ = utimes(path, nil)
    }
}
