import ListFixKit

/// One file's row in a cache file: of fixed size, so the rows section is an array sorted by
/// the path's hash, searched in place without reading the rest. Its runs (path, declarations,
/// findings, questions) lie in other sections, at the extents it gives.
struct CacheRow {
    static let size = 128

    /// Where a run lies in its section: an offset and a length (for questions, a count of digests).
    struct Extent: Equatable {
        var offset: Int
        var count: Int

        static let none = Extent(offset: 0, count: 0)
    }

    var pathHash: UInt64
    var contentHash: UInt64
    var stamp: FileStamp
    var summaryDigest: UInt64
    /// The world the findings hold for; 0 when the row keeps no findings.
    var world: UInt64
    /// `RunCache.digest(of:)` of the target the findings were found for.
    var target: UInt64
    var path: Extent
    /// The recorded declarations; nil when they were not (a first run records none).
    var summary: Extent?
    var findings: Extent
    var questions: Extent
    /// The project (as the run that wrote the row numbered them) whose index the questions asked.
    var project: Int
    var settled: Bool
    var active: Bool
    /// The findings are none at all, not even a remark.
    var noFindings: Bool
    /// Cache writes since a run last listed the file; past `RunCache.maxAge` the row is dropped.
    var age: Int

    init(pathHash: UInt64, contentHash: UInt64, stamp: FileStamp, summaryDigest: UInt64, world: UInt64, target: UInt64,
         path: Extent, summary: Extent?, findings: Extent, questions: Extent, project: Int, settled: Bool, active: Bool,
         noFindings: Bool, age: Int) {
        self.pathHash = pathHash
        self.contentHash = contentHash
        self.stamp = stamp
        self.summaryDigest = summaryDigest
        self.world = world
        self.target = target
        self.path = path
        self.summary = summary
        self.findings = findings
        self.questions = questions
        self.project = project
        self.settled = settled
        self.active = active
        self.noFindings = noFindings
        self.age = age
    }

    /// The row at `base` (which must hold `size` bytes).
    init(_ base: UnsafeRawPointer) {
        func u64(_ at: Int) -> UInt64 { UInt64(littleEndian: base.loadUnaligned(fromByteOffset: at, as: UInt64.self)) }
        func u32(_ at: Int) -> Int { Int(UInt32(littleEndian: base.loadUnaligned(fromByteOffset: at, as: UInt32.self))) }
        pathHash = u64(0)
        contentHash = u64(8)
        stamp = FileStamp(device: u64(16), inode: u64(24), size: Int(truncatingIfNeeded: u64(32)),
                          modified: Int64(bitPattern: u64(40)), changed: Int64(bitPattern: u64(48)))
        summaryDigest = u64(56)
        world = u64(64)
        target = u64(72)
        path = Extent(offset: u32(80), count: u32(84))
        let flags = base.load(fromByteOffset: 116, as: UInt8.self)
        summary = flags & 8 != 0 ? Extent(offset: u32(88), count: u32(92)) : nil
        findings = Extent(offset: u32(96), count: u32(100))
        questions = Extent(offset: u32(104), count: u32(108))
        project = u32(112)
        settled = flags & 1 != 0
        active = flags & 2 != 0
        noFindings = flags & 4 != 0
        age = Int(base.load(fromByteOffset: 117, as: UInt8.self))
    }

    func write(to w: inout ByteWriter) {
        w.fixed(pathHash)
        w.fixed(contentHash)
        w.fixed(stamp.device)
        w.fixed(stamp.inode)
        w.fixed(UInt64(truncatingIfNeeded: stamp.size))
        w.fixed(UInt64(bitPattern: stamp.modified))
        w.fixed(UInt64(bitPattern: stamp.changed))
        w.fixed(summaryDigest)
        w.fixed(world)
        w.fixed(target)
        w.extent(path)
        w.extent(summary ?? .none)
        w.extent(findings)
        w.extent(questions)
        w.fixed32(UInt32(truncatingIfNeeded: project))
        w.byte((settled ? 1 : 0) | (active ? 2 : 0) | (noFindings ? 4 : 0) | (summary != nil ? 8 : 0))
        w.byte(UInt8(min(age, 255)))
        for _ in 0..<10 { w.byte(0) }
    }
}

extension ByteWriter {
    fileprivate mutating func extent(_ extent: CacheRow.Extent) {
        fixed32(UInt32(truncatingIfNeeded: extent.offset))
        fixed32(UInt32(truncatingIfNeeded: extent.count))
    }
}

/// A cache file's rows section, searched in place by path hash.
struct CacheRows {
    let bytes: [UInt8]
    let count: Int

    /// The rows of `bytes`, nil unless it holds whole rows.
    init?(_ bytes: [UInt8]) {
        guard bytes.count % CacheRow.size == 0 else { return nil }
        self.bytes = bytes
        count = bytes.count / CacheRow.size
    }

    init() {
        bytes = []
        count = 0
    }

    subscript(_ k: Int) -> CacheRow {
        bytes.withUnsafeBytes { CacheRow($0.baseAddress! + k * CacheRow.size) }
    }

    /// The index of the first row whose path hash is `hash`, if one is.
    func first(withPathHash hash: UInt64) -> Int? {
        bytes.withUnsafeBytes { raw -> Int? in
            guard let base = raw.baseAddress else { return nil }
            var low = 0, high = count
            while low < high {
                let mid = (low + high) / 2
                let h = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: mid * CacheRow.size, as: UInt64.self))
                if h < hash { low = mid + 1 } else { high = mid }
            }
            guard low < count,
                  UInt64(littleEndian: base.loadUnaligned(fromByteOffset: low * CacheRow.size, as: UInt64.self)) == hash else { return nil }
            return low
        }
    }
}
