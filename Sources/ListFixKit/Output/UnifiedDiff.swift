#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SwiftTokens

/// A unified diff of two byte arrays, line by line (lines end at LF, as git and patch split them),
/// with `a/` and `b/` prefixes so `git apply` and `patch -p1` take it.
public enum UnifiedDiff {
    /// `changes` (original offsets) and `forward` (original → fixed offset outside the changes)
    /// let the line diff run only in the changed windows; without them the whole files are compared.
    public static func make(original: [UInt8], fixed: [UInt8], path: String, context: Int = 3,
                            changes: [Range<Int>]? = nil, forward: ((Int) -> Int)? = nil) -> [UInt8] {
        let a = DiffLines(original), b = DiffLines(fixed)
        let script: [LineDiff.Operation]
        if let changes, let forward {
            script = windowedScript(a, b, original: original, changes: changes, forward: forward)
        } else {
            script = LineDiff.operations(a, b)
        }
        var out: [UInt8] = UnifiedDiff.header(path)
        for hunk in hunks(script, context: context) {
            let aStart = hunk.aCount == 0 ? hunk.aStart : hunk.aStart + 1
            let bStart = hunk.bCount == 0 ? hunk.bStart : hunk.bStart + 1
            out += Array("@@ -\(range(aStart, hunk.aCount)) +\(range(bStart, hunk.bCount)) @@\n".utf8)
            for op in UnifiedDiff.grouped(hunk.ops) {
                let line: ArraySlice<UInt8>
                switch op {
                case .same(let i, _): out.append(0x20); line = a[i]
                case .delete(let i): out.append(0x2D); line = a[i]
                case .insert(let j): out.append(0x2B); line = b[j]
                }
                out += line
                if line.last != 0x0A { out += Array("\n\\ No newline at end of file\n".utf8) }
            }
        }
        return out
    }

    /// Git's header: `diff --git`, then `---`/`+++`. Names with quotes, backslashes, control
    /// characters or non-ASCII bytes are C-quoted; `---`/`+++` names with a space end in a tab,
    /// so that `patch -p1` reads them whole.
    public static func header(_ path: String) -> [UInt8] {
        let a = quoted("a/" + path), b = quoted("b/" + path)
        let tab = a.first != UInt8(ascii: "\"") && path.utf8.contains(0x20) ? [UInt8(ascii: "\t")] : []
        return Array("diff --git ".utf8) + a + [0x20] + b + [0x0A]
            + Array("--- ".utf8) + a + tab + [0x0A] + Array("+++ ".utf8) + b + tab + [0x0A]
    }

    static func quoted(_ name: String) -> [UInt8] {
        let bytes = Array(name.utf8)
        guard bytes.contains(where: { $0 < 0x20 || $0 >= 0x7F || $0 == 0x22 || $0 == 0x5C }) else { return bytes }
        var out: [UInt8] = [0x22]
        for b in bytes {
            switch b {
            case 0x22: out += [0x5C, 0x22]
            case 0x5C: out += [0x5C, 0x5C]
            case 0x09: out += [0x5C, UInt8(ascii: "t")]
            case 0x0A: out += [0x5C, UInt8(ascii: "n")]
            case 0x0D: out += [0x5C, UInt8(ascii: "r")]
            case 0..<0x20, 0x7F...0xFF:
                // Three octal digits, as git writes them.
                out += [0x5C, 0x30 + (b >> 6), 0x30 + ((b >> 3) & 7), 0x30 + (b & 7)]
            default: out.append(b)
            }
        }
        return out + [0x22]
    }

    /// Each run of changed lines with its removals before its additions, as `git diff` prints them.
    static func grouped(_ ops: [LineDiff.Operation]) -> [LineDiff.Operation] {
        var out: [LineDiff.Operation] = []
        out.reserveCapacity(ops.count)
        var deletes: [LineDiff.Operation] = [], inserts: [LineDiff.Operation] = []
        func flush() {
            out += deletes
            out += inserts
            deletes.removeAll(keepingCapacity: true)
            inserts.removeAll(keepingCapacity: true)
        }
        for op in ops {
            switch op {
            case .same: flush(); out.append(op)
            case .delete: deletes.append(op)
            case .insert: inserts.append(op)
            }
        }
        flush()
        return out
    }

    /// Equal lines outside the changed windows, Myers inside each.
    static func windowedScript(_ a: DiffLines, _ b: DiffLines, original: [UInt8],
                               changes: [Range<Int>], forward: (Int) -> Int) -> [LineDiff.Operation] {
        // Line index of each changed range in the original, widened to whole lines and merged.
        let aStarts = a.starts, bStarts = b.starts
        func lineIndex(_ starts: [UInt32], _ offset: Int) -> Int {
            var lo = 0, hi = starts.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if Int(starts[mid]) <= offset { lo = mid + 1 } else { hi = mid }
            }
            return max(0, lo - 1)
        }
        var windows: [(Int, Int)] = []
        for r in changes.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            let first = a.isEmpty ? 0 : lineIndex(aStarts, r.lowerBound)
            var last = a.isEmpty ? 0 : lineIndex(aStarts, max(r.lowerBound, r.upperBound - 1)) + 1
            if r.upperBound >= original.count { last = a.count }
            last = min(max(last, first + 1), a.count)
            if let previous = windows.last, first < previous.1 {
                windows[windows.count - 1].1 = max(previous.1, last)
            } else {
                windows.append((first, last))
            }
        }
        // A window must end where a line starts on both sides: an edit that joins or splits
        // lines moves the fixed side's boundary, so widen until the boundaries agree.
        // `bStarts` is sorted: a binary search answers "does a line start here?" without a set.
        func startsLine(_ offset: Int) -> Bool {
            let i = lineIndex(bStarts, offset)
            return i < bStarts.count && Int(bStarts[i]) == offset
        }
        var aligned: [(Int, Int)] = []
        for (first, last) in windows {
            var end = last
            if let previous = aligned.last, first < previous.1 {
                aligned.removeLast()
                end = max(end, previous.1)
                var window = (previous.0, end)
                while window.1 < a.count && !startsLine(forward(Int(aStarts[window.1]))) { window.1 += 1 }
                aligned.append(window)
                continue
            }
            while end < a.count && !startsLine(forward(Int(aStarts[end]))) { end += 1 }
            aligned.append((first, end))
        }
        var ops: [LineDiff.Operation] = []
        var ai = 0, bi = 0
        for (first, last) in aligned {
            while ai < first { ops.append(.same(ai, bi)); ai += 1; bi += 1 }
            let bEndOffset = last < a.count ? forward(Int(aStarts[last])) : Int.max
            var bEnd = bi
            while bEnd < b.count && Int(bStarts[bEnd]) < bEndOffset { bEnd += 1 }
            ops += LineDiff.middle(a, b, aRange: first..<last, bRange: bi..<bEnd)
            ai = last
            bi = bEnd
        }
        while ai < a.count && bi < b.count { ops.append(.same(ai, bi)); ai += 1; bi += 1 }
        while ai < a.count { ops.append(.delete(ai)); ai += 1 }
        while bi < b.count { ops.append(.insert(bi)); bi += 1 }
        return ops
    }

    static func range(_ start: Int, _ count: Int) -> String { count == 1 ? "\(start)" : "\(start),\(count)" }

    /// Lines with their terminators; a last line without LF is kept as is.
    static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        let lines = DiffLines(bytes)
        return (0..<lines.count).map { lines[$0] }
    }

    struct Hunk {
        var aStart = 0, aCount = 0, bStart = 0, bCount = 0
        var ops: [LineDiff.Operation] = []
    }

    static func hunks(_ script: [LineDiff.Operation], context: Int) -> [Hunk] {
        let changes = script.indices.filter { if case .same = script[$0] { return false } else { return true } }
        guard !changes.isEmpty else { return [] }
        var groups: [(Int, Int)] = []
        var lo = max(0, changes[0] - context), hi = min(script.count - 1, changes[0] + context)
        for c in changes.dropFirst() {
            if c - context <= hi + 1 {
                hi = min(script.count - 1, c + context)
            } else {
                groups.append((lo, hi))
                lo = max(0, c - context)
                hi = min(script.count - 1, c + context)
            }
        }
        groups.append((lo, hi))
        var hunks: [Hunk] = []
        var cursor = 0, aBefore = 0, bBefore = 0
        func count(_ op: LineDiff.Operation, _ a: inout Int, _ b: inout Int) {
            switch op {
            case .same: a += 1; b += 1
            case .delete: a += 1
            case .insert: b += 1
            }
        }
        for (lo, hi) in groups {
            while cursor < lo { count(script[cursor], &aBefore, &bBefore); cursor += 1 }
            var hunk = Hunk(aStart: aBefore, bStart: bBefore)
            for op in script[lo...hi] {
                count(op, &hunk.aCount, &hunk.bCount)
                hunk.ops.append(op)
            }
            hunks.append(hunk)
        }
        return hunks
    }
}

/// Myers' O(ND) line diff, after trimming the common prefix and suffix.
enum LineDiff {
    enum Operation: Equatable {
        case same(Int, Int)
        case delete(Int)
        case insert(Int)
    }

    static func operations(_ a: DiffLines, _ b: DiffLines) -> [Operation] {
        var prefix = 0
        while prefix < a.count && prefix < b.count && a.same(prefix, b, prefix) { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix && suffix < b.count - prefix && a.same(a.count - 1 - suffix, b, b.count - 1 - suffix) {
            suffix += 1
        }
        var ops: [Operation] = (0..<prefix).map { .same($0, $0) }
        ops += middle(a, b, aRange: prefix..<(a.count - suffix), bRange: prefix..<(b.count - suffix))
        ops += (0..<suffix).map { .same(a.count - suffix + $0, b.count - suffix + $0) }
        return ops
    }

    /// Edit distances past this give up on a minimal diff: the window becomes one block of
    /// deletions then insertions, still a correct diff, with time and memory bounded.
    static let maxDistance = 2000

    /// Myers with a saved trace per step (only diagonals -d...d), then backtracking.
    static func middle(_ a: DiffLines, _ b: DiffLines, aRange: Range<Int>, bRange: Range<Int>) -> [Operation] {
        // Equal lines at either end of a window need no search: most windows are one edited
        // line and its neighbours, so Myers then runs on a line or two, or not at all.
        var lo = 0
        while lo < aRange.count && lo < bRange.count && a.same(aRange.lowerBound + lo, b, bRange.lowerBound + lo) { lo += 1 }
        var hi = 0
        while hi < aRange.count - lo && hi < bRange.count - lo
                && a.same(aRange.upperBound - 1 - hi, b, bRange.upperBound - 1 - hi) { hi += 1 }
        guard lo > 0 || hi > 0 else { return myers(a, b, aRange: aRange, bRange: bRange) }
        var ops: [Operation] = (0..<lo).map { .same(aRange.lowerBound + $0, bRange.lowerBound + $0) }
        ops += myers(a, b, aRange: (aRange.lowerBound + lo)..<(aRange.upperBound - hi),
                     bRange: (bRange.lowerBound + lo)..<(bRange.upperBound - hi))
        ops += (0..<hi).map { .same(aRange.upperBound - hi + $0, bRange.upperBound - hi + $0) }
        return ops
    }

    /// Myers' search over a whole window.
    static func myers(_ a: DiffLines, _ b: DiffLines, aRange: Range<Int>, bRange: Range<Int>) -> [Operation] {
        let n = aRange.count, m = bRange.count
        if n == 0 { return bRange.map { .insert($0) } }
        if m == 0 { return aRange.map { .delete($0) } }
        let limit = min(n + m, maxDistance)
        var trace: [[Int]] = []
        var v = [0, 0, 0] // diagonals -1...1 for d = 0, offset by d + 1
        var found = false
        outer: for d in 0...limit {
            var next = [Int](repeating: 0, count: 2 * d + 3)
            for k in stride(from: -d, through: d, by: 2) {
                // v holds step d-1's diagonals -(d-1)...(d-1) at index k + d (offset d).
                func old(_ k: Int) -> Int { v[k + d] }
                var x: Int
                if k == -d || (k != d && old(k - 1) < old(k + 1)) { x = old(k + 1) } else { x = old(k - 1) + 1 }
                var y = x - k
                while x < n && y < m && a.same(aRange.lowerBound + x, b, bRange.lowerBound + y) {
                    x += 1
                    y += 1
                }
                next[k + d + 1] = x
                if x >= n && y >= m {
                    trace.append(next)
                    found = true
                    break outer
                }
            }
            trace.append(next)
            v = next
        }
        guard found else { return aRange.map { .delete($0) } + bRange.map { .insert($0) } }
        // trace[d][k + d + 1] is the furthest x on diagonal k after step d.
        var ops: [Operation] = []
        var x = n, y = m
        for d in stride(from: trace.count - 1, through: 1, by: -1) {
            let k = x - y
            let previous = trace[d - 1]
            func at(_ k: Int) -> Int { previous[k + (d - 1) + 1] }
            let prevK = (k == -d || (k != d && at(k - 1) < at(k + 1))) ? k + 1 : k - 1
            let prevX = at(prevK)
            let prevY = prevX - prevK
            while x > prevX && y > prevY {
                ops.append(.same(aRange.lowerBound + x - 1, bRange.lowerBound + y - 1))
                x -= 1
                y -= 1
            }
            if x == prevX { ops.append(.insert(bRange.lowerBound + y - 1)) } else { ops.append(.delete(aRange.lowerBound + x - 1)) }
            x = prevX
            y = prevY
        }
        while x > 0 && y > 0 {
            ops.append(.same(aRange.lowerBound + x - 1, bRange.lowerBound + y - 1))
            x -= 1
            y -= 1
        }
        return ops.reversed()
    }
}

/// A text's lines as ranges of its bytes: lines end at LF (as git and patch split them), and a
/// last line without LF is kept. Comparing two lines is one memcmp, and no line is copied.
public struct DiffLines: Sendable {
    let bytes: [UInt8]
    /// Where each line starts.
    let starts: [UInt32]

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = bytes.withUnsafeBufferPointer { LineTable.starts($0, lineFeedsOnly: true) }
        // The table's last entry is where a line would start after the final LF.
        if let last = starts.last, Int(last) == bytes.count { starts.removeLast() }
        self.starts = starts
    }

    public var count: Int { starts.count }
    var isEmpty: Bool { starts.isEmpty }

    public func range(_ i: Int) -> Range<Int> { Int(starts[i])..<(i + 1 < starts.count ? Int(starts[i + 1]) : bytes.count) }

    subscript(_ i: Int) -> ArraySlice<UInt8> { bytes[range(i)] }

    /// Line `i` as text, with its line ending.
    public func text(_ i: Int) -> String { String(decoding: bytes[range(i)], as: UTF8.self) }

    /// The line that holds byte `offset` (the last line for the end of the text).
    public func line(containing offset: Int) -> Int {
        var lo = 0, hi = max(starts.count - 1, 0)
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if Int(starts[mid]) <= offset { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// Whether line `i` here and line `j` of `other` are the same bytes.
    func same(_ i: Int, _ other: DiffLines, _ j: Int) -> Bool {
        let r = range(i), q = other.range(j)
        guard r.count == q.count else { return false }
        return bytes.withUnsafeBufferPointer { x in
            other.bytes.withUnsafeBufferPointer { y in memcmp(x.baseAddress! + r.lowerBound, y.baseAddress! + q.lowerBound, r.count) == 0 }
        }
    }
}
