#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ListFixKit

/// Which build of listfix is running, as a digest of its executable's stamp (inode, size, times).
/// The version alone does not change between builds of one version, and a cache written by one
/// build must not answer for another, whose rules may find other things.
enum BuildStamp {
    static let current: UInt64 = {
        var w = ByteWriter()
        if let path = executablePath(), let stamp = FileStamp.of(path) {
            w.string(path)
            w.unsigned(stamp.device)
            w.unsigned(stamp.inode)
            w.int(stamp.size)
            w.int(Int(stamp.modified))
            w.int(Int(stamp.changed))
        }
        return w.hash
    }()

    static func executablePath() -> String? {
        #if canImport(Darwin)
        var size: UInt32 = 0
        _ = _NSGetExecutablePath(nil, &size)
        var buffer = [CChar](repeating: 0, count: Int(size) + 1)
        guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #else
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard n > 0 else { return nil }
        return String(decoding: buffer.prefix(n).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #endif
    }
}
