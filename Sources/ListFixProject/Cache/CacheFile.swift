#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ListFixKit

/// One cache file: a header that names what it is for (a magic number, the format, the key of
/// the run that wrote it) and the world its findings hold for (`RunCache.world`), then
/// sections, each with its offset, length and xxHash64, read only when a run needs them: a run
/// over an unchanged tree reads the rows, the paths and the findings, not the declarations. A
/// truncated, corrupt or foreign file fails the header's check or a section's and is ignored.
/// Written to a temporary file in the same folder and renamed over the old one, so a reader
/// (which keeps its file open) sees one file whole, and of two runs writing at once the last
/// rename wins.
enum CacheFile {
    /// The sections, in file order: the ones every run reads first.
    enum Section: Int, CaseIterable {
        /// `CacheRow`s, sorted by their path's hash.
        case rows
        /// The rows' paths, as bytes.
        case paths
        /// Each row's `check` findings and remarks (`ByteWriter.checked(_:)`).
        case findings
        /// Each row's questions to the project index, as digests (`DeclarationRead.digest`).
        case questions
        /// The answers of the world's index to every question a row asks (`AnswerTable`).
        case answers
        /// Each row's declarations (`ByteWriter.declarations(_:)`).
        case summaries
    }

    static let magic = Array("LFXCACHE".utf8)
    /// Bumped whenever a record's shape changes.
    static let format: UInt64 = 19
    /// Magic, format, key, world, each section's offset, length and hash, the header's own hash.
    static let headerSize = 32 + Section.allCases.count * 24 + 8
    /// In the names of temporary files (pruned when a killed run leaves one).
    static let temporaryMark = ".tmp-"

    /// Where a section lies in the file, and the hash of its bytes.
    struct Extent {
        var offset: Int
        var length: Int
        var checksum: UInt64
    }

    /// An open cache file whose header matched: its sections read on demand, each checked.
    final class Reader: @unchecked Sendable {
        private let fd: Int32
        let world: UInt64
        private let extents: [Extent]

        /// Opens the file at `path` if it is whole as far as its header tells and was written for `key`.
        init?(path: String, key: UInt64) {
            let fd = open(path, O_RDONLY | O_CLOEXEC)
            guard fd >= 0 else { return nil }
            var st = stat()
            var header = [UInt8](repeating: 0, count: CacheFile.headerSize)
            guard fstat(fd, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG,
                  CacheFile.readAll(fd, into: &header, at: 0),
                  let parsed = CacheFile.parseHeader(header, key: key, fileSize: Int(st.st_size)) else {
                close(fd)
                return nil
            }
            self.fd = fd
            world = parsed.world
            extents = parsed.extents
        }

        deinit { close(fd) }

        /// The bytes of `section`, nil if they cannot be read or do not match their hash.
        func read(_ section: Section) -> [UInt8]? {
            let extent = extents[section.rawValue]
            var bytes = [UInt8](unsafeUninitializedCapacity: extent.length) { _, count in count = extent.length }
            guard CacheFile.readAll(fd, into: &bytes, at: extent.offset), ContentHash.of(bytes) == extent.checksum else { return nil }
            return bytes
        }
    }

    /// The world and the sections' extents if `header` is one for `key` whose sections fit a
    /// file of `fileSize` bytes, one after the other.
    static func parseHeader(_ header: [UInt8], key: UInt64, fileSize: Int) -> (world: UInt64, extents: [Extent])? {
        header.withUnsafeBytes { raw -> (world: UInt64, extents: [Extent])? in
            var r = ByteReader(raw)
            guard (try? r.matches(magic)) == true, (try? r.fixed()) == format, (try? r.fixed()) == key,
                  let world = try? r.fixed() else { return nil }
            var extents: [Extent] = []
            var next = headerSize
            for _ in Section.allCases {
                guard let offset = try? r.fixed(), let length = try? r.fixed(), let checksum = try? r.fixed(),
                      offset == UInt64(next), length <= UInt64(fileSize - next) else { return nil }
                extents.append(Extent(offset: next, length: Int(length), checksum: checksum))
                next += Int(length)
            }
            guard next == fileSize, let own = try? r.fixed(),
                  own == ContentHash.of(UnsafeRawBufferPointer(rebasing: raw[..<(headerSize - 8)])) else { return nil }
            return (world, extents)
        }
    }

    /// Writes a cache file through a temporary file in its folder, all sections at once: their
    /// lengths are known first, so each has its place in the file, and a run's entries are
    /// gone through once, each adding to every section. Bytes are buffered and hashed per
    /// section as they pass; the header goes in last, and `finish` renames the file into place.
    /// Dropped unfinished, it removes its temporary file.
    final class Writer {
        /// One section being written: where its next bytes go, those buffered, its hash so far.
        private struct Stream {
            let extent: Extent
            var next: Int
            let buffer: UnsafeMutableRawPointer
            var buffered = 0
            var hash = ContentHash.Stream()
        }

        private let path: String
        private let temporary: String
        private var fd: Int32
        private var streams: [Stream] = []
        private static let capacity = 1 << 16
        private var failed = false

        /// A writer of the cache file at `path` whose sections are `lengths` bytes long (one per
        /// `Section`, in order); nil if its temporary file cannot be created.
        init?(path: String, lengths: [Int]) {
            precondition(lengths.count == Section.allCases.count)
            self.path = path
            temporary = path + temporaryMark + String(getpid()) + "-" + String(UInt32.random(in: 0...UInt32.max), radix: 16)
            fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            guard fd >= 0 else { return nil }
            var offset = headerSize
            for length in lengths {
                streams.append(Stream(extent: Extent(offset: offset, length: length, checksum: 0), next: offset,
                                      buffer: .allocate(byteCount: Writer.capacity, alignment: 16)))
                offset += length
            }
        }

        deinit {
            for stream in streams { stream.buffer.deallocate() }
            if fd >= 0 {
                close(fd)
                unlink(temporary)
            }
        }

        /// Appends `bytes` to `section`.
        func write(_ section: Section, _ bytes: UnsafeRawBufferPointer) {
            guard let base = bytes.baseAddress, bytes.count > 0 else { return }
            let k = section.rawValue
            streams[k].hash.update(bytes)
            if streams[k].buffered + bytes.count > Writer.capacity { flush(k) }
            if bytes.count >= Writer.capacity {
                failed = failed || !pwriteAll(bytes, at: streams[k].next)
                streams[k].next += bytes.count
            } else {
                (streams[k].buffer + streams[k].buffered).copyMemory(from: base, byteCount: bytes.count)
                streams[k].buffered += bytes.count
            }
        }

        func write(_ section: Section, _ bytes: [UInt8]) { bytes.withUnsafeBytes { write(section, $0) } }

        /// Writes the header for `key` and `world` and puts the file in place; false if it could
        /// not, or if a section's bytes were not the length it was given.
        func finish(world: UInt64, key: UInt64) -> Bool {
            var w = ByteWriter(capacity: headerSize)
            w.raw(magic)
            w.fixed(format)
            w.fixed(key)
            w.fixed(world)
            for k in streams.indices {
                flush(k)
                let stream = streams[k]
                if stream.next != stream.extent.offset + stream.extent.length { failed = true }
                w.fixed(UInt64(stream.extent.offset))
                w.fixed(UInt64(stream.extent.length))
                w.fixed(stream.hash.finish())
            }
            w.fixed(w.hash)
            let headerWritten = w.withBytes { pwriteAll($0, at: 0) }
            let closed = close(fd) == 0
            fd = -1
            guard !failed, headerWritten, closed, rename(temporary, path) == 0 else {
                unlink(temporary)
                return false
            }
            return true
        }

        private func flush(_ k: Int) {
            guard streams[k].buffered > 0 else { return }
            failed = failed || !pwriteAll(UnsafeRawBufferPointer(start: streams[k].buffer, count: streams[k].buffered), at: streams[k].next)
            streams[k].next += streams[k].buffered
            streams[k].buffered = 0
        }

        private func pwriteAll(_ bytes: UnsafeRawBufferPointer, at start: Int) -> Bool {
            guard let base = bytes.baseAddress else { return true }
            var done = 0
            while done < bytes.count {
                let n = pwrite(fd, base + done, bytes.count - done, off_t(start + done))
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return false }
                done += n
            }
            return true
        }
    }

    /// Fills `bytes` from `fd` at `offset`; false on a short read (the file was cut short).
    static func readAll(_ fd: Int32, into bytes: inout [UInt8], at offset: Int) -> Bool {
        bytes.withUnsafeMutableBytes { buffer in
            var done = 0
            while done < buffer.count {
                let n = pread(fd, buffer.baseAddress! + done, buffer.count - done, off_t(offset + done))
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return false }
                done += n
            }
            return true
        }
    }

    /// Marks the file at `path` as just used, for pruning by last use.
    static func touch(_ path: String) {
        _ = utimes(path, nil)
    }
}
