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

    init() {
        for signo in [SIGINT, SIGTERM] {
            // Ignored at the process level, seen by the dispatch source instead.
            Glibc.signal(signo, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signo, queue: .global())
            source.setEventHandler { [weak self] in self?.record(signo) }
            source.resume()
            sources.append(source)
        }
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
