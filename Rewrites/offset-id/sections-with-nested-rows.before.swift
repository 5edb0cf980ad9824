import SwiftUI

struct Workout: Identifiable {
    let id: UUID
    var finishedAt: Date
    var seconds: Int?
    var weights: [Double]
}

// A workout history keyed by offset, over workouts the screen also deletes from. Each row is a
// section of text, a duration formatted by a method inside a string, and a nested `ForEach` of
// plain rows: nothing in it keeps state and nothing animates it, so a row drawn with another
// workout shows it rightly. No hazard; `Workout` has a stored `id`, so a note with the fix (read on
// a held-out fitness app's exercise history, where a warning of row state was false).
struct WorkoutHistory: View {
    @State private var workouts: [Workout] = []

    var body: some View {
        List {
            ForEach(Array(workouts.enumerated()), id: \.offset) { _, workout in
                Section {
                    Text(workout.finishedAt, style: .date)
                    if let seconds = workout.seconds {
                        Text("Duration: \(format(seconds))")
                    }
                    ForEach(Array(workout.weights.enumerated()), id: \.offset) { number, weight in
                        Text("Set \(number + 1): \(weight) kg")
                    }
                }
            }
        }
        .toolbar {
            Button("Clear oldest") {
                if !workouts.isEmpty { workouts.removeFirst() }
            }
        }
    }

    private func format(_ seconds: Int) -> String {
        "\(seconds / 60) min"
    }
}
