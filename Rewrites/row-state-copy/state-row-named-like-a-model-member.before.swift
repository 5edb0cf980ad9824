import SwiftUI

// The workout cards hold their workout in `@State` but only read it. A model elsewhere gives its own
// `workout` a new value (`self.workout = …`): another type's member of that name, not the card's
// state. The card loses no edit, and nothing here refills the list under the same ids: nothing to say.
struct Workout: Identifiable, Equatable {
    let id: Int
    var title: String
}

@Observable final class MovementPicker {
    var workout: Workout?

    func choose(_ workout: Workout) {
        self.workout = workout
    }
}

struct WorkoutCard: View {
    @State var workout: Workout

    var body: some View {
        Text(workout.title)
    }
}

struct WorkoutsView: View {
    @State private var workouts: [Workout] = []

    var body: some View {
        List {
            ForEach(workouts) { workout in
                WorkoutCard(workout: workout)
            }
        }
    }
}
