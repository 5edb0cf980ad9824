import SwiftUI

// The model has a method `habits(on:)` that filters its stored `habits`. Read without a call,
// `model.habits` is the stored list, so the rows filtered here are a filtered view of it, and the
// model's move reorders the stored list at the filtered positions.
struct Habit: Identifiable {
    let id: UUID
    var name: String
    var startDate: Date
}

final class HabitListModel: ObservableObject {
    @Published var habits: [Habit] = []

    func habits(on day: Date) -> [Habit] {
        habits.filter { $0.startDate <= day }
    }

    func move(from source: IndexSet, to destination: Int) {
        habits.move(fromOffsets: source, toOffset: destination)
    }
}

struct HabitList: View {
    @ObservedObject var model: HabitListModel
    let day: Date

    var body: some View {
        List {
            ForEach(model.habits.filter { $0.startDate <= day }) { habit in
                Text(habit.name)
            }
            .onMove { source, destination in model.move(from: source, to: destination) }
        }
    }
}
