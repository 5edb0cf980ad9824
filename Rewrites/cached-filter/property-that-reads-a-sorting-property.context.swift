import SwiftUI

struct Score: Identifiable {
    let id: UUID
    var name: String
    var points: Int
}

final class ScoreStore: ObservableObject {
    @Published var scores: [Score] = []
    var ordered: [Score] { scores.sorted { $0.points > $1.points } }
    var topThree: [Score] { Array(ordered.prefix(3)) }
    func order(_ list: [Score]) -> [Score] { list.sorted { $0.points > $1.points } }
}

extension ScoreStore {
    var ranked: [Score] { order(scores) }
}
