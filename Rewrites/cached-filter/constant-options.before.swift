import SwiftUI

enum SortOption: String, CaseIterable, Identifiable {
    case newest, oldest, popular, hidden
    var id: String { rawValue }
}

// The input never changes and the filter is cheap: caching it would add state for nothing.
struct SortPicker: View {
    static let sizes = [10, 25, 50, 100]
    @Binding var option: SortOption
    @Binding var size: Int

    var body: some View {
        Picker("Sort", selection: $option) {
            ForEach(SortOption.allCases.filter { $0 != .hidden }) { option in
                Text(option.rawValue).tag(option)
            }
        }
        Picker("Page size", selection: $size) {
            ForEach(Self.sizes.filter { $0 <= 50 }, id: \.self) { size in
                Text("\(size)").tag(size)
            }
        }
    }
}
