import EventKit
import SwiftUI

// An id made of the identifier and the occurrence's start is one per occurrence; a reminder has no
// occurrences, so its `calendarItemIdentifier` is its own.
struct Appointment: Identifiable {
    let id: String
    let title: String
}

extension Appointment {
    init(event: EKEvent) {
        self.init(id: "\(event.calendarItemIdentifier)-\(event.startDate.timeIntervalSince1970)", title: event.title ?? "")
    }

    init(reminder: EKReminder) {
        self.init(id: reminder.calendarItemIdentifier, title: reminder.title ?? "")
    }
}

struct AppointmentList: View {
    let appointments: [Appointment]

    var body: some View {
        List(appointments) { appointment in
            Text(appointment.title)
        }
    }
}
