import SwiftUI

// The keys are sorted by a closure and cut to the first five, inside and outside the copy: every
// key is still one of the dictionary's own, so each row's `if let` finds its value, and every row
// makes one view.
final class Glossary: ObservableObject {
    @Published var meanings: [String: String] = [:]

    func forget(_ word: String) {
        meanings.removeValue(forKey: word)
    }
}

struct GlossaryView: View {
    @StateObject private var glossary = Glossary()

    var body: some View {
        List {
            ForEach(Array(glossary.meanings.keys.sorted { $0 < $1 }.prefix(5)), id: \.self) { word in
                if let meaning = glossary.meanings[word] {
                    Text("\(word): \(meaning)")
                }
            }
            ForEach(glossary.meanings.keys.sorted(by: { $0 > $1 }), id: \.self) { word in
                if let meaning = glossary.meanings[word] {
                    Text("\(word): \(meaning)")
                }
            }
            .onDelete { offsets in
                let words = glossary.meanings.keys.sorted(by: { $0 > $1 })
                for offset in offsets { glossary.forget(words[offset]) }
            }
        }
    }
}
