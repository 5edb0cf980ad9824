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

        var questions: [UInt8]? { section(&questionsSection) { $0.read(.questions) } }
        var answers: AnswerTable? { section(&answerTable) { $0.read(.answers).flatMap(AnswerTable.init) } }
        var summaries: [UInt8]? { section(&summariesSection) { $0.read(.summaries) } }

        /// A section read once, when first asked.
        private func section<T>(_ slot: inout T??, _ read: (CacheFile.Reader) -> T?) -> T? {
            lock.lock()
            defer { lock.unlock() }
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

/// Builds the sections of a cache file from a run's entries: each entry's runs appended to
/// their sections (runs kept from the loaded file copied from it), its row pointing at them.
/// The declarations, most of the file, are not gathered: `save` writes them from where they are.
struct CacheWriter: ~Copyable {
    /// A run of the declarations section: bytes this run made, or a range of the loaded file's section.
    private enum Piece {
        case made([UInt8])
        case kept(Range<Int>)

        var count: Int {
            switch self {
            case .made(let bytes): bytes.count
            case .kept(let range): range.count
            }
        }
    }

    private let loaded: RunCache.Loaded
    private let loadedSummaries: [UInt8]?
    private var rows: [CacheRow] = []
    private var paths = ByteWriter(capacity: 1 << 16)
    private var summaries: [Piece] = []
    private var summariesLength = 0
    private var findings = ByteWriter(capacity: 1 << 16)
    private var questions = ByteWriter(capacity: 1 << 12)
    private let answers: AnswerTable

    /// A writer copying kept runs from `loaded`, with `answers` for the world's questions.
    init(loaded: RunCache.Loaded, answers: AnswerTable) {
        self.loaded = loaded
        self.answers = answers
        loadedSummaries = loaded.rows.count > 0 ? loaded.summaries : nil
    }

    /// Adds `entry`'s row, with its findings if they hold in `world` and read back.
    mutating func add(_ entry: RunCache.Entry, keepingFindingsOf world: UInt64) {
        var piece: Piece?
        switch entry.summary {
        case .none: break
        case .new(let bytes): piece = .made(bytes)
        case .old(let extent):
            // Declarations that do not read back are left out: the next run that needs them scans the file.
            if let loadedSummaries, extent.offset + extent.count <= loadedSummaries.count {
                piece = .kept(extent.offset..<(extent.offset + extent.count))
            }
        }
        var summary: CacheRow.Extent?
        if let piece {
            summary = CacheRow.Extent(offset: summariesLength, count: piece.count)
            summaries.append(piece)
            summariesLength += piece.count
        }
        let pathStart = paths.count
        paths.raw(entry.path)
        var row = CacheRow(pathHash: entry.pathHash, contentHash: entry.contentHash, stamp: entry.stamp, summaryDigest: entry.summaryDigest,
                           world: 0, target: 0, path: CacheRow.Extent(offset: pathStart, count: paths.count - pathStart), summary: summary,
                           findings: .none, questions: .none, project: 0, settled: entry.settled, active: entry.active,
                           noFindings: false, age: entry.age)
        if let kept = entry.findings, world != 0, kept.world == world, let digests = digests(kept.questions) {
            let findingsStart = findings.count
            if CacheWriter.copy(kept.record, from: loaded.findings, to: &findings) {
                row.world = kept.world
                row.target = kept.target
                row.project = kept.project
                row.noFindings = kept.none
                row.findings = CacheRow.Extent(offset: findingsStart, count: findings.count - findingsStart)
                row.questions = CacheRow.Extent(offset: questions.count, count: digests.count)
                for digest in digests { questions.fixed(digest) }
            }
        }
        rows.append(row)
    }

    private func digests(_ questions: RunCache.Questions) -> [UInt64]? {
        switch questions {
        case .digests(let digests): return digests
        case .old(let extent): return loaded.digests(extent)
        }
    }

    /// Appends the bytes of `blob` (`.old`: in `section`, the loaded file's) to `w`; false if they cannot be read.
    private static func copy(_ blob: RunCache.Blob, from section: [UInt8]?, to w: inout ByteWriter) -> Bool {
        switch blob {
        case .none: return false
        case .new(let bytes):
            w.raw(bytes)
            return true
        case .old(let extent):
            guard let section, extent.offset + extent.count <= section.count else { return false }
            section.withUnsafeBytes { w.raw(UnsafeRawBufferPointer(rebasing: $0[extent.offset..<(extent.offset + extent.count)])) }
            return true
        }
    }

    /// Writes the file for `key` and `world` to `path`; false if it could not.
    consuming func save(world: UInt64, key: UInt64, to path: String) -> Bool {
        guard let file = CacheFile.Writer(path: path) else { return false }
        var table = ByteWriter(capacity: rows.count * CacheRow.size)
        // Sorted by path hash through their indices: sorting the rows themselves moved them about.
        let order = rows.indices.map { (rows[$0].pathHash, $0) }.sorted { $0.0 < $1.0 }
        for (_, k) in order { rows[k].write(to: &table) }
        table.withBytes { file.write($0) }
        file.endSection()
        paths.withBytes { file.write($0) }
        file.endSection()
        findings.withBytes { file.write($0) }
        file.endSection()
        questions.withBytes { file.write($0) }
        file.endSection()
        file.write(answers.encoded())
        file.endSection()
        for piece in summaries {
            switch piece {
            case .made(let bytes): file.write(bytes)
            case .kept(let range): loadedSummaries?.withUnsafeBytes { file.write(UnsafeRawBufferPointer(rebasing: $0[range])) }
            }
        }
        file.endSection()
        return file.finish(world: world, key: key)
    }
}
