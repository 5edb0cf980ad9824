import ListFixKit

extension ContentHash {
    /// xxHash64 of bytes given in pieces: `finish()` equals `ContentHash.of` of their
    /// concatenation, so a file written piece by piece is hashed as it is written.
    public struct Stream {
        private var v1 = ContentHash.prime1 &+ ContentHash.prime2
        private var v2 = ContentHash.prime2
        private var v3: UInt64 = 0
        private var v4 = 0 &- ContentHash.prime1
        private var total = 0
        /// Bytes not yet hashed, fewer than a stripe of 32.
        private var pending: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        private var pendingCount = 0

        public init() {}

        public mutating func update(_ bytes: UnsafeRawBufferPointer) {
            guard let base = bytes.baseAddress, bytes.count > 0 else { return }
            total += bytes.count
            var p = 0
            if pendingCount > 0 {
                let take = min(32 - pendingCount, bytes.count)
                withUnsafeMutableBytes(of: &pending) { buffer in
                    buffer.baseAddress!.advanced(by: pendingCount).copyMemory(from: base, byteCount: take)
                }
                pendingCount += take
                p = take
                guard pendingCount == 32 else { return }
                withUnsafeBytes(of: pending) { stripe($0.baseAddress!, 0) }
                pendingCount = 0
            }
            while p + 32 <= bytes.count {
                stripe(base, p)
                p += 32
            }
            if p < bytes.count {
                withUnsafeMutableBytes(of: &pending) { $0.baseAddress!.copyMemory(from: base + p, byteCount: bytes.count - p) }
                pendingCount = bytes.count - p
            }
        }

        mutating func update(_ bytes: [UInt8]) { bytes.withUnsafeBytes { update($0) } }

        @inline(__always)
        private mutating func stripe(_ base: UnsafeRawPointer, _ p: Int) {
            v1 = ContentHash.round(v1, ContentHash.word(base, p))
            v2 = ContentHash.round(v2, ContentHash.word(base, p + 8))
            v3 = ContentHash.round(v3, ContentHash.word(base, p + 16))
            v4 = ContentHash.round(v4, ContentHash.word(base, p + 24))
        }

        /// The hash of every byte given.
        public func finish() -> UInt64 {
            var h: UInt64
            if total >= 32 {
                h = ContentHash.rotate(v1, 1) &+ ContentHash.rotate(v2, 7) &+ ContentHash.rotate(v3, 12) &+ ContentHash.rotate(v4, 18)
                h = ContentHash.merge(h, v1)
                h = ContentHash.merge(h, v2)
                h = ContentHash.merge(h, v3)
                h = ContentHash.merge(h, v4)
            } else {
                h = ContentHash.prime5
            }
            h = h &+ UInt64(total)
            return withUnsafeBytes(of: pending) { ContentHash.tail(h, $0.baseAddress!, count: pendingCount) }
        }
    }

    /// The last steps of xxHash64 over the `count` (< 32) bytes at `base`, from `h`.
    static func tail(_ h: UInt64, _ base: UnsafeRawPointer, count: Int) -> UInt64 {
        var h = h
        var p = 0
        while p + 8 <= count {
            h ^= round(0, word(base, p))
            h = rotate(h, 27) &* prime1 &+ prime4
            p += 8
        }
        if p + 4 <= count {
            h ^= UInt64(UInt32(littleEndian: base.loadUnaligned(fromByteOffset: p, as: UInt32.self))) &* prime1
            h = rotate(h, 23) &* prime2 &+ prime3
            p += 4
        }
        while p < count {
            h ^= UInt64(base.load(fromByteOffset: p, as: UInt8.self)) &* prime5
            h = rotate(h, 11) &* prime1
            p += 1
        }
        return avalanche(h)
    }
}
