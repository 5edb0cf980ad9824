import SwiftUI

/// The app's own `Manga`: not the `Runner.Manga` of the package the rows show.
struct Manga: Identifiable {
    let id: String
    var title: String
}

struct SourceResultsView: View {
    @Binding var results: [Runner.Manga]

    var body: some View {
        ForEach(Array(results.enumerated()), id: \.offset) { offset, manga in
            Text("\(offset + 1). \(manga.title)")
        }
    }
}

extension SourceResultsView {
    func remove(at offsets: IndexSet) {
        withAnimation { results.remove(atOffsets: offsets) }
    }
}
