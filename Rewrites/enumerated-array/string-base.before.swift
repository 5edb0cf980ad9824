import SwiftUI

// A String is not a RandomAccessCollection: the copy is required.
struct LettersView: View {
    var word: String

    var body: some View {
        ForEach(Array(word.enumerated()), id: \.offset) { index, letter in
            Text(String(letter))
        }
    }
}
