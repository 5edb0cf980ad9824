import SwiftUI

// `WorkoutStep.id` is computed from its content: two steps alike ("Rest", 60 s) share one id. Keyed
// by position they are two rows; keyed by `\.element.id` they would be one. The fix is unsafe,
// applied here with --unsafe-fixes.
struct WorkoutStep: Identifiable {
    var id: String { name + " \(seconds)" }
    let name: String
    let seconds: Int
}

struct StepList: View {
    @State private var steps: [WorkoutStep] = []

    var body: some View {
        List {
            ForEach(Array(steps.enumerated()), id: \.element.id) { index, step in
                Text("\(index + 1). \(step.name)")
            }
            .onDelete { steps.remove(atOffsets: $0) }
        }
    }
}
