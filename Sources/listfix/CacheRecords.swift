import ListFixKit

/// How `RunCache` keeps its entries in the cache file's payload: a count, then per file its
/// path and a length-prefixed body, so the file is indexed without reading the bodies.
extension RunCache {
    /// A record: the path, then the rest as one length-prefixed run (`index` skips it unread).
    /// The rest's fixed fields go through `scratch` for their length; its runs are copied once.
    static func encode(_ path: String, _ e: Entry, into w: inout ByteWriter, scratch body: inout ByteWriter) {
        w.string(path)
        body.reset()
        body.encodeFixed(e)
        var length = body.count + ByteWriter.blobLength(e.summary.count)
        if let c = e.checked { length += 16 + ByteWriter.blobLength(c.findings.count) + ByteWriter.blobLength(c.reads.count) }
        w.unsigned(UInt64(length))
        w.encode(e)
    }

    /// Where each record of `payload` starts, by its path's hash; nil if the records do not fit
    /// the payload exactly (the whole file is then ignored, and rewritten at the end of the run).
    static func index(_ payload: [UInt8], from start: Int) -> [UInt64: Int]? {
        guard payload.count > start else { return [:] }
        return payload.withUnsafeBytes { raw -> [UInt64: Int]? in
            var r = ByteReader(raw, range: start..<raw.count)
            do {
                let count = try r.count()
                var out: [UInt64: Int] = [:]
                out.reserveCapacity(count)
                for _ in 0..<count {
                    let record = r.offset
                    let path = try r.span()
                    _ = try r.span()
                    out[ContentHash.of(UnsafeRawBufferPointer(rebasing: raw[path]))] = record
                }
                return r.isAtEnd ? out : nil
            } catch {
                return nil
            }
        }
    }

    /// The bytes of the record at `offset`.
    static func extent(_ payload: [UInt8], at offset: Int) -> Range<Int>? {
        payload.withUnsafeBytes { raw in
            var r = ByteReader(raw, range: offset..<raw.count)
            guard (try? r.span()) != nil, let body = try? r.span() else { return nil }
            return offset..<body.upperBound
        }
    }

    /// The record at `offset` (as `index` found it).
    static func entry(_ payload: [UInt8], at offset: Int) -> (String, Entry)? {
        payload.withUnsafeBytes { raw -> (String, Entry)? in
            var r = ByteReader(raw, range: offset..<raw.count)
            guard let path = try? r.string(), let entry = try? body(&r, payload: payload) else { return nil }
            return (path, entry)
        }
    }

    /// A record's rest, after its path.
    static func body(_ outer: inout ByteReader, payload: [UInt8]) throws -> Entry {
        let span = try outer.span()
        return try payload.withUnsafeBytes { raw in
            var r = ByteReader(raw, range: span)
            let entry = try r.entry(payload)
            guard r.isAtEnd else { throw ByteReader.Malformed() }
            return entry
        }
    }
    /// Whether a `Checked.findings` record holds no finding and no remark.
    static func isNone(_ findings: ArraySlice<UInt8>) -> Bool {
        findings.count == 2 && findings.first == 0 && findings.last == 0
    }

    static func declarations(_ summary: ArraySlice<UInt8>) -> FileDeclarations? {
        summary.withUnsafeBytes { raw in
            var r = ByteReader(raw)
            guard let declared = try? r.declarations(), r.isAtEnd else { return nil }
            return declared
        }
    }

    static func decodeReads(_ bytes: ArraySlice<UInt8>) -> [(read: DeclarationRead, answer: UInt64)]? {
        bytes.withUnsafeBytes { raw in
            var r = ByteReader(raw)
            do {
                var out: [(read: DeclarationRead, answer: UInt64)] = []
                for _ in 0..<(try r.count()) {
                    guard let kind = DeclarationRead.Kind(rawValue: try r.byte()) else { return nil }
                    out.append((DeclarationRead(kind: kind, key: try r.string()), try r.fixed()))
                }
                return r.isAtEnd ? out : nil
            } catch {
                return nil
            }
        }
    }

}

extension ByteWriter {
    /// The bytes a `blob` of `count` bytes takes.
    static func blobLength(_ count: Int) -> Int {
        var n = 1
        var v = count >> 7
        while v > 0 { n += 1; v >>= 7 }
        return n + count
    }

    /// `encode(_:)` without its runs (the summary, the findings and the reads).
    fileprivate mutating func encodeFixed(_ e: RunCache.Entry) {
        fixed(e.contentHash)
        unsigned(e.stamp.device)
        unsigned(e.stamp.inode)
        int(e.stamp.size)
        int(Int(e.stamp.modified))
        int(Int(e.stamp.changed))
        bool(e.settled)
        bool(e.active)
        fixed(e.summaryDigest)
        int(e.age)
        bool(e.checked != nil)
    }

    fileprivate mutating func encode(_ e: RunCache.Entry) {
        fixed(e.contentHash)
        unsigned(e.stamp.device)
        unsigned(e.stamp.inode)
        int(e.stamp.size)
        int(Int(e.stamp.modified))
        int(Int(e.stamp.changed))
        bool(e.settled)
        bool(e.active)
        blob(e.summary)
        fixed(e.summaryDigest)
        int(e.age)
        bool(e.checked != nil)
        if let c = e.checked {
            fixed(c.target)
            fixed(c.world)
            blob(c.findings)
            blob(c.reads)
        }
    }
}

extension ByteReader {
    /// A record's fixed fields, its runs skipped.
    mutating func header() throws -> RunCache.Header {
        let hash = try fixed()
        let stamp = FileStamp(device: try unsigned(), inode: try unsigned(), size: try int(),
                              modified: Int64(try int()), changed: Int64(try int()))
        let settled = try bool(), active = try bool()
        _ = try span()
        let digest = try fixed()
        let age = try int()
        var checked: RunCache.Header.Findings?
        if try bool() {
            let target = try fixed(), world = try fixed()
            let findings = try span()
            checked = .init(target: target, world: world, none: findings.count == 2 && byte(at: findings.lowerBound) == 0
                                                                    && byte(at: findings.lowerBound + 1) == 0)
        }
        return RunCache.Header(contentHash: hash, stamp: stamp, settled: settled, active: active, summaryDigest: digest, age: age,
                               checked: checked)
    }

    /// A record's rest; its runs are slices of `payload`, which this reader reads.
    fileprivate mutating func entry(_ payload: [UInt8]) throws -> RunCache.Entry {
        let hash = try fixed()
        let stamp = FileStamp(device: try unsigned(), inode: try unsigned(), size: try int(),
                              modified: Int64(try int()), changed: Int64(try int()))
        let settled = try bool(), active = try bool()
        let summary = payload[try span()]
        let digest = try fixed()
        let age = try int()
        var checked: RunCache.Checked?
        if try bool() {
            checked = RunCache.Checked(target: try fixed(), world: try fixed(), findings: payload[try span()], reads: payload[try span()])
        }
        return RunCache.Entry(contentHash: hash, stamp: stamp, settled: settled, active: active, summary: summary,
                              summaryDigest: digest, checked: checked, age: age)
    }
}
