import SwiftUI

enum Filter: CaseIterable {
    case all, unread, starred, archived

    var isAvailable: Bool { self != .archived }
    var title: String { "\(self)" }
}

// Four fixed cases: SwiftUI evaluates each row's body once to find the rows, which costs nothing
// worth a change.
struct FiltersView: View {
    var body: some View {
        List {
            ForEach(Filter.allCases, id: \.self) { filter in
                if filter.isAvailable {
                    Text(filter.title)
                }
            }
        }
    }
}
