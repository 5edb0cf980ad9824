import SwiftUI

// The weekday headers come from a property whose value a closure, called at once, returns: the
// one-letter names still repeat (S, M, T, W, T, F, S), two headers with one id in the grid (read on
// databayt's attendance calendar).
struct MonthGrid: View {
    private let weekdays: [String] = {
        let formatter = DateFormatter()
        formatter.locale = Locale.current
        return formatter.veryShortWeekdaySymbols
    }()

    var body: some View {
        LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 7)) {
            ForEach(weekdays, id: \.self) { day in
                Text(day)
            }
        }
    }
}
