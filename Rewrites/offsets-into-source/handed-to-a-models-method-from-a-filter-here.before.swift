import SwiftUI

// The view filters the model's shots by its own search; the delete hands the offsets to the
// model, which removes its unfiltered shots at those positions.
struct Shot: Identifiable {
    let id: Int
    var title: String
}

final class ShotListModel: ObservableObject {
    @Published var shots: [Shot] = []

    func deleteShots(at offsets: IndexSet) {
        shots.remove(atOffsets: offsets)
    }
}

struct ShotListView: View {
    @ObservedObject var model: ShotListModel
    @State private var searchText = ""

    var body: some View {
        List {
            ForEach(model.shots.filter { searchText.isEmpty || $0.title.contains(searchText) }) { shot in
                Text(shot.title)
            }
            .onDelete { offsets in
                model.deleteShots(at: offsets)
            }
        }
        .searchable(text: $searchText)
    }
}
