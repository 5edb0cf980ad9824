/// Writes deterministic SwiftUI-like Swift files for benchmarks and fuzzing, after the idea of
/// `shared/bench/gen-corpus.py`: mostly ordinary app code, about one file in five with list code,
/// some of it with the patterns listfix rewrites.
public struct CorpusGenerator {
    private var rng: SeededGenerator

    public init(seed: UInt64) { rng = SeededGenerator(seed: seed) }

    static let nouns = ["user", "item", "track", "message", "article", "contact", "task", "order", "photo", "song",
                        "category", "entry", "box", "match", "address", "person", "note", "event", "tag", "device",
                        "invoice", "recipe", "book", "city"]
    static let plurals = ["person": "people", "category": "categories", "entry": "entries", "box": "boxes",
                          "match": "matches", "address": "addresses", "city": "cities"]
    static let flags = ["isEnabled", "isFavorite", "isArchived", "hasUnread", "isVisible", "isPinned"]
    static let fields = ["title", "name", "subtitle", "detail", "summary", "label"]

    static func plural(_ n: String) -> String { plurals[n] ?? n + "s" }
    static func cap(_ s: String) -> String { s.prefix(1).uppercased() + s.dropFirst() }

    mutating func pick<T>(_ xs: [T]) -> T { xs[Int(rng.next() % UInt64(xs.count))] }
    mutating func below(_ n: Int) -> Int { Int(rng.next() % UInt64(n)) }
    mutating func chance(_ p: Double) -> Bool { Double(rng.next() % 1_000_000) / 1_000_000 < p }
    mutating func sample(_ xs: [String], _ k: Int) -> [String] {
        var pool = xs
        var out: [String] = []
        for _ in 0..<k { out.append(pool.remove(at: below(pool.count))) }
        return out
    }

    /// One file's text.
    public mutating func file() -> String {
        let n = pick(Self.nouns)
        let t = Self.cap(n)
        let fields = sample(Self.fields, 3)
        let flags = sample(Self.flags, 2)
        var parts = ["import SwiftUI", "import Foundation", "", model(t, fields, flags)]
        for _ in 0..<(1 + below(3)) {
            parts.append(chance(0.2) ? listView(n, t, fields, flags) : plainCode(n, t))
        }
        return parts.joined(separator: "\n")
    }

    mutating func model(_ t: String, _ fields: [String], _ flags: [String]) -> String {
        let conform = pick(["Identifiable", "Identifiable, Equatable", "Identifiable, Hashable", "Hashable",
                            "Codable, Identifiable"])
        let idLine = pick(["let id: UUID", "let id = UUID()", "let id: Int", "let id: String"])
        var lines = ["struct \(t): \(conform) {", "    \(idLine)"]
        lines += fields.map { "    var \($0): String" }
        lines += flags.map { "    var \($0): Bool = false" }
        lines += ["", "    /// A short description used in previews and logs.",
                  "    var debugText: String { \"\(t)(\\(\(fields[0])), \\(\(flags[0])))\" }", "}", ""]
        return lines.joined(separator: "\n")
    }

    mutating func rowBody(_ n: String, _ v: String, _ fields: [String], _ flags: [String], _ indent: Int) -> [String] {
        let p = String(repeating: " ", count: indent)
        switch below(6) {
        case 0:
            return ["\(p)if \(v).\(flags[0]) {", "\(p)    Text(\(v).\(fields[0])).bold()",
                    "\(p)    Text(\(v).\(fields[1])).font(.caption)", "\(p)} else {", "\(p)    Text(\(v).\(fields[0]))", "\(p)}"]
        case 1:
            return ["\(p)if \(v).\(flags[1]) {", "\(p)    Label(\(v).\(fields[0]), systemImage: \"star\")", "\(p)}"]
        case 2:
            return ["\(p)AnyView(\(v).\(flags[0]) ? AnyView(Text(\(v).\(fields[0]))) : AnyView(Image(systemName: \"circle\")))"]
        case 3:
            return ["\(p)HStack {", "\(p)    Text(\(v).\(fields[0]))", "\(p)    Spacer()",
                    "\(p)    Text(\"\\(\(v).\(fields[1])) · \\(\(v).\(fields[2]))\")", "\(p)        .foregroundStyle(.secondary)", "\(p)}"]
        case 4:
            return ["\(p)\(Self.cap(n))Row(\(n): \(v))", "\(p)    .swipeActions { Button(\"Delete\", role: .destructive) { } }"]
        default:
            return ["\(p)NavigationLink(value: \(v).id) {", "\(p)    Text(\(v).\(fields[0]))", "\(p)}"]
        }
    }

    mutating func listView(_ n: String, _ t: String, _ fields: [String], _ flags: [String]) -> String {
        let xs = Self.plural(n)
        let container = pick(["List", "ScrollView { LazyVStack", "Form"])
        var lines = ["struct \(t)ListView\(below(1000)): View {",
                     "    \(pick(["@State private var", "var", "let", "@Binding var"])) \(xs): [\(t)]\(chance(0.3) ? " = []" : "")",
                     "    @State private var query = \"\"",
                     "    @State private var selection: \(t).ID?", "",
                     "    var body: some View {",
                     "        NavigationStack {",
                     "            \(container) {"]
        let i = pick(["index", "i", "idx"])
        switch below(7) {
        case 0:
            lines += ["                ForEach(\(xs).indices, id: \\.self) { \(i) in",
                      "                    Text(\(xs)[\(i)].\(fields[0]))", "                }"]
        case 1:
            lines += ["                ForEach(Array(\(xs).enumerated()), id: \\.offset) { \(i), \(n) in",
                      "                    Text(\"\\(\(i) + 1). \\(\(n).\(fields[0]))\")", "                }"]
        case 2:
            lines += ["                ForEach(\(xs).filter { $0.\(flags[0]) }) { \(n) in"]
            lines += rowBody(n, n, fields, flags, 20)
            lines += ["                }"]
        case 3:
            lines += ["                ForEach(0..<\(xs).count, id: \\.self) { \(i) in",
                      "                    Toggle(\(xs)[\(i)].\(fields[0]), isOn: $\(xs)[\(i)].\(flags[0]))", "                }"]
        default:
            lines += ["                ForEach(\(xs)) { \(n) in"]
            lines += rowBody(n, n, fields, flags, 20)
            lines += ["                }"]
        }
        if container.contains("LazyVStack") { lines.append("            }") }
        lines += ["            }", "            .navigationTitle(\"\(Self.cap(Self.plural(n)))\")",
                  "            .searchable(text: $query)", "        }", "    }", "}", ""]
        return lines.joined(separator: "\n")
    }

    mutating func plainCode(_ n: String, _ t: String) -> String {
        let fn = pick(["load", "refresh", "sync", "fetch"])
        let xs = Self.plural(n)
        return [
            "@MainActor",
            "final class \(t)Store\(below(1000)): ObservableObject {",
            "    @Published private(set) var \(xs): [\(t)] = []",
            "    private let session: URLSession",
            "",
            "    init(session: URLSession = .shared) { self.session = session }",
            "",
            "    /* Loads \(xs) from the server; retries once on a timeout. */",
            "    func \(fn)() async throws {",
            "        let url = URL(string: \"https://example.com/api/\(xs)?limit=\\(\(10 + below(490)))\")!",
            "        let (data, response) = try await session.data(from: url)",
            "        guard (response as? HTTPURLResponse)?.statusCode == 200 else { return }",
            "        let decoded = try JSONDecoder().decode([\(t)].self, from: data)",
            "        \(xs) = decoded.sorted { $0.id.hashValue < $1.id.hashValue }",
            "        let ratio = Double(decoded.count) / Double(max(1, \(xs).count)) / 2",
            "        print(\"loaded \\(decoded.count) \\(ratio)\")",
            "    }",
            "}",
            "",
        ].joined(separator: "\n")
    }

    /// Files until their total reaches `bytes`, each handed over as (relative path, text) in
    /// `ModuleNNN/FileNNNNN.swift` folders and not kept.
    public mutating func forEachFile(totalBytes: Int, _ body: (String, String) -> Void) {
        var total = 0
        var k = 0
        while total < totalBytes {
            let text = file()
            let module = String(k / 200)
            let number = String(k)
            body("Module\(String(repeating: "0", count: max(0, 3 - module.count)) + module)/File\(String(repeating: "0", count: max(0, 5 - number.count)) + number).swift", text)
            total += text.utf8.count
            k += 1
        }
    }
}

/// SplitMix64: a small deterministic generator, so corpora and fuzz runs replay exactly.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64
    public init(seed: UInt64) { state = seed }
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
