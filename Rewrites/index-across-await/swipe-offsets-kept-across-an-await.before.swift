import SwiftUI

final class Workout: Identifiable {
    let id = UUID()
    var name = ""
}

actor Database {
    func delete(_ workout: Workout) async {}
    func fetch() async -> [Workout] { [] }
}

// The swipe's offsets are positions in `workouts` when the swipe happens; the task keeps each one
// across the database's `await` before it removes at it, while another swipe or the reload in
// `.task` can change the list (read on a held-out workout app).
struct WorkoutList: View {
    @State private var workouts: [Workout] = []
    let database = Database()

    private func removeWorkouts(_ offsets: IndexSet) {
        Task {
            for offset in offsets {
                let workout = workouts[offset]
                await database.delete(workout)
                workouts.remove(at: offset)
            }
        }
    }

    var body: some View {
        List {
            ForEach(workouts) { workout in
                Text(workout.name)
            }
            .onDelete(perform: removeWorkouts)
        }
        .task {
            workouts = await database.fetch()
        }
    }
}

// The same in the modifier's closure.
struct WorkoutListWithClosure: View {
    @State private var workouts: [Workout] = []
    let database = Database()

    var body: some View {
        List {
            ForEach(workouts) { workout in
                Text(workout.name)
            }
            .onDelete { offsets in
                Task {
                    for offset in offsets {
                        await database.delete(workouts[offset])
                        workouts.remove(at: offset)
                    }
                }
            }
        }
    }
}

// The elements are taken before the first `await`, and removed by id after it: silent.
struct WorkoutListByID: View {
    @State private var workouts: [Workout] = []
    let database = Database()

    private func removeWorkouts(_ offsets: IndexSet) {
        let doomed = offsets.map { workouts[$0] }
        Task {
            for workout in doomed {
                await database.delete(workout)
                workouts.removeAll { $0.id == workout.id }
            }
        }
    }

    var body: some View {
        List {
            ForEach(workouts) { workout in
                Text(workout.name)
            }
            .onDelete(perform: removeWorkouts)
        }
    }
}
