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
/// the answers its rules read from the project's declarations (`DeclarationReads`). Findings
/// are reused only for the same bytes, settings, target and answers, so a run with the cache
/// reports exactly what a run without it would; a second run of an unchanged tree stats or
/// hashes its files and runs no rule. See the README's "Cache" section.
///
/// Shared by the worker threads of both passes: what a run learns is kept under a lock, what
/// it loaded is only read.
final class RunCache: @unchecked Sendable {
    /// One file as the cache keeps it.
    struct Entry: Sendable {
        var contentHash: UInt64
        var stamp: FileStamp
        /// The stamp was settled when the hash was taken (`FileStamp.isSettled`): it may stand for the bytes.
        var settled: Bool
        /// Some rule has something to do in the file (it is checked in pass 2).
        var active: Bool
        /// The file's `FileDeclarations` as the scan left them, and their hash.
        var summary: ArraySlice<UInt8>
        var summaryDigest: UInt64
        var checked: Checked?
        /// Cache writes since a run last listed the file; past `RunCache.maxAge` it is dropped.
        var age: Int
    }

    /// A file's `check` findings and what they rest on.
    struct Checked: Sendable {
        /// `RunCache.digest(of:)` of the file's target.
        var target: UInt64
        /// The project declarations (`RunCache.world`) these findings are known to hold for.
        var world: UInt64
        /// The findings and remarks (`ByteWriter.checked(_:)`).
        var findings: ArraySlice<UInt8>
        /// Each question the rules asked the declarations, with the digest of the answer.
        var reads: ArraySlice<UInt8>
    }

    /// A file this run listed, and whether pass 1 scanned it (else its declarations are still in
    /// its summary). An unchanged file keeps only where its record is and what pass 1 and the
    /// step between the passes read of it; its entry is read from the record when needed.
    private struct Listed: Sendable {
        var path: String
        var record: Int?
        /// The entry when this run made or changed it (boxed: a listed file stays a few words).
        var changed: Box<Entry>?
        var scanned: Bool
        var active: Bool
        var summaryDigest: UInt64
        /// The world its findings hold for (nil: no findings kept).
        var checkedWorld: UInt64?
        var checkedTarget: UInt64?
        /// Its kept findings are none at all.
        var noFindings = false
        /// Its kept record can be written again byte for byte.
        var verbatim = false

        init(path: String, record: Int, header: Header) {
            self.path = path
            self.record = record
            verbatim = header.age == 0
            scanned = false
            active = header.active
            summaryDigest = header.summaryDigest
            checkedWorld = header.checked?.world
            checkedTarget = header.checked?.target
            noFindings = header.checked?.none ?? false
        }

        init(path: String, entry: Entry, scanned: Bool) {
            self.path = path
            changed = Box(entry)
            self.scanned = scanned
            active = entry.active
            summaryDigest = entry.summaryDigest
            checkedWorld = entry.checked?.world
            checkedTarget = entry.checked?.target
            noFindings = entry.checked.map { RunCache.isNone($0.findings) } ?? false
        }
    }

    /// The fixed fields of a record, read without its runs.
    struct Header: Sendable {
        var contentHash: UInt64
        var stamp: FileStamp
        var settled: Bool
        var active: Bool
        var summaryDigest: UInt64
        var age: Int
        var checked: Findings?

        /// What a record says of its findings without reading them.
        struct Findings: Sendable {
            var target: UInt64
            var world: UInt64
            /// The file has no findings (not even a remark).
            var none: Bool
        }
    }

    /// What pass 1 tells the run of a file.
    enum Lookup {
        /// Unchanged: its declarations are the cache's; `active` tells whether pass 2 looks at it.
        case hit(active: Bool)
        /// Scan it: its bytes when the cache read them (nil: read them as usual, they could not be).
        case miss([UInt8]?)
    }

    static let maxAge = 8

    let path: String
    let key: UInt64
    private let folder: CacheFolder
    /// When the run started, wall clock, for `FileStamp.isSettled`.
    private let started = FileStamp.now()
    /// Reports that read the file's text (SARIF, baselines) read kept files again, checking their hash.
    private let needsBytes: Bool

    /// The cache file as loaded (its payload after the header), and where each path's record
    /// starts in it, by the path's hash: read on another thread while the folders are walked.
    private var payload: [UInt8] { waitForLoad(); return loadedPayload }
    private var offsets: [UInt64: Int] { waitForLoad(); return loadedOffsets }
    private var loadedPayload: [UInt8] = []
    private var loadedOffsets: [UInt64: Int] = [:]
    private let loading = DispatchGroup()
    private var listed = Numbered<Listed>()
    /// Stamps and hashes of files read in pass 1 and not found unchanged, until they are scanned.
    private var fresh: [Int: (stamp: FileStamp, hash: UInt64)] = [:]
    /// Some scanned file has no summary in the cache: the project's declarations cannot be told from the cache.
    private var unrecorded = false
    private var dirty = false
    /// A kept summary could not be read back: the run's project indexes are not whole.
    private var damaged = false
    private let lock = Lock()
    /// `LISTFIX_CACHE_LOG`: name on standard error each file scanned and each file whose rules
    /// ran, and count the rest, for tests and measurements.
    private let log = Environment.value("LISTFIX_CACHE_LOG") != nil
    private var reused = 0, reasked = 0, stamped = 0
    /// Answers worked out this run, by project (see `answers(_:project:in:)`).
    private var answerMemo: [Int: [DeclarationRead: UInt64]] = [:]

    /// The digest of every listed file's declarations, the projects and their modules: equal
    /// digests mean equal project indexes. 0 when not known.
    private(set) var world: UInt64 = 0
    /// The run's project indexes once whole, and how to make them whole if pass 1 left the
    /// unchanged files' declarations out (no file seemed to need them).
    private var indexes: [Declarations]?
    private var makeIndexes: (() -> [Declarations])?

    /// The cache for this run, or nil when it does not use one: `--no-cache`, `fix`, standard
    /// input, or no cache folder that can be created.
    init?(options: Options, engine: Engine) {
        guard !options.noCache, options.command == .check, options.paths != ["-"],
              let folder = CacheFolder(options: options), folder.create() else { return nil }
        self.folder = folder
        needsBytes = options.format == .sarif || options.baselinePath != nil || options.writeBaselinePath != nil
        key = RunCache.key(options: options, engine: engine)
        path = folder.folder + "/" + String(key, radix: 16) + CacheFolder.suffix
        loading.enter()
        DispatchQueue.global().async { [self] in
            loadedPayload = CacheFile.load(path, key: key) ?? []
            loadedOffsets = RunCache.index(loadedPayload, from: CacheFile.headerSize) ?? [:]
            loading.leave()
        }
    }

    /// Waits for the load, once; after it a finished group answers at once.
    private func waitForLoad() { loading.wait() }

    // MARK: Pass 1

    /// Whether `file` is as the cache has it: by its stamp when that is settled, else by hashing its bytes.
    func lookUp(_ i: Int, _ file: SourcePath) -> Lookup {
        let record = self.record(file.path)
        if let (offset, header) = record, header.settled, let stamp = FileStamp.of(file.path), stamp == header.stamp {
            keep(i, Listed(path: file.path, record: offset, header: header), changed: header.age != 0)
            if log { lock.lock(); stamped += 1; lock.unlock() }
            return .hit(active: header.active)
        }
        guard let (stamp, bytes) = FileStamp.read(file.path) else { return .miss(nil) }
        let hash = ContentHash.of(bytes)
        if let (offset, header) = record, header.contentHash == hash, var entry = RunCache.entry(payload, at: offset)?.1 {
            entry.stamp = stamp
            entry.settled = stamp.isSettled(at: started)
            entry.age = 0
            keep(i, Listed(path: file.path, entry: entry, scanned: false), changed: true)
            return .hit(active: entry.active)
        }
        lock.lock()
        fresh[i] = (stamp, hash)
        lock.unlock()
        return .miss(bytes)
    }

    /// A file pass 1 scanned: its declarations as added to its project, and whether a rule is active.
    func scanned(_ i: Int, _ file: SourcePath, declared: FileDeclarations, active: Bool) {
        lock.lock()
        let read = fresh.removeValue(forKey: i)
        lock.unlock()
        var w = ByteWriter()
        guard let read, (try? w.declarations(declared)) != nil else {
            lock.lock()
            unrecorded = true
            lock.unlock()
            return
        }
        if log { Console.err("cache: scanned \(file.path)\n") }
        let entry = Entry(contentHash: read.hash, stamp: read.stamp, settled: read.stamp.isSettled(at: started), active: active,
                          summary: w.bytes[...], summaryDigest: w.hash, checked: nil, age: 0)
        keep(i, Listed(path: file.path, entry: entry, scanned: true), changed: true)
    }

    private func keep(_ i: Int, _ file: Listed, changed: Bool) {
        lock.lock()
        listed[i] = file
        if changed { dirty = true }
        lock.unlock()
    }

    // MARK: Between the passes

    /// Works out `world` once pass 1 has listed every file: the digest of each project's files'
    /// declarations, which projects see which, and the modules (equal digests mean equal project
    /// indexes). When some file will run its rules or have its findings checked against the
    /// declarations, adds those of the files pass 1 took from the cache to `own` (per project);
    /// else keeps them back, and `merge` (how the run joins `own` into project indexes) makes
    /// them whole should a file need them after all.
    func settle(_ own: inout [Declarations], files: [SourcePath], visibility: [[Int]], modules: Set<String>,
                merge: @escaping ([Declarations]) -> [Declarations]) {
        lock.lock()
        defer { lock.unlock() }
        var byProject: [Int: [UInt64]] = [:]
        var everyResultHolds = !needsBytes
        listed.forEach { i, file in
            byProject[files[i].project, default: []].append(file.summaryDigest)
            if file.active && !files[i].isContext && file.checkedWorld == nil { everyResultHolds = false }
        }
        var w = ByteWriter()
        w.strings(modules.sorted())
        w.unsigned(UInt64(visibility.count))
        for visible in visibility {
            w.unsigned(UInt64(visible.count))
            for p in visible { w.int(p) }
        }
        for project in byProject.keys.sorted() {
            w.int(project)
            w.hashes(byProject[project]!.sorted())
        }
        world = unrecorded ? 0 : w.hash | 1
        if everyResultHolds {
            listed.forEach { i, file in
                if file.active && !files[i].isContext && (world == 0 || file.checkedWorld != world) { everyResultHolds = false }
            }
        }
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
        let quiet = quietFiles(listed, target: target)
        return quiet.isEmpty ? relevant : relevant.filter { !quiet.contains($0) }
    }

    private func quietFiles(_ files: [SourcePath], target: (String) -> Target) -> Set<Int> {
        guard world != 0 else { return [] }
        lock.lock()
        var candidates: [Int] = []
        listed.forEach { i, file in
            if file.active && file.noFindings && file.checkedWorld == world && !files[i].isContext { candidates.append(i) }
        }
        let targets = candidates.map { listed[$0]!.checkedTarget }
        lock.unlock()
        var quiet: Set<Int> = []
        for (i, kept) in zip(candidates, targets) where kept == RunCache.digest(of: target(files[i].path)) { quiet.insert(i) }
        if log {
            lock.lock()
            reused += quiet.count
            lock.unlock()
        }
        return quiet
    }

    /// Adds the declarations of each file pass 1 took from the cache to its project's.
    /// Decoded on two threads, each into indexes of its own, joined at the end (a join only lists parts).
    private func addKeptDeclarations(_ own: inout [Declarations], files: [SourcePath]) {
        let kept = listed.present.filter { !$0.1.scanned }
        let joined = Joined()
        DispatchQueue.concurrentPerform(iterations: 2) { half in
            var mine: [Declarations] = []
            var broken = false
            for k in stride(from: half, to: kept.count, by: 2) {
                let (i, file) = kept[k]
                guard let summary = entry(of: file)?.summary, let declared = RunCache.declarations(summary) else {
                    broken = true
                    continue
                }
                let project = files[i].project
                while mine.count <= project { mine.append(Declarations()) }
                mine[project].add(declared)
            }
            joined.add(mine, damaged: broken)
        }
        for half in joined.halves {
            if half.damaged { damaged = true }
            while own.count < half.own.count { own.append(Declarations()) }
            for (project, d) in half.own.enumerated() { own[project].merge(d) }
        }
    }

    /// Project `project`'s whole index: `given` (the run's), or the one made whole once if
    /// pass 1 left the unchanged files' declarations out. Nil if they could not be read back.
    private func index(_ project: Int, given: Declarations) -> Declarations? {
        lock.lock()
        defer { lock.unlock() }
        if let makeIndexes, indexes == nil { indexes = makeIndexes() }
        if damaged { return nil }
        guard let indexes else { return given }
        return project < indexes.count ? indexes[project] : Declarations()
    }

    // MARK: Pass 2

    /// File `i`'s findings as the cache has them, if they hold: same target, and the project's
    /// declarations are those they were found with, or answer every question they asked alike.
    /// Nil means run the rules.
    func outcome(_ i: Int, project: Int, target: Target, declarations: Declarations) -> FileOutcome? {
        lock.lock()
        let file = listed[i]
        lock.unlock()
        guard let file, let entry = entry(of: file), let checked = entry.checked, checked.target == RunCache.digest(of: target) else { return nil }
        if world == 0 || checked.world != world {
            guard let reads = RunCache.decodeReads(checked.reads), let index = index(project, given: declarations),
                  answersAlike(reads, project: project, in: index) else { return nil }
            var updated = entry
            if world != 0 { updated.checked!.world = world }
            keep(i, Listed(path: file.path, entry: updated, scanned: file.scanned), changed: true)
            if log { lock.lock(); reasked += 1; lock.unlock() }
        }
        if log { lock.lock(); reused += 1; lock.unlock() }
        var bytes: [UInt8] = []
        if needsBytes {
            guard let read = try? FileSystem.read(file.path), ContentHash.of(read) == entry.contentHash else { return nil }
            bytes = read
        }
        return checked.findings.withUnsafeBytes { raw -> FileOutcome? in
            var r = ByteReader(raw)
            guard let outcome = try? r.checked(bytes: bytes), r.isAtEnd else { return nil }
            return outcome
        }
    }

    /// The declarations file `i`'s rules get: its project's whole index, noting what they read.
    func recording(_ i: Int, project: Int, _ declarations: Declarations) throws -> Declarations {
        guard var noting = index(project, given: declarations) else {
            lock.lock()
            let path = listed[i]?.path
            lock.unlock()
            throw FileError(path: path ?? "listfix", message: "the cache could not be read back; run again (it was removed) or use --no-cache")
        }
        noting.reads = DeclarationReads()
        if log {
            lock.lock()
            Console.err("cache: checked \(listed[i]?.path ?? "?")\n")
            lock.unlock()
        }
        return noting
    }

    /// After file `i`'s rules ran with `declarations`: keeps the outcome's findings, if its bytes
    /// are the ones pass 1 recorded.
    func store(_ i: Int, project: Int, _ outcome: FileOutcome, target: Target, declarations: Declarations) {
        lock.lock()
        let listedFile = listed[i]
        lock.unlock()
        guard let listedFile, var updated = entry(of: listedFile), let reads = declarations.reads, outcome.problems.isEmpty,
              ContentHash.of(outcome.original) == updated.contentHash else { return }
        var d = ByteWriter()
        d.checked(outcome)
        var r = ByteWriter()
        let questions = reads.questions
        r.unsigned(UInt64(questions.count))
        var quiet = declarations
        quiet.reads = nil
        for (read, answer) in zip(questions, answers(questions, project: project, in: quiet)) {
            r.byte(read.kind.rawValue)
            r.string(read.key)
            r.fixed(answer)
        }
        updated.checked = Checked(target: RunCache.digest(of: target), world: world, findings: d.bytes[...], reads: r.bytes[...])
        keep(i, Listed(path: listedFile.path, entry: updated, scanned: listedFile.scanned), changed: true)
    }

    /// The digests of `declarations`' answers to `reads`: files of one project ask much the same,
    /// so each answer is worked out once per run (and the lock taken twice per file, not per answer).
    private func answers(_ reads: [DeclarationRead], project: Int, in declarations: Declarations) -> [UInt64] {
        lock.lock()
        let memo = answerMemo[project] ?? [:]
        lock.unlock()
        var found: [DeclarationRead: UInt64] = [:]
        let digests = reads.map { read in
            if let known = memo[read] { return known }
            let digest = declarations.answer(read)
            found[read] = digest
            return digest
        }
        if !found.isEmpty {
            lock.lock()
            answerMemo[project, default: [:]].merge(found) { old, _ in old }
            lock.unlock()
        }
        return digests
    }

    /// Whether `declarations` answer every question of `reads` as recorded (a 0 never matches).
    private func answersAlike(_ reads: [(read: DeclarationRead, answer: UInt64)], project: Int, in declarations: Declarations) -> Bool {
        var quiet = declarations
        quiet.reads = nil
        return reads.allSatisfy { $0.answer != 0 }
            && zip(reads, answers(reads.map(\.read), project: project, in: quiet)).allSatisfy { $0.answer == $1 }
    }

    // MARK: After the run

    /// Writes what the run learned, with the entries of files it did not list (aged), and prunes
    /// the cache folder; a run that learned nothing only marks the file as used.
    func save() {
        lock.lock()
        defer { lock.unlock() }
        if log {
            Console.err("cache: \(listed.present.count) files listed, \(listed.present.count { $0.1.scanned }) scanned, \(stamped) known unchanged by their stamp; "
                + "findings of \(reused) files reused, \(reasked) of them after asking the declarations\n")
        }
        if damaged {
            unlink(path)
            return
        }
        guard dirty else {
            CacheFile.touch(path)
            return
        }
        // Unchanged records are copied as they are; the others are written anew.
        enum Record { case kept(Range<Int>), written(String, Entry) }
        let payload = self.payload
        var records: [Record] = []
        var seen: Set<UInt64> = []
        listed.forEach { _, file in
            seen.insert(ContentHash.of(file.path))
            if file.verbatim, let offset = file.record, let range = RunCache.extent(payload, at: offset) {
                records.append(.kept(range))
            } else if var entry = entry(of: file) {
                entry.age = 0
                records.append(.written(file.path, entry))
            }
        }
        for (hash, offset) in offsets.sorted(by: { $0.value < $1.value }) where !seen.contains(hash) {
            guard let (p, entry) = RunCache.entry(payload, at: offset), entry.age < RunCache.maxAge else { continue }
            var aged = entry
            aged.age += 1
            records.append(.written(p, aged))
        }
        var w = ByteWriter(capacity: payload.count + records.count * 64)
        var body = ByteWriter(capacity: 4096)
        w.unsigned(UInt64(records.count))
        for record in records {
            switch record {
            case .kept(let range): w.raw(payload[range])
            case .written(let p, let e): RunCache.encode(p, e, into: &w, scratch: &body)
            }
        }
        if w.withBytes({ CacheFile.save($0, key: key, to: path) }) { folder.prune() }
    }

    // MARK: Records

    /// Where the kept record of `path` is, and its fixed fields, if there is one.
    private func record(_ path: String) -> (Int, Header)? {
        var path = path
        let payload = self.payload
        return path.withUTF8 { utf8 -> (Int, Header)? in
            guard let offset = offsets[ContentHash.of(UnsafeRawBufferPointer(utf8))] else { return nil }
            return payload.withUnsafeBytes { raw -> (Int, Header)? in
                var r = ByteReader(raw, range: offset..<raw.count)
                guard let stored = try? r.span(), stored.count == utf8.count,
                      memcmp(raw.baseAddress! + stored.lowerBound, utf8.baseAddress!, utf8.count) == 0,
                      let body = try? r.span() else { return nil }
                var b = ByteReader(raw, range: body)
                guard let header = try? b.header() else { return nil }
                return (offset, header)
            }
        }
    }

    /// A listed file's whole entry: the one this run made, else its kept record's.
    private func entry(of file: Listed) -> Entry? {
        if let changed = file.changed { return changed.value }
        return file.record.flatMap { RunCache.entry(payload, at: $0)?.1 }
    }
}

/// What the threads of `RunCache.addKeptDeclarations` decoded, each its own indexes.
private final class Joined: @unchecked Sendable {
    private let lock = Lock()
    private(set) var halves: [(own: [Declarations], damaged: Bool)] = []

    func add(_ own: [Declarations], damaged: Bool) {
        lock.lock()
        halves.append((own, damaged))
        lock.unlock()
    }
}
