import SwiftUI

struct Highlight: Identifiable {
    let id: UUID
    var text: String
    var kinds: [Kind]
}

enum Kind: String, CaseIterable {
    case summary, question, note
}

// The rows sort what `searchResults` filters by the typed text, and each chip of the filter bar
// counts its kind among `searchResults` again: every keystroke filters the highlights once for the
// rows and once more per chip (read on ai-reader-ios's highlights). A warning, with no fix.
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
        searchResults.filter { $0.kinds.contains(kind) }.count
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
