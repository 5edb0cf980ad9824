/// Maps offsets of a fixed text back to the original (and forward) through each pass's edits.
/// Every look-up is a binary search per pass, so files with many thousands of fixes stay linear.
struct OffsetMap: Sendable {
    /// One pass's edits, sorted and non-overlapping, with where each lands in the pass's output.
    struct Pass: Sendable {
        var lowers: [Int] = []
        var uppers: [Int] = []
        /// Start and end of each edit's replacement in the pass's output.
        var newStarts: [Int] = []
        var newEnds: [Int] = []

        init(_ edits: [Edit]) {
            var delta = 0
            for e in edits {
                lowers.append(e.range.lowerBound)
                uppers.append(e.range.upperBound)
                newStarts.append(e.range.lowerBound + delta)
                delta += e.replacement.utf8.count - e.range.count
                newEnds.append(e.range.upperBound + delta)
            }
        }

        /// The last edit whose replacement starts at or before `offset` (output coordinates).
        func lastStarting(atOrBefore offset: Int) -> Int? {
            var lo = 0, hi = newStarts.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if newStarts[mid] <= offset { lo = mid + 1 } else { hi = mid }
            }
            return lo == 0 ? nil : lo - 1
        }

        /// Backwards: an output offset to the input. Inside replacement text it goes to the
        /// replaced range's start (or end, `upper`), and is not `clean`.
        func inverse(_ offset: Int, upper: Bool) -> (offset: Int, clean: Bool) {
            guard let k = lastStarting(atOrBefore: offset) else { return (offset, true) }
            if offset == newStarts[k] && offset < newEnds[k] { return (lowers[k], true) }
            if offset < newEnds[k] { return (upper ? uppers[k] : lowers[k], false) }
            if offset == newEnds[k] { return (upper || newStarts[k] != newEnds[k] ? uppers[k] : lowers[k], true) }
            return (offset - (newEnds[k] - uppers[k]), true)
        }

        /// Forwards: an input offset outside every edit to the output; insertions at exactly
        /// that offset count as after it.
        func forward(_ offset: Int) -> Int {
            // The last edit that ends at or before `offset` and starts before it.
            var lo = 0, hi = uppers.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if uppers[mid] <= offset { lo = mid + 1 } else { hi = mid }
            }
            var k = lo - 1
            while k >= 0 && lowers[k] >= offset { k -= 1 }
            return k < 0 ? offset : offset + (newEnds[k] - uppers[k])
        }
    }

    private var passes: [Pass] = []

    var isEmpty: Bool { passes.isEmpty }

    /// The ranges of the original text that some pass replaced (or inserted at), unmerged.
    private(set) var changedRanges: [Range<Int>] = []

    mutating func append(_ edits: [Edit]) {
        for edit in edits {
            var lower = edit.range.lowerBound, upper = edit.range.upperBound
            for pass in passes.reversed() {
                lower = pass.inverse(lower, upper: false).offset
                upper = pass.inverse(upper, upper: true).offset
            }
            changedRanges.append(lower..<max(lower, upper))
        }
        passes.append(Pass(edits.sorted()))
    }

    func forward(_ offset: Int) -> Int {
        var o = offset
        for pass in passes { o = pass.forward(o) }
        return o
    }

    /// The original offset of `offset`; an offset inside replaced text maps to the replaced range's start.
    func original(_ offset: Int) -> Int {
        var o = offset
        for pass in passes.reversed() { o = pass.inverse(o, upper: false).offset }
        return o
    }

    /// The edits moved to original offsets, or nil when one touches text an earlier pass wrote.
    func originalEdits(_ edits: [Edit]) -> [Edit]? {
        var out: [Edit] = []
        for edit in edits {
            var lower = edit.range.lowerBound, upper = edit.range.upperBound
            for pass in passes.reversed() {
                let l = pass.inverse(lower, upper: false), u = pass.inverse(upper, upper: true)
                guard l.clean, u.clean, u.offset - l.offset == upper - lower else { return nil }
                lower = l.offset
                upper = u.offset
            }
            out.append(Edit(range: lower..<upper, replacement: edit.replacement))
        }
        return out
    }
}
