import SwiftUI

struct LettersView: View {
    @Binding var letters: [String]

    var body: some View {
        ForEach(Array(letters.enumerated()), id: \.offset) { index, letter in
            Text("\(index + 1). \(letter)")
        }
    }
}

extension LettersView {
    func remove(at offsets: IndexSet) {
        withAnimation { letters.remove(atOffsets: offsets) }
    }
}
