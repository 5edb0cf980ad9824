import SwiftUI

struct MonthData: Identifiable {
    let id = UUID()
    let count: Int
}

final class CalendarStore: ObservableObject {
    @Published var months: [MonthData] = []

    func add(_ count: Int) {
        months.append(MonthData(count: count))
    }
}

// Only another file's `months` of another type is refilled as a whole: a name proves nothing, and
// the store's months, made once and appended, keep their ids. The migration stands.
struct CalendarList: View {
    @ObservedObject var store: CalendarStore

    var body: some View {
        ForEach(Array(store.months.enumerated()), id: \.offset) { index, month in
            Text("\(index + 1): \(month.count)")
        }
    }
}
