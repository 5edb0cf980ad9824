import SwiftUI

// The pages of a recovery phrase: each page is a slot of words, and the screen only ever writes
// one word of one page (`pages[page][slot] = word`). That changes an element where it stands; no
// page is inserted, removed or moved, so keying the pages by position shows no wrong row.
struct PhrasePages: View {
    @Binding var pages: [[String]]

    var body: some View {
        VStack {
            ForEach(Array(pages.enumerated()), id: \.offset) { index, _ in
                PhrasePage(words: $pages[index])
            }
        }
    }
}

struct PhrasePage: View {
    @Binding var words: [String]
    @State private var isExpanded = false

    var body: some View {
        Text(words.joined(separator: " "))
            .onTapGesture { isExpanded.toggle() }
    }
}

struct PhraseScreen: View {
    @State private var pages: [[String]] = [["", ""], ["", ""]]

    var body: some View {
        PhrasePages(pages: $pages)
    }

    func enter(_ word: String, page: Int, slot: Int) {
        pages[page][slot] = word
    }
}
