/// A word of at most sixteen bytes as two little-endian 64-bit integers, zeros after its end:
/// two such words are equal exactly when two integer compares say so (no identifier holds a zero
/// byte, so equal pairs also mean equal lengths).
public enum ShortWord {
    /// The first sixteen bytes of `bytes` (all of them, when fewer), zeros after.
    public static func of(_ bytes: UnsafeBufferPointer<UInt8>) -> (lo: UInt64, hi: UInt64) {
        var lo: UInt64 = 0, hi: UInt64 = 0
        for k in 0..<min(bytes.count, 16) {
            let byte = UInt64(bytes[k])
            if k < 8 { lo |= byte << UInt64(8 * k) } else { hi |= byte << UInt64(8 * (k - 8)) }
        }
        return (lo, hi)
    }

    /// The `length` bytes (at most 16) at `start` in `b`, zeros after: two loads when sixteen
    /// bytes are there to read.
    @inlinable public static func at(_ start: Int, length: Int, in b: UnsafeBufferPointer<UInt8>) -> (lo: UInt64, hi: UInt64) {
        guard start + 16 <= b.count else { return of(UnsafeBufferPointer(rebasing: b[start..<start + length])) }
        let raw = UnsafeRawPointer(b.baseAddress! + start)
        var lo = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
        var hi = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        if length < 8 {
            lo &= (1 << UInt64(8 * length)) - 1
            hi = 0
        } else if length < 16 {
            hi &= (1 << UInt64(8 * (length - 8))) - 1
        }
        return (lo, hi)
    }
}
