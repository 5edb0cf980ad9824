#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ListFixKit

/// How one run of the user's build command ended, and what of its output `--verify` needs.
struct BuildRun: Sendable {
    enum Ending: Equatable, Sendable {
        case passed
        /// Exited with this non-zero status: the build failed.
        case failed(Int32)
        /// Killed by this signal (or a shell said so, 128 + signal): the build proves nothing.
        case crashed(Int32)
        /// listfix caught this signal and stopped the build.
        case interrupted(Int32)
        /// The shell could not be started.
        case notStarted(String)
    }

    var ending: Ending
    /// Lines that say `error:`, in order (at most `BuildCommand.errorLineLimit`): where a fix's
    /// compiler error is looked up.
    var errorLines: [String] = []
    /// The output's last lines, for a build that fails before any fix.
    var lastLines: [String] = []

    var passed: Bool { ending == .passed }

    /// The first error line that names `paths` (the file as typed, absolute, or resolved).
    func firstError(naming paths: [String]) -> String? {
        errorLines.first { line in
            paths.contains { path in
                line.hasPrefix(path + ":") || BuildRun.contains(line, "/" + path + ":") || BuildRun.contains(line, " " + path + ":")
            }
        }
    }

    static func contains(_ text: String, _ part: String) -> Bool {
        let a = Array(text.utf8), b = Array(part.utf8)
        guard !b.isEmpty, a.count >= b.count else { return false }
        return (0...(a.count - b.count)).contains { start in a[start..<(start + b.count)].elementsEqual(b) }
    }
}

/// The build command of `fix --verify COMMAND`: run by `/bin/sh -c` in the current folder, in a
/// process group of its own with standard input from /dev/null and its output read by listfix
/// (so the whole build can be stopped on SIGINT or SIGTERM, and its errors read).
struct BuildCommand: Sendable {
    let text: String

    static let errorLineLimit = 500
    static let lastLineCount = 20
    /// The longest line kept; a longer one is cut (a build can print megabytes on one line).
    static let lineLimit = 4096

    /// Runs the command once. When `interruption` catches a signal the command's process group
    /// gets SIGTERM (SIGKILL after a grace period) and the run ends as `.interrupted`.
    func run(interruption: Interruption) -> BuildRun {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return BuildRun(ending: .notStarted(FileSystem.errorText(errno))) }
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        defer { close(ends[0]) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
        posix_spawn_file_actions_adddup2(&actions, ends[1], 2)
        posix_spawn_file_actions_addclose(&actions, ends[1])
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // listfix ignores SIGINT and SIGTERM while it builds (it restores files first); the
        // command gets the default actions back, and an empty signal mask.
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signo in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE] { sigaddset(&defaults, signo) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP))
        let words: [String] = ["/bin/sh", "-c", text]
        let argv = words.map { strdup($0) } + [nil]
        defer { for a in argv { free(a) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv, environ)
        close(ends[1])
        guard spawned == 0 else { return BuildRun(ending: .notStarted(FileSystem.errorText(spawned))) }

        var lines = OutputLines()
        var status: Int32 = 0
        var exited = false
        var stoppedBy: Int32?
        var killAt: Double?
        var chunk = [UInt8](repeating: 0, count: 65536)
        var open = true
        while !exited {
            if open {
                var poller = pollfd(fd: ends[0], events: Int16(POLLIN), revents: 0)
                if poll(&poller, 1, 100) > 0 {
                    let n = chunk.withUnsafeMutableBytes { read(ends[0], $0.baseAddress!, $0.count) }
                    if n > 0 { lines.add(chunk[0..<n]) } else if n == 0 || errno != EINTR { open = false }
                }
            } else {
                usleep(50_000)
            }
            if stoppedBy == nil, let signo = interruption.caught {
                stoppedBy = signo
                kill(-pid, SIGTERM)
                killAt = BuildCommand.now + 5
            }
            if let deadline = killAt, BuildCommand.now > deadline {
                kill(-pid, SIGKILL)
                killAt = nil
            }
            let waited = waitpid(pid, &status, WNOHANG)
            if waited == pid || (waited < 0 && errno != EINTR) { exited = true }
        }
        // What the command wrote before it ended; a process it left running may hold the pipe
        // open, so only what is there now is read.
        while open {
            var poller = pollfd(fd: ends[0], events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 0) > 0 else { break }
            let n = chunk.withUnsafeMutableBytes { read(ends[0], $0.baseAddress!, $0.count) }
            if n > 0 { lines.add(chunk[0..<n]) } else { open = false }
        }
        lines.finish()
        var run = BuildRun(ending: BuildCommand.ending(status), errorLines: lines.errors, lastLines: lines.last)
        if let stoppedBy { run.ending = .interrupted(stoppedBy) }
        return run
    }

    /// A wait status as an ending. A shell reports a child killed by a signal as 128 + the
    /// signal: those of a kill or a crash count as a crash, not as a failed build.
    static func ending(_ status: Int32) -> BuildRun.Ending {
        let signo = status & 0x7F
        if signo != 0 { return .crashed(signo) }
        let code = (status >> 8) & 0xFF
        if code == 0 { return .passed }
        if code > 128, [SIGINT, SIGTERM, SIGKILL, SIGHUP, SIGSEGV, SIGABRT, SIGBUS, SIGILL].contains(code - 128) {
            return .crashed(code - 128)
        }
        return .failed(code)
    }

    static var now: Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }
}

/// A build's output cut into lines as it arrives, keeping only the error lines and the last lines.
struct OutputLines {
    private var partial: [UInt8] = []
    private(set) var errors: [String] = []
    private(set) var last: [String] = []

    mutating func add(_ bytes: ArraySlice<UInt8>) {
        var start = bytes.startIndex
        while let newline = bytes[start...].firstIndex(of: 0x0A) {
            take(bytes[start..<newline])
            start = newline + 1
        }
        if partial.count < BuildCommand.lineLimit {
            partial += bytes[start..<min(bytes.endIndex, start + BuildCommand.lineLimit - partial.count)]
        }
    }

    mutating func finish() {
        if !partial.isEmpty { take([]) }
    }

    private mutating func take(_ bytes: ArraySlice<UInt8>) {
        partial += bytes.prefix(max(0, BuildCommand.lineLimit - partial.count))
        let line = OutputLines.plain(partial)
        partial = []
        if errors.count < BuildCommand.errorLineLimit && BuildRun.contains(line, "error:") { errors.append(line) }
        last.append(line)
        if last.count > BuildCommand.lastLineCount { last.removeFirst() }
    }

    /// The line as text, without a carriage return or terminal colour codes.
    static func plain(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var k = 0
        while k < bytes.count {
            if bytes[k] == 0x1B, k + 1 < bytes.count, bytes[k + 1] == UInt8(ascii: "[") {
                k += 2
                while k < bytes.count, !(0x40...0x7E).contains(bytes[k]) { k += 1 }
                k += 1
                continue
            }
            if bytes[k] != 0x0D { out.append(bytes[k]) }
            k += 1
        }
        return String(decoding: out, as: UTF8.self)
    }
}
