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
            ForEach(store.chores.indices, id: \.self) { i in
                Stepper(store.chores[i].name, value: $store.chores[i].minutes, in: 0...120)
                    .onTapGesture {
                        store.chores[i].minutes += 5
                    }
            }
        }
    }
}
