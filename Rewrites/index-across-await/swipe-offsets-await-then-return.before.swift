import SwiftUI

struct Workout: Identifiable {
    let id = UUID()
    var name = ""
    var isDeleting = false
    var isLocked = false
}

actor Database {
    func delete(_ workout: Workout) async {}
    func delete(id: UUID) async {}
    func prepare() async {}
    func fetch() async -> [Workout] { [] }
}

// A locked workout stops the whole delete: the alert is awaited and the function returns. No write follows that await.
struct V: View {
    @State private var workouts: [Workout] = []
    let database = Database()
    func confirmLocked() async {}
    func remove(_ offsets: IndexSet) async {
        for offset in offsets {
            guard !workouts[offset].isLocked else {
                await confirmLocked()
                return
            }
            workouts[offset].isDeleting = true
        }
    }
    var body: some View {
        List {
            ForEach(workouts) { w in Text(w.name) }
                .onDelete { offsets in Task { await remove(offsets) } }
            Button("Drop first") { workouts.removeFirst() }
        }
        .task { workouts = await database.fetch() }
    }
}
