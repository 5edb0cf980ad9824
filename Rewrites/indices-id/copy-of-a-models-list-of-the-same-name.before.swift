import SwiftUI

final class StatusModel: ObservableObject {
    struct Problem: Identifiable {
        let id: UUID
        let message: String
    }

    @Published var problems: [Problem] = []

    func report(_ message: String) {
        problems.append(Problem(id: UUID(), message: message))
    }

    func dismiss(_ id: UUID) {
        problems.removeAll { $0.id == id }
    }
}

// The view keeps its own copy of the model's `problems`, replaced as a whole each time the model
// publishes. The model's `removeAll` and its `$problems` publisher write the model's property, not
// the view's, though both sit in this file under one name: the copy is only replaced, under rows
// that keep no state (animated or not, each slot is drawn with its new element), so keying them by
// the stored ids is a migration (a note), not a warning.
struct StatusView: View {
    @ObservedObject var model: StatusModel
    @State private var problems: [StatusModel.Problem] = []

    var body: some View {
        ScrollView {
            ForEach(problems.indices, id: \.self) { i in
                let problem = problems[i]
                Text(problem.message)
                if i < problems.count - 1 {
                    Divider()
                }
            }
        }
        .animation(.default, value: problems.count)
        .onReceive(model.$problems) { latest in
            problems = latest
        }
    }
}
