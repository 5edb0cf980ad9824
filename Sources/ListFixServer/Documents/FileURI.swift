/// `file://` URIs and the paths they name.
enum FileURI {
    /// The path of a `file:` URI, percent-decoded; nil for any other scheme (an untitled buffer).
    static func path(of uri: String) -> String? {
        var rest: Substring
        if uri.hasPrefix("file://") {
            rest = uri.dropFirst(7)
            // `file://host/path`: only the local host.
            if !rest.hasPrefix("/") {
                guard let slash = rest.firstIndex(of: "/"), rest[..<slash] == "localhost" else { return nil }
                rest = rest[slash...]
            }
        } else if uri.hasPrefix("file:/") {
            rest = uri.dropFirst(5)
        } else {
            return nil
        }
        var out: [UInt8] = []
        let bytes = Array(rest.utf8)
        var k = 0
        while k < bytes.count {
            if bytes[k] == UInt8(ascii: "%"), k + 2 < bytes.count, let hi = hex(bytes[k + 1]), let lo = hex(bytes[k + 2]) {
                out.append(hi << 4 | lo)
                k += 3
            } else if bytes[k] == UInt8(ascii: "?") || bytes[k] == UInt8(ascii: "#") {
                break
            } else {
                out.append(bytes[k])
                k += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The `file://` URI of an absolute path.
    static func of(_ path: String) -> String {
        let hexDigits = Array("0123456789ABCDEF".utf8)
        var out = Array("file://".utf8)
        for b in path.utf8 {
            let plain = (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A)
                || "/-._~".utf8.contains(b)
            if plain {
                out.append(b)
            } else {
                out += [UInt8(ascii: "%"), hexDigits[Int(b >> 4)], hexDigits[Int(b & 0xF)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func hex(_ c: UInt8) -> UInt8? {
        switch c {
        case 0x30...0x39: return c - 0x30
        case 0x41...0x46: return c - 0x41 + 10
        case 0x61...0x66: return c - 0x61 + 10
        default: return nil
        }
    }
}
