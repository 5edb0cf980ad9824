import SwiftUI

struct DayCell: View {
    let date: Date
    @State private var isHovered = false

    var body: some View {
        Text(date.formatted(.dateTime.day()))
            .background(isHovered ? Color.gray : Color.clear)
            .onHover { isHovered = $0 }
    }
}

// Week rows keyed by position, made by a method from the month shown, which the buttons replace.
// The month is a date, not the rows' collection: what the method makes of it is unknown, and a
// calendar's weeks are slots whose position is their identity (the hover stays under the pointer).
// Silent (read on Directors Chair's schedule calendar, where a warning would have been false).
struct MonthCalendar: View {
    @State private var displayedMonth = Date()

    var body: some View {
        let weeks = calendarWeeks(for: displayedMonth)
        VStack {
            Button("Next") {
                displayedMonth = Calendar.current.date(byAdding: .month, value: 1, to: displayedMonth) ?? displayedMonth
            }
            ForEach(weeks.indices, id: \.self) { week in
                HStack {
                    ForEach(weeks[week], id: \.self) { day in
                        DayCell(date: day)
                    }
                }
            }
        }
    }

    private func calendarWeeks(for month: Date) -> [[Date]] {
        let start = Calendar.current.dateInterval(of: .month, for: month)?.start ?? month
        return (0..<5).map { week in
            (0..<7).compactMap { Calendar.current.date(byAdding: .day, value: week * 7 + $0, to: start) }
        }
    }
}

struct Event: Hashable {
    var date: Date
}

// The same weeks made from the month and from events the screen adds and removes: the method is
// handed two values, and which one its result follows is unknown. The weeks are still the month's
// slots. Silent.
struct EventCalendar: View {
    @State private var displayedMonth = Date()
    @State private var events: [Event] = []

    var body: some View {
        let weeks = calendarWeeks(for: displayedMonth, events: events)
        VStack {
            Button("Add event") { events.append(Event(date: displayedMonth)) }
            Button("Remove first") { if !events.isEmpty { events.remove(at: 0) } }
            ForEach(weeks.indices, id: \.self) { week in
                HStack {
                    ForEach(weeks[week], id: \.self) { day in
                        DayCell(date: day)
                    }
                }
            }
        }
    }

    private func calendarWeeks(for month: Date, events: [Event]) -> [[Date]] {
        let start = Calendar.current.dateInterval(of: .month, for: month)?.start ?? month
        return (0..<5).map { week in
            (0..<7).compactMap { Calendar.current.date(byAdding: .day, value: week * 7 + $0, to: start) }
        }
    }
}
