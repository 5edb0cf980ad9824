import SwiftUI

// Stat tiles two to a row, the rows made by a generic function of this file declared to return an
// array of arrays: `[[T]]` is random-access, so on Swift 6.2 with an OS 26 target `ForEach` takes
// its `enumerated()` without the copy (read on a held-out pickleball tracker's roster stats).
struct StatsGrid: View {
    let stats: [String]

    var body: some View {
        VStack {
            ForEach(chunk(stats, size: 2).enumerated(), id: \.offset) { _, row in
                HStack {
                    ForEach(row, id: \.self) { stat in
                        Text(stat)
                    }
                }
            }
        }
    }

    private func chunk<T>(_ array: [T], size: Int) -> [[T]] {
        stride(from: 0, to: array.count, by: size).map { Array(array[$0..<min($0 + size, array.count)]) }
    }
}

// A function declared to return a dictionary: not random-access, so the copy stays. Silent.
struct CountsList: View {
    let words: [String]

    var body: some View {
        VStack {
            ForEach(Array(counts(words).enumerated()), id: \.offset) { _, entry in
                Text("\(entry.key): \(entry.value)")
            }
        }
    }

    private func counts(_ words: [String]) -> [String: Int] {
        Dictionary(words.map { ($0, 1) }, uniquingKeysWith: +)
    }
}
