import SwiftUI

// The rows are the workout's exercises that still have a template (`compactMap` drops the others,
// whose template was deleted). The move copies all the exercises, moves the copy at the rows'
// offsets and numbers the exercises by it: a drag reorders other exercises while one is hidden.
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

    var addedTemplates: [Template] {
        workout.exercises.compactMap { $0.template }
    }

    var body: some View {
        List {
            ForEach(addedTemplates) { template in
                Text(template.name)
            }
            .onMove(perform: moveRow)
        }
    }

    func moveRow(from source: IndexSet, to destination: Int) {
        var modified = workout.exercises
        modified.move(fromOffsets: source, toOffset: destination)
        for index in modified.indices {
            modified[index].position = index
        }
    }
}
