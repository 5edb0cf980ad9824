#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import ListFixKit
import SwiftTokens

/// The warm cache of one `check` run over files. Per file, keyed by its path and its content's
/// hash: what the declaration scan found (the project-wide pass) and the file's findings, with
/// the questions its rules asked the project's declarations (`DeclarationReads`). Findings are
/// reused only for the same bytes, settings, target and answers, so a run with the cache
/// reports exactly what a run without it would; a second run of an unchanged tree stats its
/// files and runs no rule. See the README's "Cache" section and `CacheFile` for the file.
///
/// Shared by the worker threads of both passes: what a run learns is kept under a lock, what
/// it loaded is only read.
final class RunCache: @unchecked Sendable {
    /// Bytes of a record: none, a run of the loaded file's section, or bytes this run made.
    enum Blob: Sendable {
        case none
        case old(CacheRow.Extent)
        case new([UInt8])
    }

    /// A file's `check` findings and what they rest on. A class: most files have none, and an
    /// entry holds a reference rather than room for them (a project has tens of thousands).
    final class Findings: Sendable {
        /// The world (`RunCache.world`) they are known to hold for.
        let world: UInt64
        /// `RunCache.digest(of:)` of the file's target.
        let target: UInt64
        /// The project whose index the questions asked, as the run that asked numbered them.
        let project: Int
        /// The findings and remarks (`ByteWriter.checked(_:)`).
        let record: Blob
        /// The digests of the questions the rules asked (`DeclarationRead.digest`), in order.
        let questions: Questions
        /// No finding and no remark.
        let none: Bool

        init(world: UInt64, target: UInt64, project: Int, record: Blob, questions: Questions, none: Bool) {
            self.world = world
            self.target = target
            self.project = project
            self.record = record
            self.questions = questions
            self.none = none
        }

        /// The same findings, known to hold for `world` with the questions asked of `project`.
        func holding(in world: UInt64, project: Int) -> Findings {
            Findings(world: world, target: target, project: project, record: record, questions: questions, none: none)
        }
    }

    /// Question digests: a run of the loaded file's questions section, or this run's.
    enum Questions: Sendable {
        case old(CacheRow.Extent)
        case digests([UInt64])
    }

    /// One file as this run knows it.
    struct Entry: Sendable {
        var path: String
        var pathHash: UInt64
        var contentHash: UInt64
        var stamp: FileStamp
        /// The stamp was settled when the hash was taken (`FileStamp.isSettled`): it may stand for the bytes.
        var settled: Bool
        /// Some rule has something to do in the file (it is checked in pass 2).
        var active: Bool
        /// The file's `FileDeclarations` as pass 1 left them, and their hash.
        var summary: Blob
        var summaryDigest: UInt64
        var findings: Findings?
        var age = 0
        /// Pass 1 scanned the file this run: its declarations are already in the run's own.
        var scanned = false
    }

    /// What pass 1 tells the run of a file.
    enum Lookup {
        /// Unchanged: its declarations are the cache's; `active` tells whether pass 2 looks at it.
        case hit(active: Bool)
        /// Scan it: its bytes when the cache read them (nil: read them as usual, they could not be).
        case miss([UInt8]?)
    }

    /// Saves a row survives in the file while no run lists its file.
    static let maxAge = 8

    let path: String
    let key: UInt64
    private let folder: CacheFolder
    /// When the run started, wall clock, for `FileStamp.isSettled`.
    private let started = FileStamp.now()
    /// Reports that read the file's text (SARIF, baselines) read kept files again, checking their hash.
    private let needsBytes: Bool
    /// `LISTFIX_CACHE_LOG`: name on standard error each file scanned and each file whose rules
    /// ran, and count the rest, for tests and measurements.
    private let log = Environment.value("LISTFIX_CACHE_LOG") != nil

    /// What the cache file held: read on another thread while the folders are walked.
    private let loading = DispatchGroup()
    private var loaded = Loaded()
    /// The loaded file, once loaded.
    private var disk: Loaded {
        loading.wait()
        return loaded
    }
    private let lock = Lock()
    private let folders = FolderHandles()
    private var entries = Numbered<Entry>()
    /// Stamps and hashes of files read in pass 1 and not found unchanged, until they are scanned.
    private var fresh: [Int: (stamp: FileStamp, hash: UInt64, pathHash: UInt64)] = [:]
    /// Some scanned file has no summary: the project's declarations cannot be told from the cache.
    private var unrecorded = false
    /// The file must be written: some row differs from what it holds.
    private var dirty = false
    private var stamped = 0, reused = 0, reasked = 0, scannedAgain = 0

    /// The digest of every listed file's declarations, the projects and their modules: equal
    /// digests mean equal project indexes. 0 when not known.
    private(set) var world: UInt64 = 0
    /// This run's indexes' answers, by project and question, and the questions themselves.
    private var answers: [AnswerTable.Key: UInt64] = [:]
    private var asked: [AnswerTable.Key: DeclarationRead] = [:]
    /// The run's project indexes once whole, and how to make them whole if pass 1 left the
    /// unchanged files' declarations out (no file seemed to need them).
    private let indexLock = Lock()
    private var indexes: [Declarations]?
    private var makeIndexes: (() -> [Declarations])?
    /// Scans a file again as pass 1 does, should its kept declarations not read back.
    private var rescan: ((SourceFile, SourcePath) -> FileDeclarations)?
    /// Threads the run works on.
    private let jobs: Int

    /// The cache for this run, or nil when it does not use one: `--no-cache`, `fix`, standard
    /// input, or no cache folder that can be created.
    init?(options: Options, engine: Engine) {
        guard !options.noCache, options.command == .check, options.paths != ["-"],
              let folder = CacheFolder(options: options), folder.create() else { return nil }
        self.folder = folder
        needsBytes = options.format == .sarif || options.format == .rdjson || options.baselinePath != nil || options.writeBaselinePath != nil
        jobs = options.jobs ?? Environment.processorCount
        key = RunCache.key(options: options, engine: engine)
        path = folder.folder + "/" + String(key, radix: 16) + CacheFolder.suffix
        loading.enter()
        DispatchQueue.global().async { [self] in
            loaded = Loaded(path: path, key: key)
            loading.leave()
        }
    }

    // MARK: Pass 1

    /// Whether `file` is as the cache has it: by its stamp when that is settled, else by hashing its bytes.
    func lookUp(_ i: Int, _ file: SourcePath) -> Lookup {
        let pathHash = ContentHash.of(file.path)
        let row = disk.row(of: file.path, hash: pathHash)
        if let row, row.settled, let stamp = folders.stamp(of: file.path), stamp == row.stamp {
            keep(i, disk.entry(row, path: file.path), changed: row.age != 0, stamped: true)
            return .hit(active: row.active)
        }
        guard let (stamp, bytes) = FileStamp.read(file.path) else { return .miss(nil) }
        let hash = ContentHash.of(bytes)
        if let row, row.contentHash == hash {
            var entry = disk.entry(row, path: file.path)
            entry.stamp = stamp
            entry.settled = stamp.isSettled(at: started)
            keep(i, entry, changed: true)
            return .hit(active: row.active)
        }
        lock.lock()
        fresh[i] = (stamp, hash, pathHash)
        lock.unlock()
        return .miss(bytes)
    }

    /// A file pass 1 scanned: its declarations as added to its project, and whether a rule is
    /// active. A first run (no cache yet) records no declarations, only a digest of the bytes
    /// that stands for them: it writes what no run may need, and the first run that needs them
    /// scans the file again (`addKeptDeclarations`). Later runs record them.
    func scanned(_ i: Int, _ file: SourcePath, declared: FileDeclarations, active: Bool) {
        lock.lock()
        let read = fresh.removeValue(forKey: i)
        lock.unlock()
        guard let read else {
            lock.lock()
            unrecorded = true
            lock.unlock()
            return
        }
        if log { Console.note("cache: scanned \(file.path)\n") }
        var summary = Blob.none
        var digest = RunCache.declarationsDigest(contentHash: read.hash)
        if disk.rows.count > 0, let recorded = RunCache.encoded(declared) {
            summary = .new(recorded.bytes)
            digest = recorded.digest
        }
        keep(i, Entry(path: file.path, pathHash: read.pathHash, contentHash: read.hash, stamp: read.stamp,
                      settled: read.stamp.isSettled(at: started), active: active, summary: summary,
                      summaryDigest: digest, findings: nil, scanned: true), changed: true)
    }

    /// What stands for a file's declarations in `world` when they are not recorded: its bytes' hash.
    static func declarationsDigest(contentHash: UInt64) -> UInt64 { ContentHash.mix(contentHash, 0x5EED) }

    /// The record of `declared` and its hash; nil if it cannot be recorded.
    static func encoded(_ declared: FileDeclarations) -> (bytes: [UInt8], digest: UInt64)? {
        var w = ByteWriter(capacity: 2048)
        guard (try? w.declarations(declared)) != nil else { return nil }
        return (w.bytes, w.hash)
    }

    private func keep(_ i: Int, _ entry: Entry, changed: Bool, stamped known: Bool = false) {
        lock.lock()
        entries[i] = entry
        if changed { dirty = true }
        if known { stamped += 1 }
        lock.unlock()
    }

    // MARK: Between the passes

    /// Works out `world` once pass 1 has listed every file: the digest of each project's files'
    /// declarations, which projects see which, and the modules (equal digests mean equal project
    /// indexes). When some file will run its rules or have its findings checked against the
    /// declarations, adds those of the files pass 1 took from the cache to `own` (per project);
    /// else keeps them back, and `merge` (how the run joins `own` into project indexes) makes
    /// them whole should a file need them after all. `rescan` scans a file as pass 1 does, for
    /// kept files whose declarations were not recorded or do not read back.
    func settle(_ own: inout [Declarations], files: [SourcePath], visibility: [[Int]], modules: Set<String>,
                merge: @escaping ([Declarations]) -> [Declarations], rescan: @escaping (SourceFile, SourcePath) -> FileDeclarations) {
        lock.lock()
        self.rescan = rescan
        // Each file's digest under its project, in one order whatever order the files came in.
        var digests: [(project: Int, digest: UInt64)] = []
        digests.reserveCapacity(files.count)
        entries.forEach { i, entry in digests.append((files[i].project, entry.summaryDigest)) }
        digests.sort { ($0.project, $0.digest) < ($1.project, $1.digest) }
        var w = ByteWriter(capacity: digests.count * 9 + 1024)
        w.strings(modules.sorted())
        w.unsigned(UInt64(visibility.count))
        for visible in visibility {
            w.unsigned(UInt64(visible.count))
            for p in visible { w.int(p) }
        }
        var start = 0
        while start < digests.count {
            let project = digests[start].project
            var end = start
            while end < digests.count && digests[end].project == project { end += 1 }
            w.int(project)
            w.unsigned(UInt64(end - start))
            for k in start..<end { w.fixed(digests[k].digest) }
            start = end
        }
        world = unrecorded ? 0 : w.hash | 1
        var everyResultHolds = !needsBytes && world != 0
        entries.forEach { i, entry in
            if entry.active && !files[i].isContext && entry.findings?.world != world { everyResultHolds = false }
        }
        lock.unlock()
        if everyResultHolds {
            let partial = own
            makeIndexes = { [self] in
                var whole = partial
                addKeptDeclarations(&whole, files: files)
                return merge(whole)
            }
        } else {
            addKeptDeclarations(&own, files: files)
        }
    }

    /// `relevant` without the files whose kept findings are none and hold (same world, same
    /// target): pass 2 need not look at them, as it would only count them.
    func withoutQuietFiles(_ relevant: [Int], listed: [SourcePath], target: (String) -> Target) -> [Int] {
        guard world != 0 else { return relevant }
        lock.lock()
        var candidates: [(Int, UInt64)] = []
        entries.forEach { i, entry in
            if entry.active, let kept = entry.findings, kept.none, kept.world == world, !listed[i].isContext {
                candidates.append((i, kept.target))
            }
        }
        lock.unlock()
        var quiet: Set<Int> = []
        // Files come in path order: the files of one folder share its target, looked up once.
        var folder: Substring = "", folderTarget: UInt64 = 0
        for (i, kept) in candidates {
            let path = listed[i].path
            let here = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path[..<$0] } ?? ""
            if folder.isEmpty || here != folder {
                folder = here
                folderTarget = RunCache.digest(of: target(path))
            }
            if kept == folderTarget { quiet.insert(i) }
        }
        if quiet.isEmpty { return relevant }
        lock.lock()
        reused += quiet.count
        lock.unlock()
        return relevant.filter { !quiet.contains($0) }
    }

    /// Adds the declarations of each file pass 1 took from the cache to its project's, decoded
    /// on the run's threads, each into indexes of its own, joined at the end (a join only
    /// lists parts). A file whose declarations were not recorded (a first run's) or do not read
    /// back is read and scanned again, and its record kept for the next run; what stands for
    /// its declarations in `world` (its bytes) does not change.
    private func addKeptDeclarations(_ own: inout [Declarations], files: [SourcePath]) {
        lock.lock()
        var unscanned: [(Int, Blob, UInt64)] = []
        entries.forEach { i, entry in if !entry.scanned { unscanned.append((i, entry.summary, entry.contentHash)) } }
        lock.unlock()
        let kept = unscanned
        guard !kept.isEmpty else { return }
        let summaries = kept.contains { if case .old = $0.1 { true } else { false } } ? disk.summaries : nil
        let joined = Joined()
        let threads = max(1, min(jobs, kept.count))
        DispatchQueue.concurrentPerform(iterations: threads) { part in
            var mine: [Declarations] = []
            var recorded: [(Int, Blob?)] = []
            for k in stride(from: part, to: kept.count, by: threads) {
                let (i, summary, contentHash) = kept[k]
                var declared = RunCache.declarations(summary, in: summaries)
                if declared == nil {
                    // Scanned again from its bytes, if they are still the ones the cache knows.
                    guard let (_, bytes) = FileStamp.read(files[i].path), SourceText.problem(bytes) == nil,
                          ContentHash.of(bytes) == contentHash, let rescan else {
                        recorded.append((i, nil))
                        continue
                    }
                    if log { Console.note("cache: scanned again \(files[i].path)\n") }
                    let scanned = rescan(SourceFile(bytes: bytes), files[i])
                    declared = scanned
                    recorded.append((i, RunCache.encoded(scanned).map { .new($0.bytes) } ?? Blob.none))
                }
                guard let declared else { continue }
                let project = files[i].project
                while mine.count <= project { mine.append(Declarations()) }
                mine[project].add(declared)
            }
            joined.add(mine, recorded: recorded)
        }
        lock.lock()
        for part in joined.parts {
            scannedAgain += part.recorded.count
            for (i, summary) in part.recorded {
                if let summary {
                    entries[i]?.summary = summary
                } else {
                    // Changed since pass 1 found it unchanged: its findings are not kept.
                    entries[i]?.findings = nil
                }
                dirty = true
            }
        }
        lock.unlock()
        for part in joined.parts {
            while own.count < part.own.count { own.append(Declarations()) }
            for (project, d) in part.own.enumerated() { own[project].merge(d) }
        }
    }

    /// Project `project`'s whole index: `given` (the run's), or the one made whole once if pass 1
    /// left the unchanged files' declarations out.
    private func index(_ project: Int, given: Declarations) -> Declarations {
        indexLock.lock()
        defer { indexLock.unlock() }
        if let makeIndexes, indexes == nil { indexes = makeIndexes() }
        guard let indexes else { return given }
        return project < indexes.count ? indexes[project] : Declarations()
    }

    // MARK: Pass 2

    /// File `i`'s findings as the cache has them, if they hold: same target, and the project's
    /// declarations are those they were found with, or answer every question they asked alike.
    /// Nil means run the rules.
    func outcome(_ i: Int, project: Int, target: Target, declarations: Declarations) -> FileOutcome? {
        lock.lock()
        let entry = entries[i]
        lock.unlock()
        guard let entry, let kept = entry.findings, kept.target == RunCache.digest(of: target) else { return nil }
        if world == 0 || kept.world != world {
            guard answersHold(kept, project: project, in: index(project, given: declarations)) else { return nil }
            lock.lock()
            if world != 0 {
                entries[i]?.findings = kept.holding(in: world, project: project)
                dirty = true
            }
            reasked += 1
            lock.unlock()
        }
        var bytes: [UInt8] = []
        if needsBytes {
            guard let read = try? FileSystem.read(entry.path), ContentHash.of(read) == entry.contentHash else { return nil }
            bytes = read
        }
        let outcome = Loaded.bytes(of: kept.record, in: disk.findings) { raw -> FileOutcome? in
            var r = ByteReader(raw)
            guard let outcome = try? r.checked(bytes: bytes), r.isAtEnd else { return nil }
            return outcome
        }
        guard let outcome = outcome ?? nil else { return nil }
        lock.lock()
        reused += 1
        lock.unlock()
        return outcome
    }

    /// The declarations file `i`'s rules get: its project's whole index, noting what they read.
    func recording(_ i: Int, project: Int, _ declarations: Declarations) -> Declarations {
        var noting = index(project, given: declarations)
        noting.reads = DeclarationReads()
        if log {
            lock.lock()
            Console.note("cache: checked \(entries[i]?.path ?? "?")\n")
            lock.unlock()
        }
        return noting
    }

    /// After file `i`'s rules ran with `declarations` (from `recording`): keeps the outcome's
    /// findings, if its bytes are the ones pass 1 recorded (`readAgain`: pass 2 read them again).
    func store(_ i: Int, project: Int, _ outcome: FileOutcome, target: Target, declarations: Declarations, readAgain: Bool) {
        lock.lock()
        let entry = entries[i]
        lock.unlock()
        guard let entry, let reads = declarations.reads, outcome.problems.isEmpty, outcome.original.count == entry.stamp.size,
              !readAgain || ContentHash.of(outcome.original) == entry.contentHash else { return }
        var record = ByteWriter(capacity: 1024)
        record.checked(outcome)
        let questions = reads.questions
        // Each answer worked out once per run and project (files of one project ask much the
        // same), outside the lock: two threads may both work one out, never wait for each other.
        lock.lock()
        let unknown = questions.filter { answers[AnswerTable.Key(project: project, digest: $0.digest)] == nil }
        lock.unlock()
        var found: [(AnswerTable.Key, DeclarationRead, UInt64)] = []
        if !unknown.isEmpty {
            var quiet = declarations
            quiet.reads = nil
            found = unknown.map { (AnswerTable.Key(project: project, digest: $0.digest), $0.read, quiet.answer($0.read)) }
        }
        lock.lock()
        defer { lock.unlock() }
        for (key, read, answer) in found {
            answers[key] = answer
            asked[key] = read
        }
        entries[i]?.findings = Findings(world: world, target: RunCache.digest(of: target), project: project, record: .new(record.bytes),
                                        questions: .digests(questions.map(\.digest)),
                                        none: outcome.findings.isEmpty && outcome.remarks.isEmpty)
        dirty = true
    }

    /// Whether `declarations` (project `project`'s whole index) answers every question `kept`
    /// asked as the index they were found with did. Each answer is worked out once per run.
    private func answersHold(_ kept: Findings, project: Int, in declarations: Declarations) -> Bool {
        guard let digests = questions(of: kept), let table = disk.answers else { return false }
        var quiet = declarations
        quiet.reads = nil
        for digest in digests {
            guard let (read, answer) = table.entries[AnswerTable.Key(project: kept.project, digest: digest)] else { return false }
            let key = AnswerTable.Key(project: project, digest: digest)
            lock.lock()
            let known = answers[key]
            lock.unlock()
            let now = known ?? quiet.answer(read)
            if known == nil {
                lock.lock()
                answers[key] = now
                asked[key] = read
                lock.unlock()
            }
            if now != answer { return false }
        }
        return true
    }

    /// The question digests of kept findings, nil if they do not read back.
    private func questions(of kept: Findings) -> [UInt64]? {
        switch kept.questions {
        case .digests(let digests): return digests
        case .old(let extent): return disk.digests(extent)
        }
    }

    // MARK: After the run

    /// Whether each of the first `count` listed files was read with a settled stamp (`TreeSnapshot`);
    /// if so, hands each one's path and stamp to `each`, in order.
    func settledStamps(count: Int, _ each: (String, FileStamp) -> Void) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        for i in 0..<count {
            guard let entry = entries[i], entry.settled else { return false }
        }
        for i in 0..<count { if let entry = entries[i] { each(entry.path, entry.stamp) } }
        return true
    }

    /// Writes what the run learned, with the rows of files it did not list (aged), and prunes
    /// the cache folder; a run that learned nothing only marks the file as used.
    func save() {
        loading.wait()
        lock.lock()
        defer { lock.unlock() }
        if log {
            var listed = 0, scanned = 0
            entries.forEach { _, entry in
                listed += 1
                if entry.scanned { scanned += 1 }
            }
            Console.note("cache: \(listed) files listed, \(scanned) scanned, \(stamped) known unchanged by their stamp, "
                + "\(scannedAgain) scanned again for their declarations; findings of \(reused) files reused, "
                + "\(reasked) of them after asking the declarations\n")
        }
        guard dirty else {
            CacheFile.touch(path)
            return
        }
        // Every question a kept finding rests on was answered in this world by this run (its
        // file checked or its findings asked again), or in the same world by an earlier run.
        var table = world == disk.world ? disk.answers ?? AnswerTable() : AnswerTable()
        for (key, read) in asked { if let answer = answers[key] { table.entries[key] = (read, answer) } }
        // The run's files and the rows of files it did not list (aged), in the rows' order.
        enum Source { case listed(Int), kept(Int) }
        var order: [(hash: UInt64, source: Source)] = []
        entries.forEach { i, entry in order.append((entry.pathHash, .listed(i))) }
        order.sort { $0.hash < $1.hash }
        let disk = self.disk, entries = self.entries
        if disk.rows.count > 0 {
            // Both in path-hash order: one walk through them finds the rows no listed file has.
            let listedCount = order.count
            var listed = 0
            for k in 0..<disk.rows.count {
                let row = disk.rows[k]
                while listed < listedCount && order[listed].hash < row.pathHash { listed += 1 }
                if (listed == listedCount || order[listed].hash != row.pathHash) && row.age < RunCache.maxAge {
                    order.append((row.pathHash, .kept(k)))
                }
            }
            order.sort { $0.hash < $1.hash }
        }
        let writer = CacheWriter(loaded: disk, world: world, answers: table) { write in
            for (_, source) in order {
                switch source {
                case .listed(let i):
                    if let entry = entries[i] { write(entry) }
                case .kept(let k):
                    let row = disk.rows[k]
                    guard let path = disk.path(of: row) else { continue }
                    var entry = disk.entry(row, path: path)
                    entry.age = row.age + 1
                    write(entry)
                }
            }
        }
        if writer.save(key: key, to: path) { folder.prune() }
    }

    /// The declarations a summary record holds, nil if they do not read back.
    static func declarations(_ summary: Blob, in section: [UInt8]?) -> FileDeclarations? {
        let declared = Loaded.bytes(of: summary, in: section) { raw -> FileDeclarations? in
            var r = ByteReader(raw)
            guard let declared = try? r.declarations(), r.isAtEnd else { return nil }
            return declared
        }
        return declared ?? nil
    }
}

/// What the threads of `RunCache.addKeptDeclarations` decoded, each its own indexes, and the
/// records they made of files scanned again (nil: the file could not be).
private final class Joined: @unchecked Sendable {
    private let lock = Lock()
    private(set) var parts: [(own: [Declarations], recorded: [(Int, RunCache.Blob?)])] = []

    func add(_ own: [Declarations], recorded: [(Int, RunCache.Blob?)]) {
        lock.lock()
        parts.append((own, recorded))
        lock.unlock()
    }
}
