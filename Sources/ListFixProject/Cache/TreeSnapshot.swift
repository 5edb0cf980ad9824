#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ListFixKit

/// A `check` of one folder as its last run left it: the stamps of everything that run read
/// (`TreeRecord`, and each listed file's stamp from `RunCache`), what it printed and its exit
/// status. A run with the same settings that finds every stamp unchanged would read the same
/// bytes and print the same report, so it prints the kept report and ends: it walks no folder
/// and opens no source file, only stats them (as git's index and Ruff's cache do). Every stamp
/// kept had settled before the run that kept it read its bytes (`FileStamp.isSettled`): a file
/// written within that time, even with the same size and modification time, is never taken
/// as unchanged. Any difference, or a damaged or foreign file, and the run is an ordinary one,
/// which keeps a new snapshot.
struct TreeSnapshot {
    /// Next to the cache files, pruned with them (`CacheFolder.prune`).
    static let suffix = ".lft"
    private static let magic = Array("LFTREE1\n".utf8)

    let path: String
    let key: UInt64

    /// The snapshot of this run's settings, or nil when a run like it is never replayed: not
    /// `check` of one folder with the cache, or a report that reads more than the tree
    /// (a baseline, git's changed lines, SARIF's file texts).
    init?(options: Options, engine: Engine) {
        guard options.command == .check, !options.noCache, options.paths.count == 1, options.paths != ["-"],
              options.format != .sarif, options.format != .rdjson, options.baselinePath == nil, options.writeBaselinePath == nil,
              options.diffBase == nil, options.verifyCommand == nil, options.patchPath == nil,
              options.reviewPath == nil, !options.interactive, FileSystem.isFolder(options.paths[0]),
              let folder = CacheFolder(options: options) else { return nil }
        key = TreeSnapshot.key(options: options, engine: engine)
        path = folder.folder + "/" + String(key, radix: 16) + TreeSnapshot.suffix
    }

    /// The cache's key (the rules and their settings, the build, the working folder) and the
    /// settings that shape the report and the walk.
    static func key(options: Options, engine: Engine) -> UInt64 {
        var w = ByteWriter()
        w.fixed(RunCache.key(options: options, engine: engine))
        w.strings(options.paths)
        w.string(options.format.rawValue)
        w.bool(options.quiet)
        w.bool(options.statistics)
        w.bool(options.exitZero)
        w.string(options.failOn.rawValue)
        w.bool(options.color)
        w.strings(options.excludes.typed)
        w.strings(options.excludes.anchored)
        w.string(options.excludes.base)
        return w.hash
    }

    // MARK: Replay

    /// Prints the kept report and gives its exit status, if every stamp is as kept; nil otherwise.
    func replay() -> Int32? {
        guard let bytes = try? FileSystem.read(path) else { return nil }
        let kept: Int32? = bytes.withUnsafeBytes { raw -> Int32? in
            guard raw.count > TreeSnapshot.magic.count + 16, raw.prefix(TreeSnapshot.magic.count).elementsEqual(TreeSnapshot.magic) else { return nil }
            var r = ByteReader(raw, range: TreeSnapshot.magic.count..<raw.count)
            guard let storedKey = try? r.fixed(), storedKey == key, let hash = try? r.fixed() else { return nil }
            let bodyStart = raw.count - r.remaining
            guard ContentHash.of(UnsafeRawBufferPointer(rebasing: raw[bodyStart...])) == hash else { return nil }
            return try? replay(&r, raw)
        }
        guard let kept else { return nil }
        CacheFile.touch(path)
        return kept
    }

    /// Reads the body: checks each stamp, then prints the report; nil if a stamp differs.
    private func replay(_ r: inout ByteReader, _ raw: UnsafeRawBufferPointer) throws -> Int32? {
        let status = Int32(truncatingIfNeeded: try r.int())
        let listed = try r.count()
        let inputs = try r.count()
        for _ in 0..<inputs {
            guard let kind = TreeRecord.Kind(rawValue: try r.byte()) else { throw ByteReader.Malformed() }
            let span = try r.span()
            guard span.count > 1, raw[span.upperBound - 1] == 0 else { throw ByteReader.Malformed() }
            let stamp = kind == .walked || kind == .file ? try TreeSnapshot.stamp(&r) : nil
            let cPath = raw.baseAddress!.advanced(by: span.lowerBound).assumingMemoryBound(to: CChar.self)
            var st = stat()
            let found = kind == .walked ? stat(cPath, &st) == 0 : lstat(cPath, &st) == 0
            switch kind {
            case .absent: if found { return nil }
            case .folder: if !found || st.st_mode & S_IFMT != S_IFDIR { return nil }
            case .walked: if !found || st.st_mode & S_IFMT != S_IFDIR || FileStamp(st) != stamp { return nil }
            case .file: if !found || st.st_mode & S_IFMT != S_IFREG || FileStamp(st) != stamp { return nil }
            }
        }
        let chunks = try r.count()
        var printed: [(Int32, Range<Int>)] = []
        for _ in 0..<chunks {
            let fd = Int32(try r.byte())
            guard fd == 1 || fd == 2 else { throw ByteReader.Malformed() }
            printed.append((fd, try r.span()))
        }
        guard r.isAtEnd else { throw ByteReader.Malformed() }
        if Environment.value("LISTFIX_CACHE_LOG") != nil {
            Console.note("cache: \(listed) files listed, 0 scanned, \(listed) known unchanged by their stamp, 0 scanned again for their "
                + "declarations; the tree is as the last run read it: its report is printed again\n")
        }
        for (fd, span) in printed { Console.put(Array(raw[span]), to: fd) }
        return status
    }

    private static func stamp(_ r: inout ByteReader) throws -> FileStamp {
        FileStamp(device: try r.fixed(), inode: try r.fixed(), size: try r.int(),
                  modified: Int64(bitPattern: try r.fixed()), changed: Int64(bitPattern: try r.fixed()))
    }

    // MARK: Keeping one

    /// Keeps what a run printed and read, or removes the old snapshot when the run cannot be
    /// replayed: the record was spoiled, or `files` gives false (some listed file was not read
    /// with a settled stamp); else `files` hands each listed file's path and stamp to its argument.
    /// Written in pieces to a temporary file (its header last) and renamed into place, as the cache
    /// file is: a big tree's snapshot is never whole in memory.
    func save(record: TreeRecord, files: (_ each: (String, FileStamp) -> Void) -> Bool, fileCount: Int,
              printed: [(fd: Int32, bytes: [UInt8])], status: Int32) {
        guard let inputs = record.inputs else { return remove() }
        let temporary = path + CacheFile.temporaryMark + String(getpid()) + "-" + String(UInt32.random(in: 0...UInt32.max), radix: 16)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return }
        var sink = Sink(fd: fd, offset: TreeSnapshot.magic.count + 16)
        var w = ByteWriter(capacity: Sink.piece + 4096)
        w.int(Int(status))
        w.unsigned(UInt64(fileCount))
        w.unsigned(UInt64(inputs.count + fileCount))
        for input in inputs {
            TreeSnapshot.write(&w, input.kind, input.path, input.stamp)
            sink.flush(&w)
        }
        var listed = 0
        let settled = files { path, stamp in
            TreeSnapshot.write(&w, .file, path, stamp)
            sink.flush(&w)
            listed += 1
        }
        w.unsigned(UInt64(printed.count))
        for chunk in printed {
            w.byte(UInt8(chunk.fd))
            w.blob(chunk.bytes)
            sink.flush(&w)
        }
        sink.flush(&w, all: true)
        var head = ByteWriter(capacity: 32)
        head.raw(TreeSnapshot.magic)
        head.fixed(key)
        head.fixed(sink.hash.finish())
        let headWritten = head.withBytes { pwrite(fd, $0.baseAddress!, $0.count, 0) == $0.count }
        let closed = close(fd) == 0
        guard settled, listed == fileCount, !sink.failed, headWritten, closed, rename(temporary, path) == 0 else {
            unlink(temporary)
            return remove()
        }
    }

    /// Removes the snapshot: the last run left nothing a later run may replay.
    private func remove() { unlink(path) }

    /// Where the body goes, piece by piece, hashed as it is written.
    private struct Sink {
        static let piece = 1 << 16
        let fd: Int32
        var offset: Int
        var hash = ContentHash.Stream()
        var failed = false

        /// Writes what `w` holds once it is a piece (or, with `all`, whatever it holds), and empties it.
        mutating func flush(_ w: inout ByteWriter, all: Bool = false) {
            guard w.count >= Sink.piece || (all && w.count > 0) else { return }
            w.withBytes { bytes in
                hash.update(bytes)
                var done = 0
                while done < bytes.count && !failed {
                    let n = pwrite(fd, bytes.baseAddress! + done, bytes.count - done, off_t(offset + done))
                    if n < 0 && errno == EINTR { continue }
                    if n <= 0 { failed = true }
                    done += max(n, 0)
                }
            }
            offset += w.count
            w.reset()
        }
    }

    private static func write(_ w: inout ByteWriter, _ kind: TreeRecord.Kind, _ path: String, _ stamp: FileStamp?) {
        w.byte(kind.rawValue)
        w.blob(Array(path.utf8) + [0])
        guard kind == .walked || kind == .file, let stamp else { return }
        w.fixed(stamp.device)
        w.fixed(stamp.inode)
        w.int(stamp.size)
        w.fixed(UInt64(bitPattern: stamp.modified))
        w.fixed(UInt64(bitPattern: stamp.changed))
    }
}
