import SwiftUI

struct SortOption: Identifiable, Equatable {
    let id = UUID()
    let title: String
}

struct FilterView: View {
    @State private var selectedSort: SortOption?
    @State private var altered = false

    var body: some View {
        VStack {
            Text(altered ? "Changed" : "Filters")
            SortByView(selectedSort: $selectedSort, altered: $altered)
        }
    }
}

// The row keeps the option it picked and compares it with `==`, which `Equatable` synthesizes over
// `id` too: when the parent makes this view again, the kept option matches none of the new ones and
// the choice is never shown (read on all-in-ios-swiftui).
struct SortByView: View {
    @Binding var selectedSort: SortOption?
    @Binding var altered: Bool

    let sortOptions = [
        SortOption(title: "Any"),
        SortOption(title: "Price: High to Low"),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(sortOptions) { option in
                Button {
                    selectedSort = option
                    altered = true
                } label: {
                    Text(option.title)
                        .fontWeight(selectedSort == option ? .bold : .regular)
                }
            }
        }
    }
}
