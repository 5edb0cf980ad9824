/// Picks fixes whose edits overlap no edit of a fix picked earlier, in O(log n) per edit:
/// every candidate edit gets a slot in one sorted order, and a segment tree over the slots
/// answers "the nearest accepted edits on each side". A fix whose edits spread over the
/// whole file (one cached filter used in many rows) costs no more than a local one.
struct EditSet {
    private let sorted: [Edit]
    private let size: Int
    private var maxUpper: [Int]
    private var maxLower: [Int]
    private var minLower: [Int]

    init(_ edits: [Edit]) {
        sorted = edits.sorted()
        var n = 1
        while n < max(1, sorted.count) { n *= 2 }
        size = n
        maxUpper = [Int](repeating: Int.min, count: 2 * n)
        maxLower = [Int](repeating: Int.min, count: 2 * n)
        minLower = [Int](repeating: Int.max, count: 2 * n)
    }

    /// The slot of `e`, which must be one of the edits given at init.
    private func slot(_ e: Edit) -> Int {
        var lo = 0, hi = sorted.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if sorted[mid] < e { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// Whether `e` overlaps an accepted edit. Edits starting at the same offset count as
    /// overlapping, which at worst leaves a fix to the engine's next pass.
    func overlapsAccepted(_ e: Edit) -> Bool {
        let g = slot(e)
        let before = query(0, g)
        if before.maxUpper > e.range.lowerBound || before.maxLower == e.range.lowerBound { return true }
        let after = query(g, size)
        return after.minLower < e.range.upperBound || after.minLower == e.range.lowerBound
    }

    mutating func accept(_ e: Edit) {
        var i = slot(e) + size
        maxUpper[i] = e.range.upperBound
        maxLower[i] = e.range.lowerBound
        minLower[i] = e.range.lowerBound
        i /= 2
        while i >= 1 {
            maxUpper[i] = max(maxUpper[2 * i], maxUpper[2 * i + 1])
            maxLower[i] = max(maxLower[2 * i], maxLower[2 * i + 1])
            minLower[i] = min(minLower[2 * i], minLower[2 * i + 1])
            i /= 2
        }
    }

    /// Max upper, max lower and min lower over accepted slots in `from..<to`.
    private func query(_ from: Int, _ to: Int) -> (maxUpper: Int, maxLower: Int, minLower: Int) {
        var result = (maxUpper: Int.min, maxLower: Int.min, minLower: Int.max)
        var l = from + size, r = to + size
        while l < r {
            if l & 1 == 1 {
                result = (max(result.maxUpper, maxUpper[l]), max(result.maxLower, maxLower[l]), min(result.minLower, minLower[l]))
                l += 1
            }
            if r & 1 == 1 {
                r -= 1
                result = (max(result.maxUpper, maxUpper[r]), max(result.maxLower, maxLower[r]), min(result.minLower, minLower[r]))
            }
            l /= 2
            r /= 2
        }
        return result
    }
}
