import SwiftUI

struct Workout: Identifiable, Hashable {
    let id: UUID
    var name: String
}

struct WorkoutDetail: View {
    let workout: Workout
    var body: some View { Text(workout.name) }
}

// Every row declares the destination: the list makes a row's views only while it is on screen,
// so the stack sees the destination only while a row does, and each row shown declares it again
// (read on WorkoutSwiftData's workout list).
struct WorkoutsView: View {
    let workouts: [Workout]

    var body: some View {
        NavigationStack {
            List {
                ForEach(workouts) { workout in
                    NavigationLink(value: workout) {
                        Text(workout.name)
                    }
                    .navigationDestination(for: Workout.self) { workout in
                        WorkoutDetail(workout: workout)
                    }
                }
            }
        }
    }
}
