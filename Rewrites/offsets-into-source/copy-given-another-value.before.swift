import SwiftUI

// The handler's copy is given another value before the move (`modified = modified.filter { … }`),
// the rows' own filter: which collection the offsets meet is not the copied source. Silent (a
// review's probe).
final class Template: Identifiable {
    let id = UUID()
    var name = ""
}

final class Exercise {
    var template: Template?
    var position = 0
}

final class Workout: ObservableObject {
    @Published var exercises: [Exercise] = []
}

struct ExerciseEditor: View {
    @ObservedObject var workout: Workout

    var shown: [Exercise] {
        workout.exercises.filter { $0.template != nil }
    }

    var body: some View {
        List {
            ForEach(shown, id: \.template!.id) { exercise in
                Text(exercise.template?.name ?? "")
            }
            .onMove(perform: moveRow)
        }
    }

    func moveRow(from source: IndexSet, to destination: Int) {
        var modified = workout.exercises
        modified = modified.filter { $0.template != nil }
        modified.move(fromOffsets: source, toOffset: destination)
        for index in modified.indices {
            modified[index].position = index
        }
    }
}
