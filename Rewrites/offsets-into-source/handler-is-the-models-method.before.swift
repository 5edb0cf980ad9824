import SwiftUI

// `perform:` names the model's method itself: it removes the unsorted shots at the positions of
// the sorted rows.
struct Shot: Identifiable {
    let id: Int
    var title: String
}

final class ShotListModel: ObservableObject {
    @Published var shots: [Shot] = []

    var shotsByTitle: [Shot] {
        shots.sorted { $0.title < $1.title }
    }

    func deleteShots(at offsets: IndexSet) {
        shots.remove(atOffsets: offsets)
    }
}

struct ShotListView: View {
    @ObservedObject var model: ShotListModel

    var body: some View {
        List {
            ForEach(model.shotsByTitle) { shot in
                Text(shot.title)
            }
            .onDelete(perform: model.deleteShots)
        }
    }
}
