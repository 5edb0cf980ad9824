import SwiftUI

struct Highlight: Identifiable {
    let id: UUID
    var text: String
    var kinds: [Kind]
}

enum Kind: String, CaseIterable {
    case summary, question, note
}

// The chips count each kind among all the highlights, not among `searchResults`: a keystroke
// filters the highlights once, which the search needs anyway, and sorts what is left. Silent.
struct HighlightsView: View {
    let highlights: [Highlight]
    @State private var searchText = ""

    private var searchResults: [Highlight] {
        searchText.isEmpty ? highlights : highlights.filter { $0.text.localizedCaseInsensitiveContains(searchText) }
    }

    private var sortedResults: [Highlight] {
        searchResults.sorted { $0.text < $1.text }
    }

    private func count(of kind: Kind) -> Int {
        highlights.filter { $0.kinds.contains(kind) }.count
    }

    var body: some View {
        NavigationStack {
            VStack {
                ScrollView(.horizontal) {
                    HStack {
                        ForEach(Kind.allCases, id: \.self) { kind in
                            Text("\(kind.rawValue) (\(count(of: kind)))")
                        }
                    }
                }
                if sortedResults.isEmpty {
                    Text("No highlights")
                } else {
                    List(sortedResults) { highlight in
                        Text(highlight.text)
                    }
                }
            }
            .searchable(text: $searchText)
        }
    }
}
