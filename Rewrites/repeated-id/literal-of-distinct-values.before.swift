import SwiftUI

// Every weekday name is different: nothing repeats, nothing to say.
struct MonthHeader: View {
    let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

    var body: some View {
        HStack {
            ForEach(weekdays, id: \.self) { day in
                Text(day)
            }
            ForEach([1, 2, 3], id: \.self) { n in
                Text("\(n)")
            }
        }
    }
}
