import SwiftUI

struct LettersView: View {
    var letters: [String]

    var body: some View {
        ForEach(Array(letters.enumerated()), id: \.element.id) { index, letter in
            Text("\(index + 1). \(letter)")
        }
    }
}
