import SwiftUI

// `topThree` sorts nothing itself: it reads `ordered`, which sorts, and `ranked`, declared in an
// extension of the store in its file, calls `order(_:)`, which sorts. Both do the sort on each read,
// and the body reads them on every keystroke; but a sort is one pass over the scores, and the store
// is another type whose work the rule does not weigh: silent.
struct PodiumView: View {
    @ObservedObject var store: ScoreStore
    @State private var note = ""

    var body: some View {
        Form {
            TextField("Note", text: $note)
            ForEach(store.topThree) { score in
                Text(score.name)
            }
            ForEach(store.ranked) { score in
                Text(score.name)
            }
        }
    }
}
