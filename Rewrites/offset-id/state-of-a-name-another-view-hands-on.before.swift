import SwiftUI

struct Period: Identifiable {
    let id: Int
    var title: String
    var isSelected: Bool
}

struct PeriodRow: View {
    let period: Period
    @State private var isExpanded = false

    var body: some View {
        Button(period.title) { isExpanded.toggle() }
    }
}

// A report's periods keyed by offset, in `@State` that only this view holds: it never hands
// `$periods` on, and writes no period. Another screen declares `periods` too, hands its own to an
// editor that removes them: those writes are that screen's, not this view's (no other value holds
// a view's state). Nothing changes these periods after their first value, so position is what
// the rows mean: silent (read on a restaurant app, where a report's buttons were warned of by
// another screen's removals).
struct ReportPeriods: View {
    @State var periods: [Period] = [
        Period(id: 1, title: "Day", isSelected: true),
        Period(id: 2, title: "Week", isSelected: false),
    ]

    var body: some View {
        VStack {
            ForEach(Array(periods.enumerated()), id: \.offset) { _, period in
                PeriodRow(period: period)
            }
        }
    }
}

struct MenuScreen: View {
    @State var periods: [Period] = []

    var body: some View {
        PeriodEditor(periods: $periods)
    }
}

struct PeriodEditor: View {
    @Binding var periods: [Period]

    var body: some View {
        ForEach(periods) { period in
            Button(period.title) {
                periods.removeAll { $0.id == period.id }
            }
        }
    }
}

// The same rows over a view's state that it hands to the editor itself: the editor's removals are
// its own, and each row's state stays with its position. A warning, with the fix.
struct EditablePeriods: View {
    @State var periods: [Period] = [Period(id: 1, title: "Day", isSelected: true)]

    var body: some View {
        VStack {
            ForEach(Array(periods.enumerated()), id: \.offset) { _, period in
                PeriodRow(period: period)
            }
            PeriodEditor(periods: $periods)
        }
    }
}
