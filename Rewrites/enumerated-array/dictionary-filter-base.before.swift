import SwiftUI

// Counts kept above one, filtered from a dictionary into a local and written inline: a
// dictionary's `filter` gives a dictionary, not an array, so nothing proves the base random-access
// and `ForEach(big.enumerated(), …)` would not compile. The copy stays: silent (a reviewer's probe,
// after untyped locals were followed to their values).
struct FrequentWords: View {
    let counts: [String: Int]

    var body: some View {
        let big = counts.filter { $0.value > 1 }
        VStack {
            ForEach(Array(big.enumerated()), id: \.offset) { _, entry in
                Text(entry.key)
            }
            ForEach(Array(counts.filter { $0.value > 2 }.enumerated()), id: \.offset) { _, entry in
                Text(entry.key)
            }
        }
    }
}

// A method of that name on another type of the file returns an array; the view's own, in another
// file, may return anything. Not the call's: silent.
struct Tally: View {
    let words: [String]

    var body: some View {
        VStack {
            ForEach(Array(lengths(words).enumerated()), id: \.offset) { _, length in
                Text("\(length)")
            }
        }
    }
}

struct Exporter {
    func lengths(_ words: [String]) -> [Int] { words.map(\.count) }
}
