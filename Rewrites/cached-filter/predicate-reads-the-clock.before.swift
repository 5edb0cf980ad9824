import SwiftUI

// The predicate compares each deadline with `Date.now`: a cache refreshed when `deadlines` changes
// would keep past-due rows. No safe fix, and one cheap pass per tick shows no hazard: silent.
struct Deadline: Identifiable, Equatable {
    let id: Int
    var title: String
    var due: Date
}

struct DeadlinesView: View {
    let deadlines: [Deadline]

    var body: some View {
        TimelineView(.periodic(from: .now, by: 60)) { _ in
            List(deadlines.filter { $0.due > Date.now }) { deadline in
                Text(deadline.title)
            }
        }
    }
}
