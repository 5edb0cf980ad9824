import SwiftUI

struct Reminder: Identifiable {
    let id = UUID()
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
