import SwiftUI

struct Pane: Identifiable {
    let id: UUID
    var title: String
}

// Each row is handed a binding it edits through (the selected pane): when a pane is closed, the
// rows after it are redrawn in the slots before, and what a row was doing stays with its slot.
struct PanesView: View {
    @Binding var panes: [Pane]
    @State private var selection: UUID?

    var body: some View {
        HStack {
            ForEach(Array(panes.enumerated()), id: \.offset) { index, pane in
                PaneView(pane: pane, selection: $selection)
            }
        }
    }

    func close(at offsets: IndexSet) {
        panes.remove(atOffsets: offsets)
    }
}

struct PaneView: View {
    let pane: Pane
    @Binding var selection: UUID?

    var body: some View {
        Button(pane.title) { selection = pane.id }
    }
}
