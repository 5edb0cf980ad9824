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
              options.format != .sarif, options.baselinePath == nil, options.writeBaselinePath == nil,
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
    /// replayed: `files` (each listed file's path and its settled stamp) is nil, or the record
    /// was spoiled. Written to a temporary file and renamed into place, as the cache file is.
    func save(record: TreeRecord, files: [(path: String, stamp: FileStamp)]?, printed: [(fd: Int32, bytes: [UInt8])], status: Int32) {
        guard let files, let inputs = record.inputs else {
            unlink(path)
            return
        }
        var w = ByteWriter(capacity: 64 + files.count * 96 + inputs.count * 64)
        w.int(Int(status))
        w.unsigned(UInt64(files.count))
        w.unsigned(UInt64(inputs.count + files.count))
        for input in inputs { TreeSnapshot.write(&w, input.kind, input.path, input.stamp) }
        for file in files { TreeSnapshot.write(&w, .file, file.path, file.stamp) }
        w.unsigned(UInt64(printed.count))
        for chunk in printed {
            w.byte(UInt8(chunk.fd))
            w.blob(chunk.bytes)
        }
        var out = TreeSnapshot.magic
        out.reserveCapacity(out.count + 16 + w.count)
        var head = ByteWriter(capacity: 16)
        head.fixed(key)
        head.fixed(w.hash)
        out += head.bytes
        w.withBytes { out.append(contentsOf: $0) }
        let temporary = path + CacheFile.temporaryMark + String(getpid()) + "-" + String(UInt32.random(in: 0...UInt32.max), radix: 16)
        guard (try? FileSystem.write(temporary, out)) != nil, rename(temporary, path) == 0 else {
            unlink(temporary)
            return
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
