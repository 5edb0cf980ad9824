import Dispatch
import ListFixKit

/// Work spread over threads.
enum Parallel {
    /// Runs `produce` over items `0..<count` on `jobs` threads and hands each result to
    /// `consume` on the calling thread, in item order, as soon as the results before it are
    /// in. No thread waits for a batch: at most `window` results are held at once, so memory
    /// stays bounded. `consume` returns false to stop: items not yet started are skipped.
    static func ordered<T>(_ count: Int, jobs: Int, window: Int, produce: @Sendable (Int) -> T,
                           consume: (Int, T) -> Bool) {
        let pipeline = Pipeline<T>(count: count, window: max(1, window))
        let helpers = max(0, min(jobs, count) - 1)
        // Helper threads only produce; the calling thread produces too and is the one that
        // consumes, so `consume` may touch the caller's state without locks.
        withoutActuallyEscaping(produce) { produce in
            let group = DispatchGroup()
            for _ in 0..<helpers {
                DispatchQueue.global().async(group: group) {
                    while let k = pipeline.take(waiting: true) { pipeline.put(k, produce(k)) }
                }
            }
            var next = 0
            while next < count {
                if let result = pipeline.ready(next) {
                    if !consume(next, result) {
                        pipeline.stop()
                        break
                    }
                    next += 1
                } else if let k = pipeline.take(waiting: false) {
                    pipeline.put(k, produce(k))
                } else {
                    pipeline.waitForResult(next)
                }
            }
            group.wait()
        }
    }
}

/// The shared state of `Parallel.ordered`: which item is next to start, the results not yet
/// consumed (a ring of `window` slots), and a condition to wait on.
private final class Pipeline<T>: @unchecked Sendable {
    private let count: Int
    private let window: Int
    private var slots: [T?]
    private var nextToTake = 0
    private var consumed = 0
    private var stopped = false
    private let condition = Condition()

    init(count: Int, window: Int) {
        self.count = count
        self.window = window
        slots = Array(repeating: nil, count: window)
    }

    /// The next item to produce, or nil when all are taken (or the run stopped). With
    /// `waiting`, blocks while the window is full; without, returns nil then.
    func take(waiting: Bool) -> Int? {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if stopped || nextToTake >= count { return nil }
            if nextToTake < consumed + window {
                nextToTake += 1
                return nextToTake - 1
            }
            if !waiting { return nil }
            condition.wait()
        }
    }

    func put(_ k: Int, _ value: T) {
        condition.lock()
        slots[k % window] = value
        condition.broadcast()
        condition.unlock()
    }

    /// Item `k`'s result if it is in, removed from the ring (freeing its slot).
    func ready(_ k: Int) -> T? {
        condition.lock()
        defer { condition.unlock() }
        guard let value = slots[k % window] else { return nil }
        slots[k % window] = nil
        consumed = k + 1
        condition.broadcast()
        return value
    }

    func waitForResult(_ k: Int) {
        condition.lock()
        while slots[k % window] == nil { condition.wait() }
        condition.unlock()
    }

    func stop() {
        condition.lock()
        stopped = true
        condition.broadcast()
        condition.unlock()
    }
}

extension Parallel {
    /// Runs `body` over the items `source` produces, as they come, on `jobs` threads; each
    /// thread folds its items into its own accumulator. `source` runs on the calling thread
    /// while helpers start on the first items; then the calling thread helps too. Returns
    /// every item (in the order produced) and the accumulators.
    static func accumulate<Item: Sendable, A>(jobs: Int, initial: @Sendable () -> A,
                                              source: (_ emit: (Item) -> Void) -> Void,
                                              _ body: @Sendable (Int, Item, inout A) -> Void) -> (items: [Item], accumulators: [A]) {
        let feed = Feed<Item>()
        let helpers = max(0, jobs - 1)
        let slots = Slots<A>(helpers + 1)
        withoutActuallyEscaping(initial) { initial in
            withoutActuallyEscaping(body) { body in
                let work: @Sendable (Int) -> Void = { slot in
                    var accumulator = initial()
                    while let (k, item) = feed.take() { body(k, item, &accumulator) }
                    slots.set(slot, accumulator)
                }
                let group = DispatchGroup()
                for h in 0..<helpers { DispatchQueue.global().async(group: group) { work(h + 1) } }
                source { feed.append($0) }
                feed.finish()
                work(0)
                group.wait()
            }
        }
        return (feed.all(), slots.values())
    }
}

extension Parallel {
    /// `transform` of each item of `0..<count`, in item order, on up to `jobs` threads: each
    /// thread takes the next item not yet started, so a few large items do not leave one idle.
    static func map<T>(_ count: Int, jobs: Int, _ transform: @Sendable (Int) -> T) -> [T] {
        guard jobs > 1 && count > 1 else { return (0..<count).map(transform) }
        let slots = Slots<T>(count)
        let next = Counter()
        withoutActuallyEscaping(transform) { transform in
            DispatchQueue.concurrentPerform(iterations: min(jobs, count)) { _ in
                while let k = next.take(below: count) { slots.set(k, transform(k)) }
            }
        }
        return slots.values()
    }
}

/// The next item to start, shared by the threads of `Parallel.map`.
private final class Counter: @unchecked Sendable {
    private var next = 0
    private let lock = Lock()

    func take(below count: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < count else { return nil }
        next += 1
        return next - 1
    }
}

/// Items appended by one thread and taken, each once, by others.
private final class Feed<Item>: @unchecked Sendable {
    private var items: [Item] = []
    private var nextToTake = 0
    private var finished = false
    private let condition = Condition()

    func append(_ item: Item) {
        condition.lock()
        items.append(item)
        condition.signal()
        condition.unlock()
    }

    func finish() {
        condition.lock()
        finished = true
        condition.broadcast()
        condition.unlock()
    }

    /// The next item and its index; waits while none is ready, nil once all are taken.
    func take() -> (Int, Item)? {
        condition.lock()
        defer { condition.unlock() }
        while nextToTake >= items.count {
            if finished { return nil }
            condition.wait()
        }
        nextToTake += 1
        return (nextToTake - 1, items[nextToTake - 1])
    }

    func all() -> [Item] {
        condition.lock()
        defer { condition.unlock() }
        return items
    }
}

/// One slot per item; each slot is written by exactly one worker.
private final class Slots<T>: @unchecked Sendable {
    private var storage: [T?]
    private let lock = Lock()
    init(_ count: Int) { storage = Array(repeating: nil, count: count) }
    func set(_ i: Int, _ value: T) {
        lock.lock()
        storage[i] = value
        lock.unlock()
    }
    func values() -> [T] { storage.compactMap { $0 } }
}
