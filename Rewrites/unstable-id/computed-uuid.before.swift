import SwiftUI

struct Reminder: Identifiable {
    var id: UUID { UUID() }
    var title: String
}

struct RemindersView: View {
    var reminders: [Reminder]

    var body: some View {
        List(reminders) { reminder in
            Text(reminder.title)
        }
    }
}
