import SwiftUI

struct SortOption: Identifiable, Equatable {
    let id = UUID()
    let title: String

    static func == (a: SortOption, b: SortOption) -> Bool { a.title == b.title }
}

// The type says two options are the same by title: a kept option still matches the new ones.
struct SortByView: View {
    @Binding var selectedSort: SortOption?

    let sortOptions = [
        SortOption(title: "Any"),
        SortOption(title: "Price: High to Low"),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(sortOptions) { option in
                Button {
                    selectedSort = option
                } label: {
                    Text(option.title)
                        .fontWeight(option == selectedSort ? .bold : .regular)
                }
            }
        }
    }
}
