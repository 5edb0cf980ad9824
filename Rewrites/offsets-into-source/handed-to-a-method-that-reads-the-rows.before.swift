import SwiftUI

// The model maps the offsets through the rows' own getter before it removes by id: right.
struct Shot: Identifiable {
    let id: Int
    var title: String
    var isDone: Bool
}

final class ShotListModel: ObservableObject {
    @Published var shots: [Shot] = []
    @Published var hidesDone = false

    var visibleShots: [Shot] {
        shots.filter { !hidesDone || !$0.isDone }
    }

    func deleteShots(at offsets: IndexSet) {
        let ids = Set(offsets.map { visibleShots[$0].id })
        shots.removeAll { ids.contains($0.id) }
    }
}

struct ShotListView: View {
    @ObservedObject var model: ShotListModel

    var body: some View {
        List {
            ForEach(model.visibleShots) { shot in
                Text(shot.title)
            }
            .onDelete { offsets in
                model.deleteShots(at: offsets)
            }
        }
    }
}
