import ListFixKit

/// What a world's project indexes answered to the questions its rows' rules asked (the cache
/// file's answers section): per project and question digest, the question and the digest of its
/// answer. A later run over another world asks its own indexes the same questions once each; a
/// row whose every answer agrees keeps its findings.
struct AnswerTable {
    /// A question as one project's rules asked it.
    struct Key: Hashable {
        var project: Int
        var digest: UInt64
    }

    var entries: [Key: (read: DeclarationRead, answer: UInt64)] = [:]

    init() {}

    /// The table `bytes` hold, nil if they are not one.
    init?(_ bytes: [UInt8]) {
        let decoded = bytes.withUnsafeBytes { raw -> [Key: (read: DeclarationRead, answer: UInt64)]? in
            var r = ByteReader(raw)
            do {
                let n = try r.count()
                var out: [Key: (read: DeclarationRead, answer: UInt64)] = [:]
                out.reserveCapacity(n)
                for _ in 0..<n {
                    let key = Key(project: try r.int(), digest: try r.fixed())
                    let answer = try r.fixed()
                    guard let kind = DeclarationRead.Kind(rawValue: try r.byte()) else { return nil }
                    out[key] = (DeclarationRead(kind: kind, key: try r.string()), answer)
                }
                return r.isAtEnd ? out : nil
            } catch {
                return nil
            }
        }
        guard let decoded else { return nil }
        entries = decoded
    }

    /// The section's bytes, in key order.
    func encoded() -> [UInt8] {
        var w = ByteWriter(capacity: entries.count * 48 + 16)
        w.unsigned(UInt64(entries.count))
        for (key, value) in entries.sorted(by: { ($0.key.project, $0.key.digest) < ($1.key.project, $1.key.digest) }) {
            w.int(key.project)
            w.fixed(key.digest)
            w.fixed(value.answer)
            w.byte(value.read.kind.rawValue)
            w.string(value.read.key)
        }
        return w.bytes
    }
}
