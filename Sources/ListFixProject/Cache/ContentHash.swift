import ListFixKit

/// xxHash64 (Yann Collet's algorithm, seed 0): the cache's hash of file contents, entries and
/// digests. Reads eight bytes at a time in four independent lanes, so hashing a project's
/// sources costs a small fraction of reading them. Stable across processes and platforms
/// (Swift's `Hasher` is seeded per process, so it cannot key anything kept on disk).
public enum ContentHash {
    static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
    static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    static let prime3: UInt64 = 0x1656_67B1_9E37_79F9
    static let prime4: UInt64 = 0x85EB_CA77_C2B2_AE63
    static let prime5: UInt64 = 0x27D4_EB2F_1656_67C5

    public static func of(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { of($0) }
    }

    static func of(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        bytes.withUnsafeBytes { of($0) }
    }

    public static func of(_ text: String) -> UInt64 {
        if let hash = text.utf8.withContiguousStorageIfAvailable({ of(UnsafeRawBufferPointer($0)) }) { return hash }
        var text = text
        return text.withUTF8 { of(UnsafeRawBufferPointer($0)) }
    }

    /// `hash` with `value` mixed in: a digest of two digests.
    public static func mix(_ hash: UInt64, _ value: UInt64) -> UInt64 {
        avalanche(hash ^ round(0, value))
    }

    public static func of(_ buffer: UnsafeRawBufferPointer) -> UInt64 {
        let count = buffer.count
        guard let base = buffer.baseAddress else { return avalanche(prime5) }
        var p = 0
        var h: UInt64
        if count >= 32 {
            var v1 = prime1 &+ prime2, v2 = prime2, v3: UInt64 = 0, v4 = 0 &- prime1
            while p + 32 <= count {
                v1 = round(v1, word(base, p))
                v2 = round(v2, word(base, p + 8))
                v3 = round(v3, word(base, p + 16))
                v4 = round(v4, word(base, p + 24))
                p += 32
            }
            h = rotate(v1, 1) &+ rotate(v2, 7) &+ rotate(v3, 12) &+ rotate(v4, 18)
            h = merge(h, v1)
            h = merge(h, v2)
            h = merge(h, v3)
            h = merge(h, v4)
        } else {
            h = prime5
        }
        h = h &+ UInt64(count)
        return tail(h, base + p, count: count - p)
    }

    @inline(__always) static func word(_ base: UnsafeRawPointer, _ offset: Int) -> UInt64 {
        UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    @inline(__always) static func rotate(_ x: UInt64, _ r: UInt64) -> UInt64 { (x &<< r) | (x &>> (64 &- r)) }

    @inline(__always) static func round(_ acc: UInt64, _ input: UInt64) -> UInt64 {
        rotate(acc &+ input &* prime2, 31) &* prime1
    }

    @inline(__always) static func merge(_ acc: UInt64, _ value: UInt64) -> UInt64 {
        (acc ^ round(0, value)) &* prime1 &+ prime4
    }

    @inline(__always) static func avalanche(_ h: UInt64) -> UInt64 {
        var h = h
        h ^= h &>> 33
        h = h &* prime2
        h ^= h &>> 29
        h = h &* prime3
        h ^= h &>> 32
        return h
    }
}
