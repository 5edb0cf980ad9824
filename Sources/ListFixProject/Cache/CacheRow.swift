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

    /// The row's `size` bytes, written at `base`.
    func write(to base: UnsafeMutableRawPointer) {
        func u64(_ at: Int, _ value: UInt64) { base.storeBytes(of: value.littleEndian, toByteOffset: at, as: UInt64.self) }
        func u32(_ at: Int, _ value: Int) { base.storeBytes(of: UInt32(truncatingIfNeeded: value).littleEndian, toByteOffset: at, as: UInt32.self) }
        base.initializeMemory(as: UInt8.self, repeating: 0, count: CacheRow.size)
        u64(0, pathHash)
        u64(8, contentHash)
        u64(16, stamp.device)
        u64(24, stamp.inode)
        u64(32, UInt64(truncatingIfNeeded: stamp.size))
        u64(40, UInt64(bitPattern: stamp.modified))
        u64(48, UInt64(bitPattern: stamp.changed))
        u64(56, summaryDigest)
        u64(64, world)
        u64(72, target)
        func extent(_ at: Int, _ extent: Extent) {
            u32(at, extent.offset)
            u32(at + 4, extent.count)
        }
        extent(80, path)
        extent(88, summary ?? .none)
        extent(96, findings)
        extent(104, questions)
        u32(112, project)
        base.storeBytes(of: (settled ? 1 : 0) | (active ? 2 : 0) | (noFindings ? 4 : 0) | (summary != nil ? 8 : 0), toByteOffset: 116, as: UInt8.self)
        base.storeBytes(of: UInt8(min(age, 255)), toByteOffset: 117, as: UInt8.self)
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
