import ListFixKit

/// The subset of TOML that `.listfix.toml` needs: comments, `[table]` headers, bare, quoted
/// and dotted keys, basic and literal strings, booleans, numbers and arrays (over several
/// lines, with a trailing comma). No dates, inline tables or multi-line strings: a file that
/// uses them gets an error naming the line and column, never a silent misreading.
struct TOMLDocument {
    /// A value as written; numbers keep their text, so `16.0` stays a version, not a float.
    enum Value: Equatable {
        case string(String)
        case bool(Bool)
        case number(String)
        case array([Value])

        var kind: String {
            switch self {
            case .string: return "a string"
            case .bool: return "a boolean"
            case .number: return "a number"
            case .array: return "an array"
            }
        }
    }

    /// One `key = value`, with its full dotted key (table header included) and where it starts.
    struct Entry {
        var key: [String]
        var value: Value
        var line: Int
        var column: Int
        /// Where each item of an array value starts, for messages about one item.
        var itemPositions: [(line: Int, column: Int)] = []
    }

    /// A parse error at a 1-based line and column (columns count characters).
    struct ParseError: Error, Equatable {
        var line: Int
        var column: Int
        var message: String
    }

    var entries: [Entry] = []

    init(_ text: String) throws {
        var reader = Reader(Array(text.unicodeScalars))
        var table: [String] = []
        var seen: Set<[String]> = []
        while true {
            reader.skipBlankAndComments(newlines: true)
            guard let c = reader.peek else { break }
            if c == "[" {
                reader.advance()
                reader.skipSpaces()
                if reader.peek == "[" { throw reader.error("arrays of tables ([[…]]) are not supported") }
                table = try reader.key()
                reader.skipSpaces()
                guard reader.peek == "]" else { throw reader.error("expected ']' to close the table header") }
                reader.advance()
            } else {
                let line = reader.line, column = reader.column
                let key = table + (try reader.key())
                reader.skipSpaces()
                guard reader.peek == "=" else { throw reader.error("expected '=' after the key") }
                reader.advance()
                reader.skipSpaces()
                reader.itemPositions = []
                let value = try reader.value()
                guard seen.insert(key).inserted else {
                    throw ParseError(line: line, column: column, message: "'\(key.joined(separator: "."))' is set twice")
                }
                entries.append(Entry(key: key, value: value, line: line, column: column, itemPositions: reader.itemPositions))
            }
            reader.skipBlankAndComments(newlines: false)
            if let c = reader.peek, c != "\n", c != "\r" { throw reader.error("expected the end of the line") }
        }
    }

    private struct Reader {
        let scalars: [Unicode.Scalar]
        var at = 0
        var line = 1
        var column = 1
        /// The positions of the items of the top-level array being read.
        var itemPositions: [(line: Int, column: Int)] = []
        private var depth = 0

        init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

        var peek: Unicode.Scalar? { at < scalars.count ? scalars[at] : nil }

        mutating func advance() {
            if scalars[at] == "\n" { line += 1; column = 1 } else { column += 1 }
            at += 1
        }

        func error(_ message: String) -> ParseError { ParseError(line: line, column: column, message: message) }

        mutating func skipSpaces() {
            while let c = peek, c == " " || c == "\t" { advance() }
        }

        /// Spaces and a comment, and with `newlines` whole blank or comment lines too.
        mutating func skipBlankAndComments(newlines: Bool) {
            while let c = peek {
                if c == " " || c == "\t" { advance() } else if c == "#" {
                    while let d = peek, d != "\n" { advance() }
                } else if newlines && (c == "\n" || c == "\r") { advance() } else { break }
            }
        }

        static func isBare(_ c: Unicode.Scalar) -> Bool {
            ("a"..."z").contains(c) || ("A"..."Z").contains(c) || ("0"..."9").contains(c) || c == "-" || c == "_"
        }

        /// `a`, `"a b"`, `a.b.c`.
        mutating func key() throws -> [String] {
            var parts: [String] = []
            while true {
                skipSpaces()
                if peek == "\"" || peek == "'" {
                    parts.append(try string())
                } else {
                    var part = ""
                    while let c = peek, Reader.isBare(c) { part.unicodeScalars.append(c); advance() }
                    guard !part.isEmpty else { throw error("expected a key") }
                    parts.append(part)
                }
                skipSpaces()
                guard peek == "." else { return parts }
                advance()
            }
        }

        mutating func value() throws -> Value {
            guard let c = peek else { throw error("expected a value") }
            switch c {
            case "\"", "'":
                return .string(try string())
            case "[":
                advance()
                depth += 1
                defer { depth -= 1 }
                var items: [Value] = []
                while true {
                    skipBlankAndComments(newlines: true)
                    if peek == "]" { advance(); return .array(items) }
                    if depth == 1 { itemPositions.append((line, column)) }
                    items.append(try value())
                    skipBlankAndComments(newlines: true)
                    if peek == "," { advance(); continue }
                    guard peek == "]" else { throw error("expected ',' or ']' in the array") }
                }
            case "{":
                throw error("inline tables are not supported; use a [table] header")
            default:
                var word = ""
                while let d = peek, Reader.isBare(d) || d == "." || d == "+" { word.unicodeScalars.append(d); advance() }
                if word == "true" { return .bool(true) }
                if word == "false" { return .bool(false) }
                let digits = word.drop { $0 == "+" || $0 == "-" }
                if let first = digits.first, first.isNumber, digits.allSatisfy({ $0.isNumber || $0 == "." || $0 == "_" }) {
                    return .number(word)
                }
                throw error(word.isEmpty ? "expected a value" : "expected a value: a quoted string, true, false, a number or [ … ]")
            }
        }

        /// A basic `"…"` string with escapes, or a literal `'…'` string, on one line.
        mutating func string() throws -> String {
            let quote = peek!
            let startLine = line, startColumn = column
            advance()
            if peek == quote, at + 1 < scalars.count, scalars[at + 1] == quote {
                throw error("multi-line strings are not supported")
            }
            var out = ""
            while true {
                guard let c = peek, c != "\n", c != "\r" else {
                    throw ParseError(line: startLine, column: startColumn, message: "unterminated string")
                }
                advance()
                if c == quote { return out }
                if c == "\\" && quote == "\"" {
                    guard let e = peek else { continue }
                    advance()
                    switch e {
                    case "\"": out += "\""
                    case "\\": out += "\\"
                    case "n": out += "\n"
                    case "t": out += "\t"
                    case "r": out += "\r"
                    case "u", "U":
                        var hex = ""
                        for _ in 0..<(e == "u" ? 4 : 8) {
                            guard let h = peek, h.properties.isASCIIHexDigit else { throw error("expected hexadecimal digits in \\\(e)") }
                            hex.unicodeScalars.append(h)
                            advance()
                        }
                        guard let n = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(n) else { throw error("not a Unicode scalar: \\\(e)\(hex)") }
                        out.unicodeScalars.append(scalar)
                    default:
                        throw error("unknown escape '\\\(e)'")
                    }
                } else {
                    out.unicodeScalars.append(c)
                }
            }
        }
    }
}
