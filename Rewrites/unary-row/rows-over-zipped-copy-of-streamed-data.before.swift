import SwiftUI

struct Event: Identifiable {
    let id: String
    var kind: Int
    var content: String
}

// Events stream in and are inserted at the top while shown. The rows come from locals of the body
// (`let events = self.events.events`, a filtered copy, `Array(zip(evs, 0...))`), which change as
// the model's `events` does (damus's live-stream timeline); each row's top-level `if` makes no
// view for some events, so every insertion makes SwiftUI evaluate every row's body (a warning).
final class EventHolder: ObservableObject {
    @Published var events: [Event] = []

    func insert(_ event: Event) {
        events.insert(event, at: 0)
    }
}

struct LiveTimeline: View {
    @ObservedObject var events: EventHolder

    var body: some View {
        LazyVStack(spacing: 0) {
            let events = self.events.events
            if events.isEmpty {
                Text("Nothing yet")
            } else {
                let evs = events.filter { !$0.content.isEmpty }
                let indexed = Array(zip(evs, 0...))
                ForEach(indexed, id: \.0.id) { tup in
                    let ev = tup.0
                    if ev.kind == 30311 {
                        Text(ev.content)
                    }
                }
            }
        }
    }
}
