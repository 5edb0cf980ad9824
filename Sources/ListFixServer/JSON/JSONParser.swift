/// Reads one JSON text (RFC 8259). Nesting is bounded, so a hostile message cannot exhaust
/// the stack; invalid UTF-8 inside strings is read as U+FFFD.
struct JSONParser {
    struct Invalid: Error {
        var offset: Int
        var reason: String
    }

    private let bytes: [UInt8]
    private var i = 0
    private static let maxDepth = 256

    static func parse(_ bytes: [UInt8]) throws(Invalid) -> JSON {
        var parser = JSONParser(bytes: bytes)
        let value = try parser.value(depth: 0)
        parser.skipSpace()
        guard parser.i == bytes.count else { throw Invalid(offset: parser.i, reason: "text after the value") }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private mutating func skipSpace() {
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x0A || bytes[i] == 0x0D || bytes[i] == 0x09 { i += 1 }
    }

    private func fail(_ reason: String) -> Invalid { Invalid(offset: i, reason: reason) }

    private mutating func value(depth: Int) throws(Invalid) -> JSON {
        guard depth < JSONParser.maxDepth else { throw fail("nested too deeply") }
        skipSpace()
        guard i < bytes.count else { throw fail("unexpected end") }
        switch bytes[i] {
        case UInt8(ascii: "{"):
            i += 1
            var members: [(String, JSON)] = []
            skipSpace()
            if i < bytes.count, bytes[i] == UInt8(ascii: "}") { i += 1; return .object(members) }
            while true {
                skipSpace()
                guard i < bytes.count, bytes[i] == 0x22 else { throw fail("expected a member name") }
                let key = try string()
                skipSpace()
                guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw fail("expected ':'") }
                i += 1
                members.append((key, try value(depth: depth + 1)))
                skipSpace()
                guard i < bytes.count else { throw fail("unexpected end") }
                if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                if bytes[i] == UInt8(ascii: "}") { i += 1; return .object(members) }
                throw fail("expected ',' or '}'")
            }
        case UInt8(ascii: "["):
            i += 1
            var items: [JSON] = []
            skipSpace()
            if i < bytes.count, bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
            while true {
                items.append(try value(depth: depth + 1))
                skipSpace()
                guard i < bytes.count else { throw fail("unexpected end") }
                if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                if bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
                throw fail("expected ',' or ']'")
            }
        case 0x22:
            return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        default:
            return try number()
        }
    }

    private mutating func literal(_ word: String, _ value: JSON) throws(Invalid) -> JSON {
        let w = Array(word.utf8)
        guard i + w.count <= bytes.count, Array(bytes[i..<i + w.count]) == w else { throw fail("unexpected character") }
        i += w.count
        return value
    }

    private mutating func number() throws(Invalid) -> JSON {
        let start = i
        while i < bytes.count, (bytes[i] >= 0x30 && bytes[i] <= 0x39) || bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+")
            || bytes[i] == UInt8(ascii: ".") || bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") { i += 1 }
        let text = String(decoding: bytes[start..<i], as: UTF8.self)
        // JSON's grammar: an optional minus, digits without a leading zero, a fraction, an exponent.
        guard i > start, JSONParser.isNumber(Array(bytes[start..<i])) else {
            i = start
            throw fail("unexpected character")
        }
        return .number(text)
    }

    static func isNumber(_ b: [UInt8]) -> Bool {
        var k = 0
        func digits() -> Int {
            let from = k
            while k < b.count, b[k] >= 0x30, b[k] <= 0x39 { k += 1 }
            return k - from
        }
        if k < b.count, b[k] == UInt8(ascii: "-") { k += 1 }
        let whole = k
        guard digits() > 0, !(b[whole] == 0x30 && k - whole > 1) else { return false }
        if k < b.count, b[k] == UInt8(ascii: ".") {
            k += 1
            guard digits() > 0 else { return false }
        }
        if k < b.count, b[k] == UInt8(ascii: "e") || b[k] == UInt8(ascii: "E") {
            k += 1
            if k < b.count, b[k] == UInt8(ascii: "+") || b[k] == UInt8(ascii: "-") { k += 1 }
            guard digits() > 0 else { return false }
        }
        return k == b.count
    }

    /// A string at `i` (its opening quote).
    private mutating func string() throws(Invalid) -> String {
        i += 1
        var out: [UInt8] = []
        while true {
            guard i < bytes.count else { throw fail("unterminated string") }
            let b = bytes[i]
            if b == 0x22 { i += 1; return String(decoding: out, as: UTF8.self) }
            guard b >= 0x20 else { throw fail("control character in a string") }
            if b != 0x5C { out.append(b); i += 1; continue }
            i += 1
            guard i < bytes.count else { throw fail("unterminated string") }
            let e = bytes[i]
            i += 1
            switch e {
            case 0x22, 0x5C, 0x2F: out.append(e)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = try hex4()
                if (0xD800..<0xDC00).contains(scalar), i + 1 < bytes.count, bytes[i] == 0x5C, bytes[i + 1] == UInt8(ascii: "u") {
                    i += 2
                    let low = try hex4()
                    if (0xDC00..<0xE000).contains(low) {
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    } else {
                        out += Array("\u{FFFD}".utf8)
                        scalar = low
                    }
                }
                let s = Unicode.Scalar(scalar) ?? "\u{FFFD}"
                out += Array(String(Character(s)).utf8)
            default: throw fail("unknown escape")
            }
        }
    }

    private mutating func hex4() throws(Invalid) -> UInt32 {
        guard i + 4 <= bytes.count else { throw fail("short \\u escape") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let c = bytes[i]
            let d: UInt32
            switch c {
            case 0x30...0x39: d = UInt32(c - 0x30)
            case 0x41...0x46: d = UInt32(c - 0x41 + 10)
            case 0x61...0x66: d = UInt32(c - 0x61 + 10)
            default: throw fail("bad \\u escape")
            }
            v = v << 4 | d
            i += 1
        }
        return v
    }
}
