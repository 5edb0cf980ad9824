import SwiftUI

// `List(ranking) { runner in … }` makes a row per runner, and each row asks the getter for its
// place: the sort runs once per row, on every keystroke of the note field. A warning, with no
// automatic fix.
struct Runner: Identifiable, Equatable {
    let id: Int
    var name: String
    var time: Double
}

struct RankingView: View {
    let runners: [Runner]
    @State private var note = ""

    private var ranking: [Runner] {
        runners.sorted { $0.time < $1.time }
    }

    var body: some View {
        VStack {
            TextField("Note", text: $note)
            List(ranking) { runner in
                Text("\((ranking.firstIndex(of: runner) ?? 0) + 1). \(runner.name)")
            }
        }
    }
}
