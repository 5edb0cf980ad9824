#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ListFixKit

extension RunCache {
    /// What a run read of its cache file: the rows, paths and findings when it starts, the
    /// questions, answers and declarations when first asked (a run over an unchanged tree never
    /// asks). A file that cannot be read, or whose rows do not check out, is as no file; a
    /// later section that does not check out is as none (its rows' files are scanned or checked again).
    final class Loaded: @unchecked Sendable {
        let world: UInt64
        let rows: CacheRows
        private let paths: [UInt8]
        let findings: [UInt8]?
        private let reader: CacheFile.Reader?
        private let lock = Lock()
        private var questionsSection: [UInt8]??
        private var answerTable: AnswerTable??
        private var summariesSection: [UInt8]??

        /// No file.
        init() {
            world = 0
            rows = CacheRows()
            paths = []
            findings = nil
            reader = nil
        }

        /// The file at `path`, if it was written for `key` and its rows and paths check out.
        init(path: String, key: UInt64) {
            guard let reader = CacheFile.Reader(path: path, key: key), let rowBytes = reader.read(.rows),
                  let rows = CacheRows(rowBytes), let paths = reader.read(.paths) else {
                world = 0
                self.rows = CacheRows()
                self.paths = []
                findings = nil
                self.reader = nil
                return
            }
            world = reader.world
            self.rows = rows
            self.paths = paths
            findings = reader.read(.findings)
            self.reader = reader
        }

        var questions: [UInt8]? {
            lock.lock()
            defer { lock.unlock() }
            return section(&questionsSection) { $0.read(.questions) }
        }
        var answers: AnswerTable? {
            lock.lock()
            defer { lock.unlock() }
            return section(&answerTable) { $0.read(.answers).flatMap(AnswerTable.init) }
        }
        var summaries: [UInt8]? {
            lock.lock()
            defer { lock.unlock() }
            return section(&summariesSection) { $0.read(.summaries) }
        }

        /// A section read once, when first asked. The caller holds the lock: the access to `slot`
        /// begins where the call does, so a lock taken inside would let two threads' accesses overlap.
        private func section<T>(_ slot: inout T??, _ read: (CacheFile.Reader) -> T?) -> T? {
            if let known = slot { return known }
            let value = reader.flatMap(read)
            slot = .some(value)
            return value
        }

        /// The row kept for `path` (whose hash is `hash`), if there is one.
        func row(of path: String, hash: UInt64) -> CacheRow? {
            guard var k = rows.first(withPathHash: hash) else { return nil }
            var path = path
            return path.withUTF8 { utf8 -> CacheRow? in
                while k < rows.count {
                    let row = rows[k]
                    guard row.pathHash == hash else { return nil }
                    if row.path.count == utf8.count, utf8.count > 0, row.path.offset + row.path.count <= paths.count,
                       paths.withUnsafeBytes({ memcmp($0.baseAddress! + row.path.offset, utf8.baseAddress!, utf8.count) == 0 }) {
                        return row
                    }
                    k += 1
                }
                return nil
            }
        }

        /// The path of `row`, if its extent is inside the paths section.
        func path(of row: CacheRow) -> String? {
            guard row.path.offset + row.path.count <= paths.count else { return nil }
            return String(decoding: paths[row.path.offset..<(row.path.offset + row.path.count)], as: UTF8.self)
        }

        /// The entry `row` stands for, its runs left in the file's sections.
        func entry(_ row: CacheRow, path: String) -> Entry {
            var findings: Findings?
            if row.world != 0, self.findings != nil {
                findings = Findings(world: row.world, target: row.target, project: row.project, record: .old(row.findings),
                                    questions: .old(row.questions), none: row.noFindings)
            }
            return Entry(path: path, pathHash: row.pathHash, contentHash: row.contentHash, stamp: row.stamp, settled: row.settled,
                         active: row.active, summary: row.summary.map { .old($0) } ?? .none, summaryDigest: row.summaryDigest, findings: findings, age: 0)
        }

        /// `body` of the bytes of `blob`, whose `.old` extent lies in `section`; nil if they do not.
        static func bytes<R>(of blob: Blob, in section: [UInt8]?, _ body: (UnsafeRawBufferPointer) -> R) -> R? {
            switch blob {
            case .none: return nil
            case .new(let bytes): return bytes.withUnsafeBytes(body)
            case .old(let extent):
                guard let bytes = section, extent.offset + extent.count <= bytes.count else { return nil }
                return bytes.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[extent.offset..<(extent.offset + extent.count)])) }
            }
        }

        /// The question digests at `extent` of the questions section, nil if they are not there.
        func digests(_ extent: CacheRow.Extent) -> [UInt64]? {
            guard let section = questions, extent.offset + extent.count * 8 <= section.count else { return nil }
            return section.withUnsafeBytes { raw in
                (0..<extent.count).map { UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: extent.offset + 8 * $0, as: UInt64.self)) }
            }
        }
    }
}

/// Writes a cache file from a run's entries, holding no section in memory: rows, declarations
/// and findings go from where they are (this run's records, the loaded file's sections)
/// straight to their places in the file. A row's extents are the running totals of its
/// sections, entry by entry in the rows' order.
struct CacheWriter {
    let loaded: RunCache.Loaded
    /// The world whose findings are kept (others are left out), and the answers they rest on.
    let world: UInt64
    let answers: AnswerTable
    /// Calls its argument with each entry to write, in the same order every time: by path hash,
    /// the order of the rows.
    let entries: ((RunCache.Entry) -> Void) -> Void
    private let loadedSummaries: [UInt8]?

    init(loaded: RunCache.Loaded, world: UInt64, answers: AnswerTable, entries: @escaping ((RunCache.Entry) -> Void) -> Void) {
        self.loaded = loaded
        self.world = world
        self.answers = answers
        self.entries = entries
        loadedSummaries = loaded.rows.count > 0 ? loaded.summaries : nil
    }

    /// What of an entry goes in the file: its declarations, if they read back (else the next run
    /// that needs them scans the file), and its findings with their question digests, if they
    /// hold in `world` and read back; with the length of each record.
    private func parts(of entry: RunCache.Entry) -> (summary: RunCache.Blob?, summaryLength: Int, findings: RunCache.Findings?,
                                                     recordLength: Int, digests: [UInt64]) {
        let summaryLength = CacheWriter.length(entry.summary, in: loadedSummaries)
        let summary = summaryLength.map { _ in entry.summary }
        guard let kept = entry.findings, world != 0, kept.world == world,
              let recordLength = CacheWriter.length(kept.record, in: loaded.findings) else {
            return (summary, summaryLength ?? 0, nil, 0, [])
        }
        let digests: [UInt64]?
        switch kept.questions {
        case .digests(let list): digests = list
        case .old(let extent): digests = loaded.digests(extent)
        }
        guard let digests else { return (summary, summaryLength ?? 0, nil, 0, []) }
        return (summary, summaryLength ?? 0, kept, recordLength, digests)
    }

    /// The length of `blob`'s bytes, nil if there are none or they are not inside `section`.
    private static func length(_ blob: RunCache.Blob, in section: [UInt8]?) -> Int? {
        switch blob {
        case .none: return nil
        case .new(let bytes): return bytes.count
        case .old(let extent):
            guard let section, extent.offset + extent.count <= section.count else { return nil }
            return extent.count
        }
    }

    /// Writes the file for `key` to `path`; false if it could not. Two passes over the entries:
    /// one for the sections' lengths, one that writes every section.
    func save(key: UInt64, to path: String) -> Bool {
        let answerBytes = answers.encoded()
        var rowsLength = 0, pathsLength = 0, findingsLength = 0, questionsLength = 0, summariesLength = 0
        entries { entry in
            let parts = parts(of: entry)
            rowsLength += CacheRow.size
            pathsLength += entry.path.utf8.count
            if parts.findings != nil {
                findingsLength += parts.recordLength
                questionsLength += parts.digests.count * 8
            }
            summariesLength += parts.summaryLength
        }
        guard let file = CacheFile.Writer(path: path, lengths: [rowsLength, pathsLength, findingsLength, questionsLength,
                                                               answerBytes.count, summariesLength]) else { return false }
        pathsLength = 0
        findingsLength = 0
        questionsLength = 0
        summariesLength = 0
        entries { entry in
            let parts = parts(of: entry)
            var path = entry.path
            let pathLength = path.withUTF8 { utf8 in
                file.write(.paths, UnsafeRawBufferPointer(utf8))
                return utf8.count
            }
            var record = CacheRow(pathHash: entry.pathHash, contentHash: entry.contentHash, stamp: entry.stamp, summaryDigest: entry.summaryDigest,
                                  world: 0, target: 0, path: CacheRow.Extent(offset: pathsLength, count: pathLength),
                                  summary: parts.summary.map { _ in CacheRow.Extent(offset: summariesLength, count: parts.summaryLength) },
                                  findings: .none, questions: .none, project: 0, settled: entry.settled, active: entry.active,
                                  noFindings: false, age: entry.age)
            if let kept = parts.findings {
                record.world = kept.world
                record.target = kept.target
                record.project = kept.project
                record.noFindings = kept.none
                record.findings = CacheRow.Extent(offset: findingsLength, count: parts.recordLength)
                record.questions = CacheRow.Extent(offset: questionsLength, count: parts.digests.count)
                findingsLength += parts.recordLength
                questionsLength += parts.digests.count * 8
                _ = RunCache.Loaded.bytes(of: kept.record, in: loaded.findings) { file.write(.findings, $0) }
                parts.digests.withUnsafeBytes { file.write(.questions, $0) }
            }
            if let summary = parts.summary {
                _ = RunCache.Loaded.bytes(of: summary, in: loadedSummaries) { file.write(.summaries, $0) }
            }
            pathsLength += pathLength
            summariesLength += parts.summaryLength
            withUnsafeTemporaryAllocation(byteCount: CacheRow.size, alignment: 8) { row in
                record.write(to: row.baseAddress!)
                file.write(.rows, UnsafeRawBufferPointer(row))
            }
        }
        file.write(.answers, answerBytes)
        return file.finish(world: world, key: key)
    }
}
