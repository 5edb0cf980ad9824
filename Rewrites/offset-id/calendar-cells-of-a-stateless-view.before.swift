import SwiftUI

struct DayCell: View {
    let date: Date
    let isToday: Bool

    var body: some View {
        VStack(spacing: 2) {
            Text(date.formatted(.dateTime.day()))
            Text(isToday ? "•" : " ")
        }
    }
}

// A month grid keyed by offset: the leading blank cells are all `nil`, so the offset is the only
// key, and the month changes as the picker moves. Each cell is a view of this file that keeps no
// state and makes only views that keep none, so a cell drawn with another day shows it rightly:
// no hazard, and `Date?` has no id to migrate to. Silent (read on databayt's attendance calendar,
// where a warning of row state was false).
struct MonthGrid: View {
    @Binding var month: Date
    private let calendar = Calendar.current

    private var days: [Date?] {
        guard let range = calendar.range(of: .day, in: .month, for: month) else { return [] }
        var days: [Date?] = Array(repeating: nil, count: 3)
        for day in range {
            days.append(calendar.date(byAdding: .day, value: day - 1, to: month))
        }
        return days
    }

    var body: some View {
        Button("Next month") {
            month = calendar.date(byAdding: .month, value: 1, to: month) ?? month
        }
        LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 7)) {
            ForEach(Array(days.enumerated()), id: \.offset) { _, date in
                if let date {
                    DayCell(date: date, isToday: calendar.isDateInToday(date))
                } else {
                    Color.clear
                }
            }
        }
    }
}

struct AttendanceScreen: View {
    @State private var month = Date()
    private let recentMonths: [Date] = [Date()]

    var body: some View {
        VStack {
            Picker("Month", selection: $month) {
                ForEach(recentMonths, id: \.self) { month in
                    Text(month.formatted(.dateTime.month().year())).tag(month)
                }
            }
            MonthGrid(month: $month)
        }
    }
}
