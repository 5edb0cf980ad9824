/// Byte and Unicode classes the lexer needs, per The Swift Programming Language's lexical structure.
@usableFromInline enum Characters {
    @inline(__always) static func isASCIIIdentifierHead(_ c: UInt8) -> Bool {
        (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || c == 0x5F
    }

    @inline(__always) static func isASCIIIdentifierBody(_ c: UInt8) -> Bool {
        isASCIIIdentifierHead(c) || isDigit(c)
    }

    /// `isASCIIIdentifierBody` as a table, for the lexer's inner loop: nonzero for a byte that can
    /// continue an identifier, above 1 for one that can also start it (not a digit).
    static let identifierBodyTable: [UInt8] = (0..<256).map { isASCIIIdentifierBody(UInt8($0)) ? (isDigit(UInt8($0)) ? 1 : 3) : 0 }

    @inline(__always) static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }

    @inline(__always) static func isHexDigit(_ c: UInt8) -> Bool {
        isDigit(c) || (c >= 0x61 && c <= 0x66) || (c >= 0x41 && c <= 0x46)
    }

    /// `/ = - + ! * % < > & | ^ ~ ?`
    @inline(__always) static func isASCIIOperator(_ c: UInt8) -> Bool {
        switch c {
        case 0x2F, 0x3D, 0x2D, 0x2B, 0x21, 0x2A, 0x25, 0x3C, 0x3E, 0x26, 0x7C, 0x5E, 0x7E, 0x3F: return true
        default: return false
        }
    }

    static func isUnicodeOperatorHead(_ s: UInt32) -> Bool {
        switch s {
        case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0, 0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
             0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
             0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F,
             0x3001...0x3003, 0x3008...0x3020, 0x3030:
            return true
        default:
            return false
        }
    }

    static func isUnicodeOperatorBody(_ s: UInt32) -> Bool {
        switch s {
        case 0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF:
            return true
        default:
            return isUnicodeOperatorHead(s)
        }
    }

    /// Non-ASCII scalars that may appear in identifiers: everything that is not an operator,
    /// a space-like character or a control character. Looser than the grammar, on purpose:
    /// the lexer must classify, not validate.
    static func isUnicodeIdentifier(_ s: UInt32) -> Bool {
        if s < 0x80 { return false }
        if s <= 0x9F || s == 0xA0 || s == 0x1680 || (s >= 0x2000 && s <= 0x200A) || s == 0x2028 || s == 0x2029
            || s == 0x202F || s == 0x205F || s == 0x3000 || s == 0xFEFF {
            return false
        }
        return !isUnicodeOperatorHead(s)
    }

    /// Decodes one UTF-8 scalar at `i`; nil for an invalid or truncated sequence.
    static func decodeScalar(_ b: UnsafeBufferPointer<UInt8>, _ i: Int) -> (scalar: UInt32, length: Int)? {
        let c0 = UInt32(b[i])
        let n = b.count
        func cont(_ k: Int) -> UInt32? {
            guard i + k < n else { return nil }
            let c = b[i + k]
            return c & 0xC0 == 0x80 ? UInt32(c & 0x3F) : nil
        }
        if c0 < 0x80 { return (c0, 1) }
        if c0 >= 0xC2 && c0 <= 0xDF {
            guard let c1 = cont(1) else { return nil }
            return ((c0 & 0x1F) << 6 | c1, 2)
        }
        if c0 >= 0xE0 && c0 <= 0xEF {
            guard let c1 = cont(1), let c2 = cont(2) else { return nil }
            let s = (c0 & 0x0F) << 12 | c1 << 6 | c2
            if s < 0x800 || (s >= 0xD800 && s <= 0xDFFF) { return nil }
            return (s, 3)
        }
        if c0 >= 0xF0 && c0 <= 0xF4 {
            guard let c1 = cont(1), let c2 = cont(2), let c3 = cont(3) else { return nil }
            let s = (c0 & 0x07) << 18 | c1 << 12 | c2 << 6 | c3
            if s < 0x10000 || s > 0x10FFFF { return nil }
            return (s, 4)
        }
        return nil
    }
}
