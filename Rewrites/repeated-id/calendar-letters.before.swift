import SwiftUI

// The calendar's one-letter names repeat: S, M, T, W, T, F, S for days, J, F, M, A, M, J, J, … for
// months. Keyed by `\.self`, two rows share one id: directly, through a property, and through a
// rotation to the first weekday in locals. The short names ("Sun", "Mon") are unique, and rows
// keyed by position or made into other values say nothing.
struct MonthHeader: View {
    let calendar = Calendar.current
    let months = Calendar.current.veryShortMonthSymbols
    var days: [String] { calendar.veryShortStandaloneWeekdaySymbols }

    var body: some View {
        VStack {
            weekdayLabels
            HStack { ForEach(months, id: \.self) { Text($0) } }
            HStack { ForEach(days, id: \.self) { Text($0) } }
            HStack { ForEach(calendar.shortWeekdaySymbols, id: \.self) { Text($0) } }
            HStack { ForEach(Array(calendar.veryShortWeekdaySymbols.enumerated()), id: \.offset) { Text($0.element) } }
            HStack { ForEach(calendar.veryShortWeekdaySymbols.map { $0 + "." }, id: \.self) { Text($0) } }
        }
    }

    private var weekdayLabels: some View {
        let symbols = calendar.veryShortWeekdaySymbols
        let firstWeekday = calendar.firstWeekday
        let ordered = Array(symbols[(firstWeekday - 1)...]) + Array(symbols[..<(firstWeekday - 1)])
        return HStack {
            ForEach(ordered, id: \.self) { symbol in
                Text(symbol)
            }
        }
    }
}
