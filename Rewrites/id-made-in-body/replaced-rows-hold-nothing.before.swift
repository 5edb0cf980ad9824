import SwiftUI

// The rows are plain text with no selection, state or control: a replaced row is drawn again
// the same, and nothing is said.
struct Headline: Identifiable {
    let id = UUID()
    let title: String
}

struct HeadlinesView: View {
    @State private var headlines: [Headline] = []

    var body: some View {
        List(headlines) { headline in
            Text(headline.title)
        }
    }

    func retitle(at index: Int, to title: String) {
        headlines[index] = Headline(title: title)
    }
}
