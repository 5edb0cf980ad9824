import SwiftUI

// The rows are made in a function that builds a view to render it once, not in code SwiftUI
// evaluates again: each call's ids are made for that one picture. (Read on moblin.)
private struct Word: Identifiable {
    let id: UUID = .init()
    let text: String
}

struct AlertRenderer {
    func renderMessage(_ message: String) -> Int {
        let words = message.split(separator: " ").map { Word(text: String($0)) }
        let view = HStack {
            ForEach(words) { word in
                Text(word.text)
            }
        }
        return render(view)
    }

    private func render<V: View>(_ view: V) -> Int { 0 }
}
