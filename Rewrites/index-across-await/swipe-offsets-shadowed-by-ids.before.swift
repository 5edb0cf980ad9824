import SwiftUI

struct Workout: Identifiable {
    let id = UUID()
    var name = ""
    var isDeleting = false
}

actor Database {
    func delete(_ workout: Workout) async {}
    func delete(id: UUID) async {}
    func prepare() async {}
    func fetch() async -> [Workout] { [] }
}

// The parameter 'offsets' is shadowed by a local of ids; the loop writes a dictionary keyed by id.
struct V: View {
    @State private var workouts: [Workout] = []
    @State private var thumbnails: [UUID: Data] = [:]
    let database = Database()
    private func remove(_ offsets: IndexSet) {
        let offsets = offsets.map { workouts[$0].id }
        Task {
            for offset in offsets {
                await database.delete(id: offset)
                thumbnails[offset] = nil
            }
        }
    }
    func clear(_ id: UUID) { thumbnails.removeValue(forKey: id) }
    var body: some View {
        List {
            ForEach(workouts) { w in Text(w.name) }.onDelete(perform: remove)
        }
        .task { workouts = await database.fetch() }
    }
}
