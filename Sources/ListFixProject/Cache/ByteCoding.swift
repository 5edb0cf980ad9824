import ListFixKit

/// Builds the cache's compact binary records: unsigned LEB128 numbers, zigzag for signed ones,
/// strings as a length and their UTF-8 bytes. No field names: a record's reader knows its shape,
/// and the cache file's format number changes whenever a shape does.
///
/// Not copyable: it owns its storage and writes through a pointer, checking only the capacity
/// (an array checked its uniqueness and capacity for every byte, and a project's declarations
/// are millions of them).
public struct ByteWriter: ~Copyable {
    private var base: UnsafeMutableRawPointer
    private var capacity: Int
    public private(set) var count = 0

    public init(capacity: Int = 256) {
        self.capacity = max(capacity, 16)
        base = .allocate(byteCount: self.capacity, alignment: 8)
    }

    deinit { base.deallocate() }

    /// What was written.
    public var bytes: [UInt8] { Array(UnsafeRawBufferPointer(start: base, count: count)) }

    /// What was written, in place.
    public func withBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try body(UnsafeRawBufferPointer(start: base, count: count))
    }

    /// `ContentHash` of what was written.
    public var hash: UInt64 { ContentHash.of(UnsafeRawBufferPointer(start: base, count: count)) }

    /// Room for `n` more bytes; where they go.
    @inline(__always)
    private mutating func room(_ n: Int) -> UnsafeMutableRawPointer {
        if count &+ n > capacity { grow(n) }
        return base + count
    }

    private mutating func grow(_ n: Int) {
        let newCapacity = max(capacity * 2, count + n)
        let new = UnsafeMutableRawPointer.allocate(byteCount: newCapacity, alignment: 8)
        new.copyMemory(from: base, byteCount: count)
        base.deallocate()
        base = new
        capacity = newCapacity
    }

    @inline(__always)
    private mutating func append(_ source: UnsafeRawBufferPointer) {
        guard let from = source.baseAddress, source.count > 0 else { return }
        room(source.count).copyMemory(from: from, byteCount: source.count)
        count += source.count
    }

    @inline(__always)
    public mutating func unsigned(_ value: UInt64) {
        if value < 0x80 {
            room(1).storeBytes(of: UInt8(truncatingIfNeeded: value), as: UInt8.self)
            count += 1
            return
        }
        let to = room(10).assumingMemoryBound(to: UInt8.self)
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

    @inline(__always)
    public mutating func int(_ value: Int) {
        let v = Int64(value)
        unsigned(UInt64(bitPattern: (v << 1) ^ (v >> 63)))
    }

    @inline(__always)
    public mutating func bool(_ value: Bool) { byte(value ? 1 : 0) }

    @inline(__always)
    public mutating func byte(_ value: UInt8) {
        room(1).storeBytes(of: value, as: UInt8.self)
        count += 1
    }

    /// Eight bytes, little-endian: hashes, whose varint would be longer.
    @inline(__always)
    public mutating func fixed(_ value: UInt64) {
        room(8).storeBytes(of: value.littleEndian, as: UInt64.self)
        count += 8
    }

    /// Four bytes, little-endian: offsets and lengths in fixed-size rows.
    @inline(__always)
    mutating func fixed32(_ value: UInt32) {
        room(4).storeBytes(of: value.littleEndian, as: UInt32.self)
        count += 4
    }

    /// Forgets what was written, keeping the storage, to write another record.
    public mutating func reset() { count = 0 }

    public mutating func string(_ value: String) {
        // A native string's bytes in place; a bridged one is copied once.
        if let done: Void = value.utf8.withContiguousStorageIfAvailable({ utf8 in
            unsigned(UInt64(utf8.count))
            append(UnsafeRawBufferPointer(utf8))
        }) {
            return done
        }
        var copy = value
        copy.withUTF8 { utf8 in
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

    mutating func hashes(_ values: [UInt64]) {
        unsigned(UInt64(values.count))
        let to = room(values.count * 8)
        for k in values.indices { (to + 8 * k).storeBytes(of: values[k].littleEndian, as: UInt64.self) }
        count += values.count * 8
    }

    /// A nested record, its length first, so a reader can skip it unread.
    public mutating func blob(_ value: [UInt8]) {
        unsigned(UInt64(value.count))
        raw(value)
    }

    mutating func blob(_ value: ArraySlice<UInt8>) {
        unsigned(UInt64(value.count))
        raw(value)
    }

    public mutating func raw(_ value: [UInt8]) { value.withUnsafeBytes { append($0) } }

    mutating func raw(_ value: ArraySlice<UInt8>) { value.withUnsafeBytes { append($0) } }

    mutating func raw(_ value: UnsafeRawBufferPointer) { append(value) }

    /// A string's UTF-8 bytes, without their length.
    mutating func raw(_ value: String) {
        if value.utf8.withContiguousStorageIfAvailable({ append(UnsafeRawBufferPointer($0)) }) != nil { return }
        var copy = value
        copy.withUTF8 { append(UnsafeRawBufferPointer($0)) }
    }
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
    private(set) var offset: Int
    let end: Int

    /// Reads `bytes[range]`; the buffer must outlive the reader.
    public init(_ bytes: UnsafeRawBufferPointer, range: Range<Int>? = nil) {
        self.bytes = bytes
        end = min(range?.upperBound ?? bytes.count, bytes.count)
        offset = min(max(0, range?.lowerBound ?? 0), end)
    }

    public var isAtEnd: Bool { offset == end }
    public var remaining: Int { end - offset }

    mutating func unsigned() throws -> UInt64 {
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

    mutating func bool() throws -> Bool {
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

    mutating func fixed32() throws -> UInt32 {
        guard end - offset >= 4 else { throw Malformed() }
        let v = UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
        offset += 4
        return v
    }

    public mutating func string() throws -> String {
        let range = try span()
        // Typed, so the decoding takes its contiguous fast path.
        let utf8 = UnsafeRawBufferPointer(rebasing: bytes[range]).assumingMemoryBound(to: UInt8.self)
        return String(decoding: utf8, as: UTF8.self)
    }

    mutating func optionalString() throws -> String? {
        try bool() ? try string() : nil
    }

    mutating func strings() throws -> [String] {
        let n = try count()
        var out: [String] = []
        out.reserveCapacity(n)
        for _ in 0..<n { out.append(try string()) }
        return out
    }

    mutating func hashes() throws -> [UInt64] {
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
    func byte(at offset: Int) -> UInt8? {
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
