import ListFixKit
import SwiftTokens

/// The findings a team accepted when it adopted listfix (`check --write-baseline FILE`), so that
/// `--baseline FILE` reports only new ones. A finding is known by its rule, its file (from the
/// repository's root) and a fingerprint of its line and the lines around it, not its line number:
/// an edit that moves lines keeps it known, an edit to its code shows it again.
struct Baseline: Sendable {
    /// "rule\tpath\tfingerprint" → how many such findings were accepted.
    private var counts: [String: Int] = [:]

    /// The first line of a baseline file.
    static let header = "# listfix baseline: rule, path, fingerprint of the finding's line and its neighbours"

    init(text: String) {
        for line in text.split(separator: "\n") where !line.hasPrefix("#") && !line.isEmpty {
            counts[String(line), default: 0] += 1
        }
    }

    /// The entry of a finding of the file `path` (from the repository's root) whose text is `bytes`.
    static func entry(_ d: ReportedFinding, path: String, bytes: [UInt8], lines: LineTable) -> String {
        func text(_ line: Int) -> ArraySlice<UInt8> {
            guard line >= 1 && line <= lines.lineCount else { return [] }
            let start = lines.start(ofLine: line)
            let end = line < lines.lineCount ? lines.start(ofLine: line + 1) : bytes.count
            // Indentation and line endings do not change what the code is.
            var slice = bytes[start..<end]
            while let c = slice.first, c == 0x20 || c == 0x09 { slice = slice.dropFirst() }
            while let c = slice.last, c == 0x0A || c == 0x0D || c == 0x20 || c == 0x09 { slice = slice.dropLast() }
            return slice
        }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for line in [d.line - 1, d.line, d.line + 1] {
            for b in text(line) + [0x0A] {
                hash ^= UInt64(b)
                hash = hash &* 0x100_0000_01b3
            }
        }
        let hex = String(hash, radix: 16)
        return "\(d.rule)\t\(path)\t" + String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// Drops from `findings` those the baseline accepted (each entry once).
    func filter(_ findings: inout [ReportedFinding], path: String, bytes: [UInt8]) {
        guard !counts.isEmpty, !findings.isEmpty else { return }
        let lines = LineTable(bytes: bytes)
        var left = counts
        findings.removeAll { d in
            let key = Baseline.entry(d, path: path, bytes: bytes, lines: lines)
            guard let n = left[key], n > 0 else { return false }
            left[key] = n - 1
            return true
        }
    }
}
