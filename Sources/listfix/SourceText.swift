/// Checks that bytes are Swift source text: UTF-8 and no NUL bytes.
enum SourceText {
    static func problem(_ bytes: [UInt8]) -> String? {
        // Eight bytes at a time while the text is ASCII without NUL: most source files, entirely.
        var start = 0
        bytes.withUnsafeBytes { raw in
            let high: UInt64 = 0x8080_8080_8080_8080, ones: UInt64 = 0x0101_0101_0101_0101
            @inline(__always) func plain(_ w: UInt64) -> Bool { w & high == 0 && (w &- ones) & ~w & high == 0 }
            // Four words per step while they are all plain ASCII; the word loop finds the exact spot.
            while start + 32 <= raw.count {
                let a = raw.loadUnaligned(fromByteOffset: start, as: UInt64.self)
                let b = raw.loadUnaligned(fromByteOffset: start + 8, as: UInt64.self)
                let c = raw.loadUnaligned(fromByteOffset: start + 16, as: UInt64.self)
                let d = raw.loadUnaligned(fromByteOffset: start + 24, as: UInt64.self)
                guard plain(a) && plain(b) && plain(c) && plain(d) else { break }
                start += 32
            }
            while start + 8 <= raw.count {
                let w = raw.loadUnaligned(fromByteOffset: start, as: UInt64.self)
                if w & high != 0 || (w &- ones) & ~w & high != 0 { break }
                start += 8
            }
        }
        if bytes[start...].contains(0) { return "contains NUL bytes: not Swift source text; skipped" }
        var iterator = bytes[start...].makeIterator()
        var decoder = UTF8()
        var offset = start
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let s): offset += UTF8.width(s)
            case .emptyInput: return nil
            case .error: return "is not valid UTF-8 (near byte \(offset)); skipped"
            }
        }
    }
}
