#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// A file's bytes with its tokens, bracket tree, line table, line ending and indentation.
public struct SourceFile: Sendable {
    public let bytes: [UInt8]
    public let tokens: TokenList
    public let tree: BracketTree

    public init(bytes: [UInt8]) {
        self.bytes = bytes
        let lexed = Lexer.lex(bytes, watch: nil)
        self.tokens = lexed.tokens
        self.tree = lexed.tree
    }

    public init(text: String) { self.init(bytes: Array(text.utf8)) }

    /// A file lexed before: its tokens must be `Lexer.tokenize(bytes)`.
    public init(bytes: [UInt8], tokens: [Token]) {
        self.bytes = bytes
        self.tokens = TokenList(tokens)
        self.tree = BracketTree(tokens: self.tokens)
    }

    init(bytes: [UInt8], tokens: TokenList, tree: BracketTree) {
        self.bytes = bytes
        self.tokens = tokens
        self.tree = tree
    }

    /// A file lexed before and kept packed: `packed` must be `PackedTokens(Lexer.tokenize(bytes))`.
    public init(bytes: [UInt8], packed: PackedTokens) {
        self.bytes = bytes
        let unpacked = packed.unpacked()
        self.tokens = unpacked.tokens
        self.tree = unpacked.tree
    }

    /// The file's dominant line break, used for any line a fix inserts.
    public var lineEnding: String { LineEnding.dominant(in: tokens, bytes: bytes) }

    /// The file's indentation unit: a tab, or the smallest step of leading spaces.
    public var indentUnit: String { Indentation.unit(of: self) }

    /// The source text of token `i`.
    public func text(_ i: Int) -> String { String(decoding: bytes[tokens[i].range], as: UTF8.self) }

    /// The source text of a byte range.
    public func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    /// The source text from token `first` through token `last`.
    public func text(tokens first: Int, through last: Int) -> String {
        text(tokens[first].start..<tokens[last].end)
    }

    /// Whether token `i`'s text is exactly `word`, without making a String. Literals pick
    /// this overload: it compares lengths first and never copies the word.
    /// Inlinable: the rules call it across modules hundreds of thousands of times a run, and
    /// inlined the literal's length is a constant (most calls end at the length test, and the
    /// rest compare a few bytes in place of a call to memcmp).
    @inlinable @inline(__always)
    public func tokenIs(_ i: Int, _ word: StaticString) -> Bool {
        let t = tokens[i]
        let count = word.utf8CodeUnitCount
        guard t.length == count else { return false }
        // A one-character literal may be stored as a scalar, so go through the buffer form.
        return word.withUTF8Buffer { w in
            bytes.withUnsafeBufferPointer { b in memcmp(b.baseAddress! + t.start, w.baseAddress!, count) == 0 }
        }
    }

    /// Whether token `i`'s text equals `word`, for words known only at run time.
    @_disfavoredOverload
    public func tokenIs(_ i: Int, _ word: String) -> Bool {
        let t = tokens[i]
        guard word.utf8.count == t.length else { return false }
        var word = word
        return word.withUTF8 { w in
            bytes.withUnsafeBufferPointer { b in memcmp(b.baseAddress! + t.start, w.baseAddress!, w.count) == 0 }
        }
    }

    /// Whether tokens `i` and `j` are spelled the same, without making Strings.
    public func sameText(_ i: Int, _ j: Int) -> Bool {
        let a = tokens[i], b = tokens[j]
        guard a.length == b.length else { return false }
        return bytes.withUnsafeBufferPointer { p in memcmp(p.baseAddress! + a.start, p.baseAddress! + b.start, a.length) == 0 }
    }

    /// 1-based line and column (in bytes) of a byte offset. Linear in the offset: for many
    /// look-ups in one file, build a `LineTable` once.
    public func location(of offset: Int) -> (line: Int, column: Int) {
        var line = 1
        var i = 0
        while i < offset {
            let c = bytes[i]
            if c == 0x0A || (c == 0x0D && (i + 1 >= bytes.count || bytes[i + 1] != 0x0A)) { line += 1 }
            i += 1
        }
        return (line, offset - lineStart(containing: offset) + 1)
    }

    /// Byte offset of the start of the line that contains `offset`.
    public func lineStart(containing offset: Int) -> Int {
        var i = min(offset, bytes.count)
        while i > 0, bytes[i - 1] != 0x0A, bytes[i - 1] != 0x0D { i -= 1 }
        return i
    }

    /// The leading spaces and tabs of the line that holds `offset`.
    public func indentation(ofLineContaining offset: Int) -> String {
        let start = lineStart(containing: offset)
        var end = start
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The spaces and tabs before `offset` when nothing else precedes it on its line (the line's
    /// indentation, "" at column 1); nil when other code comes first on that line.
    public func indentation(before offset: Int) -> String? {
        let leading = bytes[lineStart(containing: offset)..<offset]
        guard leading.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else { return nil }
        return String(decoding: leading, as: UTF8.self)
    }

    /// Byte offset just past the line break that ends the line holding `offset` (or the end of the file).
    public func lineEnd(containing offset: Int) -> Int {
        var i = offset
        while i < bytes.count, bytes[i] != 0x0A, bytes[i] != 0x0D { i += 1 }
        guard i < bytes.count else { return i }
        return bytes[i] == 0x0D && i + 1 < bytes.count && bytes[i + 1] == 0x0A ? i + 2 : i + 1
    }

}

/// Byte offset → line and column. Lines break after each LF, CRLF and lone CR. Only the line
/// number and line start at each 1 KB block are kept (eight bytes a block, where a table of
/// every line's start took four bytes a line: for a big file as much as its tokens); a look-up
/// reads the text from its block's start.
public struct LineTable: Sendable {
    let bytes: [UInt8]
    /// How far the text is read: lines are those of `bytes[..<limit]`.
    let limit: Int
    /// For each block: how many line breaks end before it, and where the line holding its first byte starts.
    let blockLines: [UInt32]
    let blockStarts: [UInt32]
    static let blockShift = 10

    /// Lines up to `limit` (every line when nil): enough to locate offsets before it.
    public init(bytes: [UInt8], upTo limit: Int? = nil) {
        self.bytes = bytes
        let n = min(bytes.count, (limit ?? bytes.count) + 1)
        self.limit = n
        let blocks = n >> LineTable.blockShift + 1
        var lines = [UInt32](repeating: 0, count: blocks)
        var starts = [UInt32](repeating: 0, count: blocks)
        bytes.withUnsafeBufferPointer { b in
            var breaks = 0, lineStart = 0
            var block = 1
            // Each break's end is counted where it lies; a block boundary records the counts so far.
            LineTable.forEachBreak(b, from: 0, to: n, limit: n) { j in
                while block < blocks && block << LineTable.blockShift <= j {
                    lines[block] = UInt32(truncatingIfNeeded: breaks)
                    starts[block] = UInt32(truncatingIfNeeded: lineStart)
                    block += 1
                }
                breaks += 1
                lineStart = j + 1
            }
            while block < blocks {
                lines[block] = UInt32(truncatingIfNeeded: breaks)
                starts[block] = UInt32(truncatingIfNeeded: lineStart)
                block += 1
            }
        }
        blockLines = lines
        blockStarts = starts
    }

    /// Calls `body` with the offset of each line break's last byte in `from..<to` (an LF, or a CR
    /// not followed by an LF before `limit`), in order.
    @inline(__always)
    static func forEachBreak(_ b: UnsafeBufferPointer<UInt8>, from: Int, to: Int, limit: Int, _ body: (Int) -> Void) {
        guard from < to, let base = b.baseAddress else { return }
        var j = from
        while j < to {
            // Eight bytes at a time past those with no line break at all.
            if j + 8 <= to {
                let word = UnsafeRawPointer(base + j).loadUnaligned(as: UInt64.self)
                let ones: UInt64 = 0x0101_0101_0101_0101, high: UInt64 = 0x8080_8080_8080_8080
                func has(_ byte: UInt8) -> Bool {
                    let y = word ^ (ones &* UInt64(byte))
                    return (y &- ones) & ~y & high != 0
                }
                if !has(0x0A) && !has(0x0D) {
                    j += 8
                    continue
                }
            }
            let c = base[j]
            if c == 0x0A || (c == 0x0D && !(j + 1 < limit && base[j + 1] == 0x0A)) { body(j) }
            j += 1
        }
    }

    /// Offsets where lines start: after each LF, CRLF and lone CR; with `lineFeedsOnly`,
    /// after each LF alone (as diff tools split lines).
    public static func starts(_ b: UnsafeBufferPointer<UInt8>, count: Int? = nil, lineFeedsOnly: Bool = false) -> [UInt32] {
        let n = count ?? b.count
        var starts: [UInt32] = [0]
        guard n > 0, let base = b.baseAddress else { return starts }
        starts.reserveCapacity(n / 24 + 8) // source lines average well over 24 bytes
        // Without a carriage return, memchr finds each line feed at memory speed.
        if lineFeedsOnly || memchr(base, 0x0D, n) == nil {
            var i = 0
            while i < n, let hit = memchr(base + i, 0x0A, n - i) {
                i = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit)) + 1
                starts.append(UInt32(truncatingIfNeeded: i))
            }
            return starts
        }
        var i = 0
        while i < n {
            let c = b[i]
            if c == 0x0A {
                starts.append(UInt32(truncatingIfNeeded: i + 1))
            } else if c == 0x0D {
                if i + 1 < n && b[i + 1] == 0x0A { i += 1 }
                starts.append(UInt32(truncatingIfNeeded: i + 1))
            }
            i += 1
        }
        return starts
    }

    public func location(of offset: Int) -> (line: Int, column: Int) {
        let o = min(max(offset, 0), limit)
        let block = o >> LineTable.blockShift
        var line = Int(blockLines[block]) + 1
        var start = Int(blockStarts[block])
        bytes.withUnsafeBufferPointer { b in
            LineTable.forEachBreak(b, from: block << LineTable.blockShift, to: o, limit: limit) { j in
                line += 1
                start = j + 1
            }
        }
        return (line, offset - start + 1)
    }

    /// How many lines there are: one more than the line breaks.
    public var lineCount: Int { location(of: limit).line }

    /// Where line `line` (1-based, at most `lineCount`) starts.
    public func start(ofLine line: Int) -> Int {
        guard line > 1 else { return 0 }
        // The last block that starts before the break ending line `line - 1`; that break is in it.
        var lo = 0, hi = blockLines.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if Int(blockLines[mid]) <= line - 2 { lo = mid } else { hi = mid - 1 }
        }
        var count = Int(blockLines[lo])
        var found = limit
        bytes.withUnsafeBufferPointer { b in
            let from = lo << LineTable.blockShift
            LineTable.forEachBreak(b, from: from, to: min(limit, from + 1 << LineTable.blockShift), limit: limit) { j in
                count += 1
                if count == line - 1 && found == limit { found = j + 1 }
            }
        }
        return found
    }

}

/// Picks the line break a file mostly uses.
enum LineEnding {
    static func dominant(in tokens: TokenList, bytes: [UInt8]) -> String {
        var lf = 0, crlf = 0, cr = 0
        for t in tokens where t.kind == .newline {
            switch t.length {
            case 2: crlf += 1
            default: if bytes[t.start] == 0x0A { lf += 1 } else { cr += 1 }
            }
        }
        if crlf > lf && crlf >= cr { return "\r\n" }
        if cr > lf && cr > crlf { return "\r" }
        return "\n"
    }
}

/// Finds a file's indentation unit from its lines' leading whitespace.
enum Indentation {
    static func unit(of file: SourceFile) -> String {
        var tabs = 0, spaced = 0
        // Counts of each indentation step; steps past the array are rare and kept aside.
        var small = [Int](repeating: 0, count: 33)
        var large = [Int: Int]()
        var previousWidth = 0
        file.bytes.withUnsafeBufferPointer { b in
            let n = b.count
            for start32 in LineTable.starts(b, count: n) where Int(start32) < n {
                let start = Int(start32)
                var i = start
                while i < n, b[i] == 0x20 { i += 1 }
                let spaces = i - start
                if i < n, b[i] == 0x09, spaces == 0 {
                    tabs += 1
                    continue
                }
                guard i < n, b[i] != 0x0A, b[i] != 0x0D else { continue }
                if spaces > previousWidth {
                    let step = spaces - previousWidth
                    if step < small.count { small[step] += 1 } else { large[step, default: 0] += 1 }
                    spaced += 1
                }
                previousWidth = spaces
            }
        }
        if tabs > spaced { return "\t" }
        // The most common step; on a tie, the smallest.
        var best = 4, bestCount = 0
        for (step, count) in small.enumerated() where count > bestCount { best = step; bestCount = count }
        for (step, count) in large where count > bestCount || (count == bestCount && count > 0 && step < best) {
            best = step
            bestCount = count
        }
        return String(repeating: " ", count: best)
    }
}

/// Substring search over bytes.
public enum ByteSearch {
    public static func contains(_ haystack: [UInt8], _ needle: String) -> Bool {
        contains(haystack, Array(needle.utf8))
    }

    public static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty else { return true }
        guard needle.count <= haystack.count else { return false }
        // glibc's memmem compares pairs of bytes at memory speed; a memchr for the first byte
        // stopped at every `r` of the file when looking for `repeating`.
        return haystack.withUnsafeBytes { h in
            needle.withUnsafeBytes { n in cMemmem(h.baseAddress!, h.count, n.baseAddress!, n.count) != nil }
        }
    }

    /// Where the first occurrence of `needle` at or after `from` starts: the search stops there.
    public static func first(of needle: String, in haystack: [UInt8], from: Int = 0) -> Int? {
        let needle = Array(needle.utf8)
        guard !needle.isEmpty, from >= 0, from + needle.count <= haystack.count else { return nil }
        return haystack.withUnsafeBytes { h in
            needle.withUnsafeBytes { n in
                cMemmem(h.baseAddress! + from, h.count - from, n.baseAddress!, n.count).map { $0 - UnsafeRawPointer(h.baseAddress!) }
            }
        }
    }

    /// Where each occurrence of `needle` starts, in one pass over `haystack` (or the part of it in
    /// `range`, when given).
    public static func offsets(of needle: String, in haystack: [UInt8], within range: Range<Int>? = nil) -> [Int] {
        let needle = Array(needle.utf8)
        let range = range.map { $0.clamped(to: 0..<haystack.count) } ?? 0..<haystack.count
        guard !needle.isEmpty, needle.count <= range.count else { return [] }
        var out: [Int] = []
        haystack.withUnsafeBytes { h in
            needle.withUnsafeBytes { n in
                var from = range.lowerBound
                while from + n.count <= range.upperBound,
                      let found = cMemmem(h.baseAddress! + from, range.upperBound - from, n.baseAddress!, n.count) {
                    let offset = found - UnsafeRawPointer(h.baseAddress!)
                    out.append(offset)
                    from = offset + 1
                }
            }
        }
        return out
    }
}

// The C library's memmem, which the Glibc module does not export (a GNU extension there).
@_silgen_name("memmem")
private func cMemmem(_ haystack: UnsafeRawPointer, _ haystackLength: Int, _ needle: UnsafeRawPointer, _ needleLength: Int) -> UnsafeRawPointer?
