import EventKit
import SwiftUI

// The event's identifier is the id of a value that is never shown as rows, only presented one at
// a time: no two of them stand side by side.
struct EventDetail: Identifiable {
    let id: String
    let title: String
}

extension EventDetail {
    init(event: EKEvent) {
        self.init(id: event.calendarItemIdentifier, title: event.title ?? "")
    }
}

struct EventBanner: View {
    let event: EKEvent
    @State private var shown: EventDetail?

    var body: some View {
        Button(event.title ?? "") { shown = EventDetail(event: event) }
            .sheet(item: $shown) { detail in
                Text(detail.title)
            }
    }
}
