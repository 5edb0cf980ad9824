import SwiftUI

struct Reminder: Identifiable, Hashable {
    let id: UUID
    var title: String
    var isDone: Bool
}

struct RemindersView: View {
    @State private var reminders: [Reminder] = []

    var body: some View {
        List {
            ForEach(reminders, id: \.self) { reminder in
                Toggle(reminder.title, isOn: Binding(
                    get: { reminder.isDone },
                    set: { done in
                        if let i = reminders.firstIndex(where: { $0.id == reminder.id }) {
                            reminders[i].isDone = done
                        }
                    }))
            }
        }
    }
}
