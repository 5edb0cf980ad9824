import EventKit
import SwiftUI

// The store's events, mapped to rows keyed by `calendarItemIdentifier`: a weekly meeting fetched
// over a month is four rows with one id.
struct AgendaItem: Identifiable {
    let id: String
    let title: String
}

final class Agenda: ObservableObject {
    @Published var items: [AgendaItem] = []
    private let store = EKEventStore()

    func load(from start: Date, to end: Date) {
        let predicate = store.predicateForEvents(withStart: start, end: end, calendars: nil)
        items = store.events(matching: predicate).map { event in
            AgendaItem(id: event.calendarItemIdentifier, title: event.title ?? "")
        }
    }
}

struct AgendaList: View {
    @StateObject private var agenda = Agenda()

    var body: some View {
        List(agenda.items) { item in
            Text(item.title)
        }
    }
}
