#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import ListFixKit

/// SIGINT and SIGTERM, caught so that a run stops between files: every file is then either
/// as it was or fully fixed, and no temporary file is left behind.
final class Interruption: @unchecked Sendable {
    private let lock = Lock()
    private var received: Int32 = 0
    private var sources: [DispatchSourceSignal] = []
    /// What each signal did before: a library run (the tests', an editor's) leaves the process as it found it.
    private var previous: [(Int32, sighandler_t?)] = []

    init() {
        // Dispatch registers a source on its own thread, after `resume()`: waited for (a second at
        // most), so that a short run's handlers are not restored before the sources exist.
        let registered = DispatchGroup()
        for signo in [SIGINT, SIGTERM] {
            // Ignored at the process level, seen by the dispatch source instead.
            previous.append((signo, Glibc.signal(signo, SIG_IGN)))
            let source = DispatchSource.makeSignalSource(signal: signo, queue: .global())
            source.setEventHandler { [weak self] in self?.record(signo) }
            registered.enter()
            source.setRegistrationHandler { registered.leave() }
            source.resume()
            sources.append(source)
        }
        _ = registered.wait(timeout: .now() + 1)
    }

    deinit {
        // Cancelled on dispatch's thread too: the handlers come back once the sources are gone.
        let cancelled = DispatchGroup()
        for source in sources {
            cancelled.enter()
            source.setCancelHandler { cancelled.leave() }
            source.cancel()
        }
        _ = cancelled.wait(timeout: .now() + 1)
        // A process that ignored the signal, and every process it starts after, would stay deaf to it.
        for (signo, handler) in previous { Glibc.signal(signo, handler) }
    }

    private func record(_ signo: Int32) {
        lock.lock()
        if received == 0 { received = signo }
        lock.unlock()
    }

    /// The signal caught, or nil.
    var caught: Int32? {
        lock.lock()
        defer { lock.unlock() }
        return received == 0 ? nil : received
    }
}
