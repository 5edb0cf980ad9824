import SwiftUI

struct SourceGridView: View {
    @Binding var entries: [Runner.Manga]

    var body: some View {
        LazyVStack {
            ForEach(entries, id: \.identifier) { entry in
                Text(entry.title)
            }
        }
    }
}

extension SourceGridView {
    func remove(at offsets: IndexSet) {
        withAnimation { entries.remove(atOffsets: offsets) }
    }
}
