import SwiftUI

// Every row but the last gets a divider, so the count varies. The rows' tap writes the view's
// state, which re-renders the rows but changes no row's count: what decides the count (the
// row's position among the splits, handed in) is not shown to change. A note, with the wrap.
struct Split: Identifiable {
    let id: Int
    var label: String
}

struct SplitRow: View {
    let split: Split
    let onTap: () -> Void

    var body: some View {
        Button(split.label, action: onTap)
    }
}

struct SplitsTable: View {
    let splits: [Split]
    @State private var selected: Split?

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(Array(splits.enumerated()), id: \.element.id) { index, split in
                    SplitRow(split: split) {
                        selected = split
                    }
                    if index < splits.count - 1 {
                        Divider()
                    }
                }
            }
        }
    }
}
