import SwiftUI

// The row hands its index to a helper that builds the swatch, whose context menu calls another
// method that removes the color at that index: rows are keyed by position while the row itself
// removes, so the highlight and the color picker move to the next color, or past the end.
struct Palette: View {
    @State private var colors: [String] = ["red", "blue"]
    @State private var editingIndex: Int?

    var body: some View {
        HStack {
            ForEach(colors.indices, id: \.self) { index in
                swatch(for: colors[index], index: index)
            }
        }
    }

    private func swatch(for color: String, index: Int) -> some View {
        Text(color)
            .bold(editingIndex == index)
            .onTapGesture { editingIndex = index }
            .contextMenu {
                Button("Remove") { removeColor(at: index) }
            }
    }

    private func removeColor(at index: Int) {
        colors.remove(at: index)
    }
}
