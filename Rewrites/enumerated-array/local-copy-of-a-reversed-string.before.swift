import SwiftUI
// String.reversed() is a ReversedCollection<String>: bidirectional, not random-access.
struct V: View {
    let word: String
    var body: some View {
        VStack {
            let e = Array(word.reversed().enumerated())
            ForEach(e, id: \.offset) { i, c in Text(String(c)) }
        }
    }
}
