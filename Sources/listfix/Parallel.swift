import Foundation

/// Maps `count` items on `jobs` threads; results come back in item order.
enum Parallel {
    static func map<T>(_ count: Int, jobs: Int, _ body: @Sendable (Int) -> T) -> [T] {
        let slots = Slots<T>(count)
        let next = Counter()
        let workers = max(1, min(jobs, count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                let i = next.take()
                if i >= count { break }
                slots.set(i, body(i))
            }
        }
        return slots.values()
    }
}

extension Parallel {
    /// Runs `body` over `count` items on `jobs` threads, each thread folding its items into its
    /// own accumulator; returns the accumulators (one per thread that ran).
    static func accumulate<A>(_ count: Int, jobs: Int, initial: @Sendable () -> A,
                              _ body: @Sendable (Int, inout A) -> Void) -> [A] {
        let workers = max(1, min(jobs, count))
        let slots = Slots<A>(workers)
        let next = Counter()
        DispatchQueue.concurrentPerform(iterations: workers) { w in
            var accumulator = initial()
            while true {
                let i = next.take()
                if i >= count { break }
                body(i, &accumulator)
            }
            slots.set(w, accumulator)
        }
        return slots.values()
    }
}

/// One slot per item; each slot is written by exactly one worker.
private final class Slots<T>: @unchecked Sendable {
    private var storage: [T?]
    private let lock = NSLock()
    init(_ count: Int) { storage = Array(repeating: nil, count: count) }
    func set(_ i: Int, _ value: T) {
        lock.lock()
        storage[i] = value
        lock.unlock()
    }
    func values() -> [T] { storage.map { $0! } }
}

private final class Counter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()
    func take() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value - 1
    }
}
