import ListFixKit

/// What a run printed, in order, while it was recorded: `TreeSnapshot` keeps it to print it
/// again, byte for byte, when a later run would read exactly what this one read.
final class Transcript: @unchecked Sendable {
    private let lock = Lock()
    private var recording = false
    private var chunks: [(fd: Int32, bytes: [UInt8])] = []

    /// Keeps what is printed from now on.
    func start() {
        lock.lock()
        recording = true
        chunks = []
        lock.unlock()
    }

    func add(_ bytes: [UInt8], fd: Int32) {
        lock.lock()
        if recording { chunks.append((fd, bytes)) }
        lock.unlock()
    }

    /// What was printed since `start`, and stops keeping it.
    func stop() -> [(fd: Int32, bytes: [UInt8])] {
        lock.lock()
        defer { lock.unlock() }
        recording = false
        let kept = chunks
        chunks = []
        return kept
    }
}

extension Console {
    /// Everything printed through `write` while a run is recorded for its `TreeSnapshot`.
    static let transcript = Transcript()

    /// A line for whoever measures or tests a run (timings, the cache's log): printed on
    /// standard error, never part of the run's report, so never kept in a transcript.
    static func note(_ text: String) { put(Array(text.utf8), to: 2) }
}
