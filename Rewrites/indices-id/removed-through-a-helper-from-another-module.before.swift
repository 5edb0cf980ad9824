import SwiftUI

// The colors live in another module's store, whose changes listfix cannot see; but the row itself
// removes at its index, through the view's methods: the rows shift while shown.
struct Palette: View {
    @ObservedObject var store: PaletteStore

    var body: some View {
        HStack {
            ForEach(store.colors.indices, id: \.self) { index in
                swatch(index: index)
            }
        }
    }

    private func swatch(index: Int) -> some View {
        Text("Color")
            .contextMenu {
                Button("Remove") { removeColor(at: index) }
            }
    }

    private func removeColor(at index: Int) {
        store.colors.remove(at: index)
    }
}
