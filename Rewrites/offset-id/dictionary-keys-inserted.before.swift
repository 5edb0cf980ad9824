import SwiftUI

// `scores[name] = 0` adds a key: the dictionary's keys, and the rows over them, gain an element
// wherever it sorts, so every later row's position shifts.
struct ScoresView: View {
    @State private var scores: [String: Int] = [:]

    var body: some View {
        List {
            ForEach(Array(scores.keys.sorted().enumerated()), id: \.offset) { index, name in
                Text("\(index + 1). \(name)")
            }
        }
    }

    func add(_ name: String) {
        withAnimation { scores[name] = 0 }
    }
}
