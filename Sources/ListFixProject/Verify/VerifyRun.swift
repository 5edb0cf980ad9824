#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ListFixKit

/// Why a verification stopped before it was done; every file is then restored.
enum VerifyStop: Error {
    case interrupted(Int32)
    case crashed(Int32, BuildRun)
    case notStarted(String)
    case write(FileError)
    case backup(String)
}

/// The files of one `fix --verify` run on disk, and the builds: writes each configuration the
/// bisection asks for (only the files whose text changes, each saved in the backup first) and
/// runs the command on it.
struct VerifyRun: BisectionSubject {
    var files: [VerifyFile]
    /// What each file holds now.
    private(set) var onDisk: [[UInt8]]
    var backup: VerifyBackup?
    let command: BuildCommand
    let interruption: Interruption
    var progress: VerifyProgress
    /// The failed builds, numbered as `build` returns them.
    private(set) var failures: [BuildRun] = []
    private(set) var builds = 0

    init(files: [VerifyFile], command: BuildCommand, interruption: Interruption, progress: VerifyProgress) {
        self.files = files
        onDisk = files.map(\.original)
        self.command = command
        self.interruption = interruption
        self.progress = progress
    }

    mutating func groupCount(of file: Int) -> Int { files[file].formGroups().count }

    func groupBound(of file: Int) -> Int { files[file].groupBound }

    mutating func build(_ kept: [FileSelection], bound: Int) throws(VerifyStop) -> Int? {
        try write(kept)
        if let signo = interruption.caught { throw VerifyStop.interrupted(signo) }
        builds += 1
        var fixes = 0
        for (k, selection) in kept.enumerated() { fixes += files[k].kept(selection).count }
        let total = files.reduce(0) { $0 + $1.choices.count }
        progress.show(build: builds, bound: builds + bound - 1, command: command.text, fixes: fixes, of: total)
        let run = command.run(interruption: interruption)
        switch run.ending {
        case .passed: return nil
        case .failed:
            failures.append(run)
            return failures.count - 1
        case .crashed(let signo): throw VerifyStop.crashed(signo, run)
        case .interrupted(let signo): throw VerifyStop.interrupted(signo)
        case .notStarted(let why): throw VerifyStop.notStarted(why)
        }
    }

    /// Puts each file's text for `kept` on disk.
    mutating func write(_ kept: [FileSelection]) throws(VerifyStop) {
        for k in files.indices {
            let text = files[k].text(kept[k])
            guard text != onDisk[k] else { continue }
            try put(text, in: k)
        }
    }

    private mutating func put(_ text: [UInt8], in k: Int) throws(VerifyStop) {
        do {
            try backup?.willWrite(files[k].path, original: files[k].original, text: text)
        } catch {
            throw VerifyStop.backup(error.message)
        }
        do {
            try FileSystem.replace(files[k].path, with: text, expected: onDisk[k])
        } catch let error as FileError {
            throw VerifyStop.write(error)
        } catch {
            throw VerifyStop.write(FileError(path: files[k].path, message: "cannot write: \(error)"))
        }
        onDisk[k] = text
    }

    /// Puts every original back; the files that could not be restored (changed by someone
    /// else since listfix wrote them), with why.
    mutating func restore() -> [FileError] {
        var failed: [FileError] = []
        for k in files.indices where onDisk[k] != files[k].original {
            do {
                try FileSystem.replace(files[k].path, with: files[k].original, expected: onDisk[k])
                onDisk[k] = files[k].original
            } catch let error as FileError {
                failed.append(error)
            } catch {}
        }
        // Read back: the promise is byte for byte.
        for k in files.indices where onDisk[k] == files[k].original && (try? FileSystem.read(files[k].path)) != files[k].original {
            failed.append(FileError(path: files[k].path, message: "does not hold its original text after restoring it"))
        }
        return failed
    }
}

/// The progress line on a terminal: which build runs, of how many at most.
struct VerifyProgress {
    let enabled: Bool
    private var shownBound = Int.max

    init(enabled: Bool) { self.enabled = enabled }

    mutating func show(build: Int, bound: Int, command: String, fixes: Int, of total: Int) {
        guard enabled else { return }
        shownBound = max(build, min(shownBound, bound))
        let what = build == 1 && fixes == 0 ? "before any fix" : fixes == total ? "with all \(Report.plural(total, "fix", "fixes"))" : "with \(fixes) of \(total) fixes"
        Console.err("\r\u{1B}[Klistfix: build \(build) of at most \(shownBound): `\(command)` \(what)…")
    }

    func clear() {
        if enabled { Console.err("\r\u{1B}[K") }
    }
}
