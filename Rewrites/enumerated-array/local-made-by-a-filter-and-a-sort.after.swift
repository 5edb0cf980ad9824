import SwiftUI

struct Lift: Identifiable {
    let id: UUID
    var order: Int
    var isWarmup: Bool
}

// The entries a workout shows, filtered and sorted into a local of a view builder: `filter` and
// `sorted(by:)` on an array make an array, so the local is one, and on Swift 6.2 with an OS 26
// target `ForEach` takes its `enumerated()` without the copy (read on a held-out fitness app's
// active workout, whose body a stopwatch re-runs every 10 ms).
struct LiftPager: View {
    let lifts: [Lift]

    var body: some View {
        ScrollView(.horizontal) {
            HStack {
                page(of: lifts)
            }
        }
    }

    @ViewBuilder
    private func page(of lifts: [Lift]) -> some View {
        let main = lifts.filter { !$0.isWarmup }.sorted(by: { $0.order < $1.order })
        ForEach(main.enumerated(), id: \.element.id) { index, lift in
            Text("Lift \(index + 1) of \(main.count)")
        }
    }
}

// A local unwrapped from an optional that is not an array: nothing proves the base random-access,
// so the copy stays. Silent.
struct LiftSetPager: View {
    let lifts: Set<Int>?

    var body: some View {
        if let all = lifts {
            ForEach(Array(all.enumerated()), id: \.offset) { index, lift in
                Text("\(index): \(lift)")
            }
        }
    }
}
