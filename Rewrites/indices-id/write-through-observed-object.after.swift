import SwiftUI

struct Chore: Identifiable {
    let id: UUID
    var name: String
    var minutes: Int
}

final class ChoreStore: ObservableObject {
    @Published var chores: [Chore] = []

    func load(_ fresh: [Chore]) {
        chores = fresh
    }
}

struct ChoresView: View {
    @ObservedObject var store: ChoreStore

    var body: some View {
        List {
            ForEach($store.chores) { $chore in
                Stepper(chore.name, value: $chore.minutes, in: 0...120)
                    .onTapGesture {
                        chore.minutes += 5
                    }
            }
        }
    }
}
