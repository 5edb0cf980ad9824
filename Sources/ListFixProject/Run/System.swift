#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ListFixKit

// listfix talks to the system through POSIX directly rather than Foundation: loading
// Foundation (and ICU with it) took about half of the process's start-up time, which every
// editor save and CI step pays.

/// A mutual-exclusion lock.
final class Lock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    init() { pthread_mutex_init(mutex, nil) }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    func lock() { pthread_mutex_lock(mutex) }
    func unlock() { pthread_mutex_unlock(mutex) }
}

/// A lock with a condition to wait on for changes made under it.
final class Condition: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    func lock() { pthread_mutex_lock(mutex) }
    func unlock() { pthread_mutex_unlock(mutex) }
    /// Releases the lock while waiting; holds it again on return.
    func wait() { pthread_cond_wait(condition, mutex) }
    func signal() { pthread_cond_signal(condition) }
    func broadcast() { pthread_cond_broadcast(condition) }
}

/// What the process was started with.
package enum Environment {
    package static func value(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }

    /// The working folder; "." if it cannot be read.
    static var workingFolder: String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return "." }
        return buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }

    /// Processors this process may use: those it may run on, fewer when a cgroup CPU quota
    /// (a container's limit) allows less.
    static var processorCount: Int {
        var count = max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        #if os(Linux)
        if let affinity = affinityCount() { count = min(count, affinity) }
        if let quota = cgroupQuota() { count = min(count, quota) }
        #endif
        return max(1, count)
    }

    #if os(Linux)
    /// `sched_getaffinity`, looked up at run time: Glibc's module map does not declare it.
    private static func affinityCount() -> Int? {
        typealias Function = @convention(c) (Int32, Int, UnsafeMutableRawPointer) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "sched_getaffinity") else { return nil }
        let getAffinity = unsafeBitCast(symbol, to: Function.self)
        var mask = [UInt64](repeating: 0, count: 16) // 1024 processors
        let size = mask.count * 8
        guard mask.withUnsafeMutableBytes({ getAffinity(0, size, $0.baseAddress!) }) == 0 else { return nil }
        let count = mask.reduce(0) { $0 + $1.nonzeroBitCount }
        return count > 0 ? count : nil
    }

    /// The CPU quota of the process's cgroup, rounded up: v2's `cpu.max`, or v1's CFS quota.
    private static func cgroupQuota() -> Int? {
        func numbers(_ path: String) -> [Int]? {
            guard let bytes = try? FileSystem.read(path) else { return nil }
            return String(decoding: bytes, as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\n" }).compactMap { Int($0) }
        }
        if let max = numbers("/sys/fs/cgroup/cpu.max"), max.count == 2, max[0] > 0, max[1] > 0 {
            return (max[0] + max[1] - 1) / max[1]
        }
        if let quota = numbers("/sys/fs/cgroup/cpu/cpu.cfs_quota_us")?.first, quota > 0,
           let period = numbers("/sys/fs/cgroup/cpu/cpu.cfs_period_us")?.first, period > 0 {
            return (quota + period - 1) / period
        }
        return nil
    }
    #endif
}

/// Path text, the way `/`-separated paths split: no file system access.
enum PathText {
    /// `/a/b` → `/a`, `/a` → `/`, `a` → `` (as NSString's `deletingLastPathComponent`).
    static func folder(of path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        guard let slash = trimmed.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        let folder = withoutTrailingSlashes(String(trimmed[..<slash]))
        return folder.isEmpty ? "/" : folder
    }

    /// `/a/b` → `b`, `/` → `/`.
    static func name(of path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        guard let slash = trimmed.utf8.lastIndex(of: UInt8(ascii: "/")) else { return trimmed }
        let name = String(trimmed[trimmed.utf8.index(after: slash)...])
        return name.isEmpty ? "/" : name
    }

    static func withoutTrailingSlashes(_ path: String) -> String {
        // Most paths end in a name: no Character count (a walk over grapheme clusters) then.
        guard path.utf8.last == UInt8(ascii: "/") else { return path }
        var p = Substring(path)
        while p.count > 1 && p.hasSuffix("/") { p = p.dropLast() }
        return String(p)
    }
}

/// Runs a program and collects its standard output.
enum Subprocess {
    /// Output of `executable arguments`, or nil if it could not start or exited non-zero.
    /// Standard input and error are /dev/null.
    static func output(_ executable: String, _ arguments: [String]) -> [UInt8]? {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { return nil }
        defer { close(pipeEnds[0]) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
        posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for a in argv { free(a) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        close(pipeEnds[1])
        guard spawned == 0 else { return nil }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(pipeEnds[0], $0.baseAddress!, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            output += chunk[0..<n]
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // Exited normally with status 0.
        return status & 0x7F == 0 && (status >> 8) & 0xFF == 0 ? output : nil
    }
}
