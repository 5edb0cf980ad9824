#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ListFixKit

/// Checks that bytes are Swift source text: UTF-8 and no NUL bytes.
enum SourceText {
    static func problem(_ bytes: [UInt8]) -> String? {
        // Almost every file passes: validate at word speed, and only a file that fails is
        // decoded scalar by scalar to say what is wrong and where.
        if isPlainUTF8(bytes) { return nil }
        if bytes.contains(0) { return "contains NUL bytes: not Swift source text; skipped" }
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let s): offset += UTF8.width(s)
            case .emptyInput: return nil
            case .error: return "is not valid UTF-8 (near byte \(offset)); skipped"
            }
        }
    }

    /// Whether `bytes` are well-formed UTF-8 without NUL: ASCII 32 bytes at a time, and each
    /// multi-byte sequence checked by hand (real code has them in comments and strings: the
    /// standard decoder took a third of the first pass on such files).
    static func isPlainUTF8(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { raw in
            let n = raw.count
            // NUL first, with the C library's vector search; then only the high bits need a look.
            if n > 0 && memchr(raw.baseAddress!, 0, n) != nil { return false }
            let high: UInt64 = 0x8080_8080_8080_8080
            @inline(__always) func plain(_ w: UInt64) -> Bool { w & high == 0 }
            @inline(__always) func continuation(_ i: Int) -> Bool { i < n && raw[i] & 0xC0 == 0x80 }
            var i = 0
            while i < n {
                // Four words per step while they are all ASCII, then one.
                while i + 32 <= n {
                    let a = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                    let b = raw.loadUnaligned(fromByteOffset: i + 8, as: UInt64.self)
                    let c = raw.loadUnaligned(fromByteOffset: i + 16, as: UInt64.self)
                    let d = raw.loadUnaligned(fromByteOffset: i + 24, as: UInt64.self)
                    guard plain(a | b | c | d) else { break }
                    i += 32
                }
                while i + 8 <= n && plain(raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) { i += 8 }
                guard i < n else { return true }
                let lead = raw[i]
                switch lead {
                case 0x00: return false
                case 0x01...0x7F:
                    i += 1
                case 0xC2...0xDF:
                    guard continuation(i + 1) else { return false }
                    i += 2
                case 0xE0...0xEF:
                    // No overlong forms (E0 needs A0…BF) and no surrogates (ED needs 80…9F).
                    guard i + 1 < n else { return false }
                    let second = raw[i + 1]
                    let low: UInt8 = lead == 0xE0 ? 0xA0 : 0x80, top: UInt8 = lead == 0xED ? 0x9F : 0xBF
                    guard second >= low && second <= top, continuation(i + 2) else { return false }
                    i += 3
                case 0xF0...0xF4:
                    // No overlong forms (F0 needs 90…BF) and nothing past U+10FFFF (F4 needs 80…8F).
                    guard i + 1 < n else { return false }
                    let second = raw[i + 1]
                    let low: UInt8 = lead == 0xF0 ? 0x90 : 0x80, top: UInt8 = lead == 0xF4 ? 0x8F : 0xBF
                    guard second >= low && second <= top, continuation(i + 2), continuation(i + 3) else { return false }
                    i += 4
                default:
                    return false
                }
            }
            return true
        }
    }
}
