import SwiftUI

struct SavedFilter: Identifiable {
    let id: UUID
    var genres: [String]

    func toText() -> String {
        genres.joined(separator: ", ")
    }

    mutating func clear() {
        genres = []
    }
}

struct FiltersView: View {
    @Binding var filters: [SavedFilter]

    var body: some View {
        List {
            ForEach(filters.indices, id: \.self) { index in
                Button(filters[index].toText()) {
                    filters[index].clear()
                }
            }
        }
    }
}

extension FiltersView {
    func remove(at offsets: IndexSet) {
        filters.remove(atOffsets: offsets)
    }
}
