/// Eight bytes at a time: classes of bytes found with integer arithmetic on a 64-bit word
/// (little-endian, so the first byte is the lowest). Each result has the high bit of a byte
/// set exactly where that byte is in the class; no carry crosses from one byte to the next.
enum ByteWords {
    static let ones: UInt64 = 0x0101_0101_0101_0101
    static let high: UInt64 = 0x8080_8080_8080_8080

    @inline(__always) static func load(_ p: UnsafePointer<UInt8>) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(p).loadUnaligned(as: UInt64.self))
    }

    /// Bytes equal to `byte`.
    @inline(__always) static func equal(_ x: UInt64, _ byte: UInt8) -> UInt64 {
        let y = x ^ (ones &* UInt64(byte))
        return ~(((y & ~high) &+ ~high) | y) & high
    }

    /// Bytes of `y` (each below 0x80) in `lo...hi`.
    @inline(__always) static func inRange(_ y: UInt64, _ lo: UInt8, _ hi: UInt8) -> UInt64 {
        let atLeastLo = y &+ ones &* UInt64(0x80 - lo)
        let aboveHi = y &+ ones &* UInt64(0x7F - hi)
        return atLeastLo & ~aboveHi & high
    }

    /// Bytes that cannot continue an ASCII identifier (anything but `A-Z a-z 0-9 _`).
    @inline(__always) static func notIdentifierBody(_ x: UInt64) -> UInt64 {
        let y = x & ~high
        let body = inRange(y | (ones &* 0x20), 0x61, 0x7A) | inRange(y, 0x30, 0x39) | inRange(y, 0x5F, 0x5F)
        return ~(body & ~x) & high
    }

    /// The index of the first byte flagged in `mask` (nonzero).
    @inline(__always) static func firstFlagged(_ mask: UInt64) -> Int { mask.trailingZeroBitCount >> 3 }
}
