import SwiftUI

// The keys are sorted inside the copy, and the list deletes through them: each row still looks up
// the value of its own key, the `if let` always finds it, and every row makes one view.
final class Corrections: ObservableObject {
    @Published var byWord: [String: String] = [:]

    func remove(_ word: String) {
        byWord.removeValue(forKey: word)
    }
}

struct CorrectionsView: View {
    @StateObject private var corrections = Corrections()

    var body: some View {
        List {
            ForEach(Array(corrections.byWord.keys.sorted()), id: \.self) { word in
                if let fixed = corrections.byWord[word] {
                    Text("\(word) → \(fixed)")
                }
            }
            .onDelete { offsets in
                let words = corrections.byWord.keys.sorted()
                for offset in offsets { corrections.remove(words[offset]) }
            }
        }
    }
}
