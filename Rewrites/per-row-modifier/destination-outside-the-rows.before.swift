import SwiftUI

struct Workout: Identifiable, Hashable {
    let id: UUID
    var name: String
}

struct WorkoutDetail: View {
    let workout: Workout
    var body: some View { Text(workout.name) }
}

// The destination on the list, outside its rows: the stack always sees it.
struct WorkoutsView: View {
    let workouts: [Workout]

    var body: some View {
        NavigationStack {
            List {
                ForEach(workouts) { workout in
                    NavigationLink(value: workout) {
                        Text(workout.name)
                    }
                }
            }
            .navigationDestination(for: Workout.self) { workout in
                WorkoutDetail(workout: workout)
            }
        }
    }
}

// A destination in the view a link pushes is in that view, not in the row; and a plain stack
// makes every row's views at once.
struct PlansView: View {
    let workouts: [Workout]

    var body: some View {
        NavigationStack {
            List {
                ForEach(workouts) { workout in
                    NavigationLink {
                        WorkoutDetail(workout: workout)
                            .navigationDestination(for: Workout.self) { next in
                                WorkoutDetail(workout: next)
                            }
                    } label: {
                        Text(workout.name)
                    }
                }
            }
            VStack {
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
