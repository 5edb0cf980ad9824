/// Maps offsets of a fixed text back to the original through each pass's edits.
struct OffsetMap: Sendable {
    /// Each pass's edits, sorted, in that pass's input offsets.
    private var passes: [[Edit]] = []

    var isEmpty: Bool { passes.isEmpty }

    /// The ranges of the original text that some pass replaced (or inserted at), unmerged.
    private(set) var changedRanges: [Range<Int>] = []

    mutating func append(_ edits: [Edit]) {
        for edit in edits {
            var lower = edit.range.lowerBound, upper = edit.range.upperBound
            for pass in passes.reversed() {
                lower = OffsetMap.inverseSpan(lower, pass, upper: false)
                upper = OffsetMap.inverseSpan(upper, pass, upper: true)
            }
            changedRanges.append(lower..<max(lower, upper))
        }
        passes.append(edits)
    }

    /// The offset in the final text of an original offset outside every changed range;
    /// insertions at exactly that offset count as after it.
    func forward(_ offset: Int) -> Int {
        var o = offset
        for edits in passes {
            var delta = 0
            for edit in edits where edit.range.upperBound <= o && edit.range.lowerBound < o {
                delta += edit.replacement.utf8.count - edit.range.count
            }
            o += delta
        }
        return o
    }

    /// Backwards through one pass, widening an offset inside replacement text to the
    /// replaced range's start (`upper: false`) or end.
    static func inverseSpan(_ offset: Int, _ edits: [Edit], upper: Bool) -> Int {
        var delta = 0
        for edit in edits {
            let newStart = edit.range.lowerBound + delta
            let newEnd = newStart + edit.replacement.utf8.count
            if offset < newStart || (offset == newStart && !upper) { return offset == newStart ? edit.range.lowerBound : offset - delta }
            if offset < newEnd || (offset == newEnd && upper) { return upper ? edit.range.upperBound : edit.range.lowerBound }
            delta += edit.replacement.utf8.count - edit.range.count
        }
        return offset - delta
    }

    /// The original offset of `offset`; an offset inside replaced text maps to the replaced range's start.
    func original(_ offset: Int) -> Int {
        var o = offset
        for edits in passes.reversed() { o = OffsetMap.inverse(o, edits).offset }
        return o
    }

    /// The edits moved to original offsets, or nil when one touches text an earlier pass wrote.
    func originalEdits(_ edits: [Edit]) -> [Edit]? {
        var out: [Edit] = []
        for edit in edits {
            var lower = edit.range.lowerBound, upper = edit.range.upperBound
            for pass in passes.reversed() {
                let l = OffsetMap.inverse(lower, pass), u = OffsetMap.inverse(upper, pass)
                guard l.clean, u.clean, u.offset - l.offset == upper - lower else { return nil }
                lower = l.offset
                upper = u.offset
            }
            out.append(Edit(range: lower..<upper, replacement: edit.replacement))
        }
        return out
    }

    /// One pass backwards; `clean` is false for an offset strictly inside replacement text.
    static func inverse(_ offset: Int, _ edits: [Edit]) -> (offset: Int, clean: Bool) {
        var delta = 0
        for edit in edits {
            let newStart = edit.range.lowerBound + delta
            let newEnd = newStart + edit.replacement.utf8.count
            if offset < newStart { return (offset - delta, true) }
            if offset < newEnd || (offset == newEnd && edit.range.isEmpty == false && offset == newStart) {
                return (edit.range.lowerBound, offset == newStart)
            }
            if offset == newEnd { return (edit.range.upperBound, true) }
            delta += edit.replacement.utf8.count - edit.range.count
        }
        return (offset - delta, true)
    }
}
