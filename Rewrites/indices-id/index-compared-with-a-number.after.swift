import SwiftUI

// A workout's progress bar: one segment per exercise, each reading its exercise and comparing its
// index with the current one. A warmup inserts exercises at the front while the bar is shown, but
// the segments keep no state and do not animate, and a comparison made with the body keeps no
// position past it: a note with the fix, not a stale-index warning. Read on a workout planner.
struct WorkoutSet: Identifiable {
    let id: UUID
    var isComplete: Bool
}

struct Exercise: Identifiable {
    let id: UUID
    var sets: [WorkoutSet]
}

@MainActor
final class WorkoutModel: ObservableObject {
    @Published var exercises: [Exercise] = []
    @Published var current = 0

    func addWarmup(_ warmup: [Exercise]) {
        exercises.insert(contentsOf: warmup, at: 0)
    }
}

struct WorkoutProgress: View {
    @ObservedObject var model: WorkoutModel

    var body: some View {
        HStack(spacing: 4) {
            ForEach(Array(model.exercises.enumerated()), id: \.element.id) { index, exercise in
                let isComplete = exercise.sets.allSatisfy { $0.isComplete }
                let isCurrent = index == model.current
                Color.orange
                    .opacity(isComplete ? 1 : isCurrent ? 0.5 : 0.2)
                    .frame(height: 6)
            }
        }
    }
}
