import XCTest
@testable import listfix
@testable import ListFixProject

final class ParallelTests: XCTestCase {
    /// Results reach `consume` in item order whatever order the threads finish in, and at
    /// most `window` results wait at any time.
    func testOrderedConsumesInOrderWithinTheWindow() {
        final class Gauge: @unchecked Sendable {
            let lock = Lock()
            var started = 0
            var finishedBeforeConsume = 0
            var most = 0
        }
        for jobs in [1, 2, 4] {
            let gauge = Gauge()
            var consumed: [Int] = []
            Parallel.ordered(500, jobs: jobs, window: 8, produce: { k -> Int in
                gauge.lock.lock()
                gauge.started += 1
                gauge.lock.unlock()
                if k % 7 == 0 { usleep(200) } // some items take longer, so threads finish out of order
                return k * k
            }, consume: { k, value in
                XCTAssertEqual(value, k * k)
                consumed.append(k)
                gauge.lock.lock()
                gauge.most = max(gauge.most, gauge.started - consumed.count)
                gauge.lock.unlock()
                return true
            })
            XCTAssertEqual(consumed, Array(0..<500), "jobs \(jobs)")
            XCTAssertLessThanOrEqual(gauge.most, 8, "jobs \(jobs)")
        }
    }

    func testOrderedStopsWhenConsumeSaysSo() {
        final class Count: @unchecked Sendable {
            let lock = Lock()
            var produced = 0
        }
        let count = Count()
        var consumed: [Int] = []
        Parallel.ordered(10_000, jobs: 2, window: 4, produce: { k -> Int in
            count.lock.lock()
            count.produced += 1
            count.lock.unlock()
            return k
        }, consume: { k, _ in
            consumed.append(k)
            return k < 9
        })
        XCTAssertEqual(consumed, Array(0...9))
        XCTAssertLessThan(count.produced, 100, "items not yet started are skipped")
    }

    /// Every item the source emits is folded exactly once, while the source is still running.
    func testAccumulateFoldsEveryItemFromAStreamingSource() {
        for jobs in [1, 2, 3] {
            let (items, sums) = Parallel.accumulate(jobs: jobs, initial: { [Int]() }, source: { emit in
                for k in 0..<2_000 { emit(k) }
            }) { index, item, acc in
                XCTAssertEqual(index, item)
                acc.append(item)
            }
            XCTAssertEqual(items, Array(0..<2_000))
            XCTAssertEqual(sums.flatMap { $0 }.sorted(), Array(0..<2_000), "jobs \(jobs)")
        }
    }

    /// Every item once, each result at its item's place, whichever thread made it and however
    /// long each took; with one job or one item, on the calling thread alone.
    func testMapGivesEachResultAtItsPlace() {
        for jobs in [1, 2, 4] {
            for count in [0, 1, 2, 7, 300] {
                let results = Parallel.map(count, jobs: jobs) { k -> String in
                    if k % 5 == 0 { usleep(200) }
                    return "item \(k)"
                }
                XCTAssertEqual(results, (0..<count).map { "item \($0)" }, "jobs \(jobs), count \(count)")
            }
        }
    }
}
