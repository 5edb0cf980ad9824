import Combine
import Foundation

// In another file: the model and what it does with the offsets.
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

    func moveShot(from source: IndexSet, to destination: Int) {
        shots.move(fromOffsets: source, toOffset: destination)
    }
}
