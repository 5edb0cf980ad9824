/// How the client counts a position's `character`: UTF-16 code units (the protocol's default)
/// or UTF-8 bytes, when the client offers it.
enum PositionEncoding: String {
    case utf16 = "utf-16"
    case utf8 = "utf-8"
}

/// A protocol position: a line and a character offset in it, both from zero.
struct Position: Equatable {
    var line: Int
    var character: Int

    var json: JSON { .object([("line", .int(line)), ("character", .int(character))]) }

    init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    init?(_ json: JSON?) {
        guard let line = json?["line"]?.int, let character = json?["character"]?.int, line >= 0, character >= 0 else { return nil }
        self.init(line: line, character: character)
    }
}

/// Where a text's lines start, for turning byte offsets into protocol positions and back. Lines
/// end at `\n`, `\r\n` or `\r`, as the protocol counts them.
struct TextLines {
    private(set) var starts: [Int] = [0]
    let encoding: PositionEncoding

    init(_ bytes: [UInt8], encoding: PositionEncoding) {
        self.encoding = encoding
        var k = 0
        while k < bytes.count {
            let b = bytes[k]
            k += 1
            if b == 0x0A {
                starts.append(k)
            } else if b == 0x0D {
                if k < bytes.count && bytes[k] == 0x0A { k += 1 }
                starts.append(k)
            }
        }
    }

    /// The byte offset of `position`; a character past its line's end is the line's end, and a
    /// line past the text's end is the text's end.
    func offset(of position: Position, in bytes: [UInt8]) -> Int {
        guard position.line < starts.count else { return bytes.count }
        let start = starts[position.line]
        let end = lineEnd(position.line, in: bytes)
        var k = start
        var units = 0
        while k < end && units < position.character {
            let (length, width) = TextLines.scalar(at: k, in: bytes, end: end)
            if encoding == .utf8 { units += length } else { units += width }
            guard units <= position.character else { break }
            k += length
        }
        return k
    }

    /// The position of byte offset `offset`.
    func position(of offset: Int, in bytes: [UInt8]) -> Position {
        let offset = min(max(0, offset), bytes.count)
        var lo = 0, hi = starts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if starts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        let start = starts[lo]
        if encoding == .utf8 { return Position(line: lo, character: offset - start) }
        var k = start, units = 0
        while k < offset {
            let (length, width) = TextLines.scalar(at: k, in: bytes, end: offset)
            units += width
            k += length
        }
        return Position(line: lo, character: units)
    }

    /// Where line `line`'s text ends, before its line break.
    private func lineEnd(_ line: Int, in bytes: [UInt8]) -> Int {
        var end = line + 1 < starts.count ? starts[line + 1] : bytes.count
        if end > starts[line] && line + 1 < starts.count {
            end -= 1
            if bytes[end] == 0x0A && end > starts[line] && bytes[end - 1] == 0x0D { end -= 1 }
        }
        return end
    }

    /// The UTF-8 sequence at `k`: its length in bytes and in UTF-16 code units. A byte that
    /// starts no valid sequence is one byte, one unit (U+FFFD).
    static func scalar(at k: Int, in bytes: [UInt8], end: Int) -> (length: Int, width: Int) {
        let b = bytes[k]
        let length = b < 0xC2 ? 1 : b < 0xE0 ? 2 : b < 0xF0 ? 3 : b < 0xF5 ? 4 : 1
        guard length > 1, k + length <= end else { return (1, 1) }
        for j in 1..<length where bytes[k + j] & 0xC0 != 0x80 { return (1, 1) }
        return (length, length == 4 ? 2 : 1)
    }
}
