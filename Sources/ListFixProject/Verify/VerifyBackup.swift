#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ListFixKit

/// The originals of the files `fix --verify` edits, kept in `.listfix-verify/` in the current
/// folder while it runs, with a journal of every text it writes. SIGINT, SIGTERM and a crashed
/// build are handled in the run, from the originals in memory; this is for listfix itself being
/// killed (SIGKILL, a crash, a power cut) while a build runs: the next `fix --verify` puts back
/// every file that still holds a text listfix wrote. A file edited since is left for the user.
struct VerifyBackup {
    static let folder = ".listfix-verify"
    private static var journalPath: String { folder + "/journal" }
    private static var pidPath: String { folder + "/pid" }

    /// Saved originals, by resolved path.
    private var saved: [String: Int] = [:]

    /// Why a backup cannot be made or recovered.
    struct Problem: Error { var message: String }

    /// Starts the backup (the folder must not exist: `recover` runs first).
    static func create() throws(Problem) -> VerifyBackup {
        guard mkdir(folder, 0o700) == 0 else {
            throw Problem(message: "cannot create \(folder) for the originals of the files to build: \(FileSystem.errorText(errno))")
        }
        try append(pidPath, Array("\(getpid())\n".utf8))
        return VerifyBackup()
    }

    /// Saves `path`'s original before its first edit, and journals the text about to be written.
    mutating func willWrite(_ path: String, original: [UInt8], text: [UInt8]) throws(Problem) {
        let resolved = FileSystem.resolvedPath(path)
        if saved[resolved] == nil {
            let number = saved.count
            try VerifyBackup.append("\(VerifyBackup.folder)/\(number).orig", original)
            try VerifyBackup.append(VerifyBackup.journalPath, Array("original \(number) \(VerifyBackup.hash(original)) \(resolved)\n".utf8))
            saved[resolved] = number
        }
        try VerifyBackup.append(VerifyBackup.journalPath, Array("wrote \(saved[resolved]!) \(VerifyBackup.hash(text))\n".utf8))
    }

    /// Removes the backup: every file is as the run means to leave it.
    func remove() {
        for number in saved.values { unlink("\(VerifyBackup.folder)/\(number).orig") }
        unlink(VerifyBackup.journalPath)
        unlink(VerifyBackup.pidPath)
        rmdir(VerifyBackup.folder)
    }

    /// What a backup left by an earlier run came to.
    struct Recovery {
        var restored: [String] = []
        /// Files changed since listfix wrote them: their originals stay in the backup.
        var kept: [(path: String, backup: String)] = []
        var process = ""
    }

    /// Puts back the files an earlier, killed run left; nil when there is no backup. Throws when
    /// another `fix --verify` is running in this folder.
    static func recover() throws(Problem) -> Recovery? {
        guard FileSystem.exists(folder) else { return nil }
        var recovery = Recovery()
        if let bytes = try? FileSystem.read(pidPath) {
            let text = String(decoding: bytes, as: UTF8.self).trimmingCharacters()
            let digits = text.split(separator: "\n").first.map(String.init) ?? ""
            recovery.process = digits
            if let pid = Int32(digits), pid != getpid(), kill(pid, 0) == 0 || errno == EPERM {
                throw Problem(message: "another `listfix fix --verify` (process \(pid)) is building in this folder; "
                    + "wait for it to end (or, if no such run is left, remove \(folder))")
            }
        }
        var originals: [Int: (hash: String, path: String)] = [:]
        var written: [Int: Set<String>] = [:]
        let journal = (try? FileSystem.read(journalPath)) ?? []
        for line in String(decoding: journal, as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 3).map(String.init)
            if parts.count == 4, parts[0] == "original", let number = Int(parts[1]) {
                originals[number] = (parts[2], parts[3])
            } else if parts.count == 3, parts[0] == "wrote", let number = Int(parts[1]) {
                written[number, default: []].insert(parts[2])
            }
        }
        for (number, entry) in originals.sorted(by: { $0.key < $1.key }) {
            let backup = "\(folder)/\(number).orig"
            guard let original = try? FileSystem.read(backup), hash(original) == entry.hash else {
                recovery.kept.append((entry.path, backup))
                continue
            }
            guard let current = try? FileSystem.read(entry.path) else {
                recovery.kept.append((entry.path, backup))
                continue
            }
            if current == original { continue }
            guard written[number, default: []].contains(hash(current)) else {
                recovery.kept.append((entry.path, backup))
                continue
            }
            do {
                try FileSystem.replace(entry.path, with: original, expected: current)
                recovery.restored.append(entry.path)
            } catch {
                recovery.kept.append((entry.path, backup))
            }
        }
        if recovery.kept.isEmpty {
            for number in originals.keys { unlink("\(folder)/\(number).orig") }
            unlink(journalPath)
            unlink(pidPath)
            rmdir(folder)
        }
        return recovery
    }

    /// Appends bytes to a file and flushes them to the disk before the edit they guard.
    private static func append(_ path: String, _ bytes: [UInt8]) throws(Problem) {
        let fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw Problem(message: "cannot write \(path): \(FileSystem.errorText(errno))") }
        defer { close(fd) }
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + done, bytes.count - done) }
            if n < 0 {
                if errno == EINTR { continue }
                throw Problem(message: "cannot write \(path): \(FileSystem.errorText(errno))")
            }
            done += n
        }
        fsync(fd)
    }

    /// FNV-1a, 64 bits, in hex: enough to tell the texts of one file apart.
    static func hash(_ bytes: [UInt8]) -> String {
        var h: UInt64 = 0xcbf29ce484222325
        for b in bytes { h = (h ^ UInt64(b)) &* 0x100000001b3 }
        return String(h, radix: 16)
    }
}
