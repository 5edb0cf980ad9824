#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SwiftTokens

/// The rules' trigger words, found among a file's identifiers in one pass over its tokens.
struct TriggerWords: Sendable {
    var words: [[UInt8]] = []
    /// For each rule, the bits of its words in `words` (a word past the 64th has no bit, and is never
    /// found present).
    var ruleMasks: [UInt64] = []
    /// Bit k set when rule k has no trigger words: it has work in every file.
    var untriggered: UInt64 = 0
    /// For each rule, the bits of its joint trigger's two lists (0 and 0 for none).
    var jointFirst: [UInt64] = []
    var jointSecond: [UInt64] = []
    /// Bit k set at `length % 32 * 128 + first byte` when word k has that length and first
    /// byte: one load rules out almost every identifier.
    var candidates = [UInt64](repeating: 0, count: 32 * 128)
    /// Word k as a `ShortWord` at `2k` and `2k + 1`, for words of at most 16 bytes: a token is
    /// compared with two integer compares, not a call.
    var keys: [UInt64] = []
    /// Bit k set when word k is longer than 16 bytes (compared byte by byte).
    var longWords: UInt64 = 0
    /// What the lexer lists for the first pass's declaration scan (`DeclarationScanner.watch`).
    var watch = TokenWatch()
    /// The bits of the words the declaration scan asks of every file before it records what only
    /// some files have: found once here, not with a search of `words` per file.
    var eventIdentifierBits: UInt64 = 0
    var presentationBits: UInt64 = 0
    var sceneBits: UInt64 = 0
    /// `IndexSet`: a file that never names it declares no method that takes row offsets.
    var offsetsBits: UInt64 = 0

    /// From the rules' metadata, each read once (a copy of each is not free, and a run makes one
    /// engine).
    init(_ rules: [RuleMetadata]) {
        for (r, rule) in rules.enumerated() {
            var mask: UInt64 = 0
            for w in rule.triggers {
                let bytes = Array(w.utf8)
                let k = words.firstIndex(of: bytes) ?? { words.append(bytes); return words.count - 1 }()
                if k < 64 { mask |= 1 << UInt64(k) }
            }
            ruleMasks.append(mask)
            if rule.triggers.isEmpty && r < 64 { untriggered |= 1 << UInt64(r) }
        }
        for rule in rules {
            for w in rule.hints + rule.jointTrigger.first + rule.jointTrigger.second where !words.contains(Array(w.utf8)) {
                words.append(Array(w.utf8))
            }
        }
        for rule in rules {
            jointFirst.append(rule.jointTrigger.first.reduce(0) { $0 | bit(of: $1) })
            jointSecond.append(rule.jointTrigger.second.reduce(0) { $0 | bit(of: $1) })
        }
        for (k, w) in words.enumerated() where k < 64 && !w.isEmpty && w[0] < 128 {
            candidates[TriggerWords.slot(w.count, w[0])] |= 1 << UInt64(k)
        }
        for (k, w) in words.enumerated() {
            if w.count > 16 && k < 64 { longWords |= 1 << UInt64(k) }
            let key = w.count > 16 ? (lo: 0, hi: 0) : w.withUnsafeBufferPointer { ShortWord.of($0) }
            keys += [key.lo, key.hi]
        }
        watch = DeclarationScanner.watch(triggers: self)
        eventIdentifierBits = bit(of: "calendarItemIdentifier") | bit(of: "eventIdentifier")
        presentationBits = bit(of: "isPresented")
        sceneBits = SceneRoots.hintWords.reduce(0) { $0 | bit(of: $1) }
        offsetsBits = bit(of: "IndexSet")
    }

    @inline(__always) static func slot(_ length: Int, _ first: UInt8) -> Int { (length & 31) << 7 | Int(first & 0x7F) }

    /// Of the candidate words `bits` (by the token's length and first byte), those the token spells.
    /// `keys` and `longWords` as this type's.
    @inline(__always)
    static func spelled(_ bits: UInt64, _ keys: UnsafeBufferPointer<UInt64>, longWords: UInt64, _ words: [[UInt8]],
                        at token: Token, in b: UnsafeBufferPointer<UInt8>) -> UInt64 {
        guard token.length <= 16, bits & longWords == 0 else { return spelledByBytes(bits, words, at: token, in: b) }
        let (lo, hi) = ShortWord.at(token.start, length: token.length, in: b)
        var bits = bits, found: UInt64 = 0
        while bits != 0 {
            let k = bits.trailingZeroBitCount
            bits &= bits - 1
            if keys[2 &* k] == lo && keys[2 &* k &+ 1] == hi { found |= 1 << UInt64(k) }
        }
        return found
    }

    @inline(never)
    static func spelledByBytes(_ bits: UInt64, _ words: [[UInt8]], at token: Token, in b: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var bits = bits, found: UInt64 = 0
        while bits != 0 {
            let k = bits.trailingZeroBitCount
            bits &= bits - 1
            let w = words[k]
            if w.count == token.length && memcmp(b.baseAddress! + token.start, w, w.count) == 0 { found |= 1 << UInt64(k) }
        }
        return found
    }

    /// The bit of `word` in `present(in:)`; 0 when it is no trigger or hint word.
    func bit(of word: String) -> UInt64 {
        guard let k = words.firstIndex(of: Array(word.utf8)), k < 64 else { return 0 }
        return 1 << UInt64(k)
    }

    /// A bit per word: set when the word is one of the file's identifiers.
    func present(in file: SourceFile) -> UInt64 {
        var present: UInt64 = 0
        let all: UInt64 = words.count >= 64 ? ~0 : (1 << UInt64(words.count)) - 1
        file.bytes.withUnsafeBufferPointer { b in
            file.tokens.withUnsafeTokens { tokens in
                candidates.withUnsafeBufferPointer { c in
                    for token in tokens where token.kind == .identifier {
                        let first = b[token.start]
                        guard first < 128 else { continue }
                        var bits = c[TriggerWords.slot(token.length, first)] & ~present
                        while bits != 0 {
                            let k = bits.trailingZeroBitCount
                            bits &= bits - 1
                            let w = words[k]
                            if w.count == token.length && memcmp(b.baseAddress! + token.start, w, w.count) == 0 {
                                present |= 1 << UInt64(k)
                            }
                        }
                        if present == all { break }
                    }
                }
            }
        }
        return present
    }
}
