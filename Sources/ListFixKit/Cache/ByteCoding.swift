/// Builds the cache's compact binary records: unsigned LEB128 numbers, zigzag for signed ones,
/// strings as a length and their UTF-8 bytes. No field names: a record's reader knows its shape,
/// and the cache file's format number changes whenever a shape does.
public struct ByteWriter: @unchecked Sendable {
    /// The bytes written, in storage of its own (shared by copies until one writes: copy on write).
    /// Writes go through a pointer: appending to an array checked its uniqueness and capacity for
    /// every byte, and a project's declarations are millions of them.
    private var storage: Storage
    public private(set) var count = 0

    final class Storage {
        let base: UnsafeMutablePointer<UInt8>
        let capacity: Int

        init(capacity: Int) {
            self.capacity = max(capacity, 16)
            base = .allocate(capacity: self.capacity)
        }

        deinit { base.deallocate() }
    }

    public init(capacity: Int = 256) { storage = Storage(capacity: capacity) }

    /// What was written.
    public var bytes: [UInt8] { Array(UnsafeBufferPointer(start: storage.base, count: count)) }

    /// What was written, in place.
    public func withBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try body(UnsafeRawBufferPointer(start: storage.base, count: count))
    }

    /// `ContentHash` of what was written.
    public var hash: UInt64 { withBytes { ContentHash.of($0) } }

    /// Room for `n` more bytes in storage this writer alone holds; where they go.
    @inline(__always)
    private mutating func room(_ n: Int) -> UnsafeMutablePointer<UInt8> {
        if count + n > storage.capacity || !isKnownUniquelyReferenced(&storage) { grow(n) }
        return storage.base + count
    }

    private mutating func grow(_ n: Int) {
        let new = Storage(capacity: max(storage.capacity * 2, count + n))
        new.base.initialize(from: storage.base, count: count)
        storage = new
    }

    private mutating func append(_ source: UnsafeRawBufferPointer) {
        guard let from = source.baseAddress, source.count > 0 else { return }
        let to = room(source.count)
        UnsafeMutableRawPointer(to).copyMemory(from: from, byteCount: source.count)
        count += source.count
    }

    @inline(__always)
    public mutating func unsigned(_ value: UInt64) {
        let to = room(10)
        var v = value
        var k = 0
        while v >= 0x80 {
            to[k] = UInt8(truncatingIfNeeded: v) | 0x80
            v >>= 7
            k += 1
        }
        to[k] = UInt8(v)
        count += k + 1
    }

    public mutating func int(_ value: Int) {
        let v = Int64(value)
        unsigned(UInt64(bitPattern: (v << 1) ^ (v >> 63)))
    }

    public mutating func bool(_ value: Bool) { byte(value ? 1 : 0) }

    public mutating func byte(_ value: UInt8) {
        room(1).pointee = value
        count += 1
    }

    /// Eight bytes, little-endian: hashes, whose varint would be longer.
    public mutating func fixed(_ value: UInt64) {
        UnsafeMutableRawPointer(room(8)).storeBytes(of: value.littleEndian, as: UInt64.self)
        count += 8
    }

    /// Forgets what was written, keeping the storage, to write another record.
    public mutating func reset() { count = 0 }

    public mutating func string(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            unsigned(UInt64(utf8.count))
            append(UnsafeRawBufferPointer(utf8))
        }
    }

    public mutating func optionalString(_ value: String?) {
        bool(value != nil)
        if let value { string(value) }
    }

    public mutating func strings(_ values: [String]) {
        unsigned(UInt64(values.count))
        for v in values { string(v) }
    }

    public mutating func hashes(_ values: [UInt64]) {
        unsigned(UInt64(values.count))
        for v in values { fixed(v) }
    }

    /// A nested record, its length first, so a reader can skip it unread.
    public mutating func blob(_ value: [UInt8]) {
        unsigned(UInt64(value.count))
        raw(value)
    }

    public mutating func blob(_ value: ArraySlice<UInt8>) {
        unsigned(UInt64(value.count))
        raw(value)
    }

    public mutating func raw(_ value: [UInt8]) { value.withUnsafeBytes { append($0) } }

    public mutating func raw(_ value: ArraySlice<UInt8>) { value.withUnsafeBytes { append($0) } }
}

/// Reads what `ByteWriter` wrote. Every read checks the bounds and throws `Malformed` on
/// anything that does not fit: a truncated or corrupt record is an error, never a crash, and
/// no count read from the bytes is trusted further than the bytes that are left.
public struct ByteReader {
    /// The bytes do not hold the record expected.
    public struct Malformed: Error {
        public init() {}
    }

    let bytes: UnsafeRawBufferPointer
    public private(set) var offset: Int
    let end: Int

    /// Reads `bytes[range]`; the buffer must outlive the reader.
    public init(_ bytes: UnsafeRawBufferPointer, range: Range<Int>? = nil) {
        self.bytes = bytes
        end = min(range?.upperBound ?? bytes.count, bytes.count)
        offset = min(max(0, range?.lowerBound ?? 0), end)
    }

    public var isAtEnd: Bool { offset == end }
    public var remaining: Int { end - offset }

    public mutating func unsigned() throws -> UInt64 {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard offset < end, shift < 64 else { throw Malformed() }
            let b = bytes[offset]
            offset += 1
            result |= UInt64(b & 0x7F) << shift
            if b < 0x80 { return result }
            shift += 7
        }
    }

    public mutating func int() throws -> Int {
        let u = try unsigned()
        let v = Int64(bitPattern: (u >> 1) ^ (0 &- (u & 1)))
        guard let n = Int(exactly: v) else { throw Malformed() }
        return n
    }

    /// A count of items that each take at least one byte: never more than the bytes left.
    public mutating func count() throws -> Int {
        let n = try unsigned()
        guard n <= UInt64(remaining) else { throw Malformed() }
        return Int(n)
    }

    public mutating func bool() throws -> Bool {
        switch try byte() {
        case 0: return false
        case 1: return true
        default: throw Malformed()
        }
    }

    public mutating func byte() throws -> UInt8 {
        guard offset < end else { throw Malformed() }
        offset += 1
        return bytes[offset - 1]
    }

    public mutating func fixed() throws -> UInt64 {
        guard end - offset >= 8 else { throw Malformed() }
        let v = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        offset += 8
        return v
    }

    public mutating func string() throws -> String {
        let range = try span()
        // Typed, so the decoding takes its contiguous fast path.
        let utf8 = UnsafeRawBufferPointer(rebasing: bytes[range]).assumingMemoryBound(to: UInt8.self)
        return String(decoding: utf8, as: UTF8.self)
    }

    public mutating func optionalString() throws -> String? {
        try bool() ? try string() : nil
    }

    public mutating func strings() throws -> [String] {
        let n = try count()
        var out: [String] = []
        out.reserveCapacity(n)
        for _ in 0..<n { out.append(try string()) }
        return out
    }

    public mutating func hashes() throws -> [UInt64] {
        let n = try count()
        guard n <= remaining / 8 else { throw Malformed() }
        var out: [UInt64] = []
        out.reserveCapacity(n)
        for _ in 0..<n { out.append(try fixed()) }
        return out
    }

    /// The byte range of a length-prefixed run (a string or a `blob`), skipped over.
    public mutating func span() throws -> Range<Int> {
        let n = try count()
        offset += n
        return (offset - n)..<offset
    }

    /// The byte at `offset` of the buffer, if it is inside the range read.
    public func byte(at offset: Int) -> UInt8? {
        offset >= 0 && offset < end ? bytes[offset] : nil
    }

    /// Whether the next bytes are exactly `expected`, which are skipped over.
    public mutating func matches(_ expected: [UInt8]) throws -> Bool {
        guard end - offset >= expected.count else { throw Malformed() }
        let same = expected.indices.allSatisfy { bytes[offset + $0] == expected[$0] }
        offset += expected.count
        return same
    }
}
