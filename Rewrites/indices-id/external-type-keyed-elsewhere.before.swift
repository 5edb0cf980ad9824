import SwiftUI

struct SourceGridView: View {
    @Binding var entries: [Runner.Manga]

    var body: some View {
        LazyVStack {
            ForEach(entries.indices, id: \.self) { index in
                Text(entries[index].title)
            }
        }
    }
}

extension SourceGridView {
    func remove(at offsets: IndexSet) {
        withAnimation { entries.remove(atOffsets: offsets) }
    }
}
