import SwiftUI

// The section names its filtered rows `habits`, like the model's own list. The model's delete
// copies that whole list (`habits.map { $0 }` keeps every position) and takes the element at the
// first offset: while a habit is hidden, a swipe deletes another one.
struct Habit: Identifiable {
    let id: UUID
    var name: String
    var startDate: Date
    var orderIndex: Int
}

final class HabitListModel: ObservableObject {
    @Published var habits: [Habit] = []
    @Published var selectedDay = Date()

    func delete(from source: IndexSet) {
        var revisedItems: [Habit] = habits.map { $0 }
        guard let index = source.first else { return }
        let deleted = revisedItems[index]
        revisedItems.remove(atOffsets: source)
        habits.removeAll { $0.id == deleted.id }
    }
}

struct HabitSection: View {
    @EnvironmentObject var model: HabitListModel

    var body: some View {
        Section {
            let habits = model.habits.filter { $0.startDate <= model.selectedDay }
            ForEach(habits, id: \.self.id) { habit in
                Text(habit.name)
            }
            .onDelete { source in model.delete(from: source) }
        }
    }
}
