import SwiftUI

struct Item: Identifiable {
    let id = UUID()
    var name: String
}

// The items are handed to an editor under another label (`list: $items`): the editor's writes
// are found under its own name only, so the binding counts as moved, as a control's would.
struct Parent: View {
    @State private var items: [Item] = []
    var body: some View {
        VStack {
            Editor(list: $items)
            List {
                ForEach($items) { $item in
                    TextField("n", text: $item.name)
                }
            }
        }
    }
}

struct Editor: View {
    @Binding var list: [Item]
    var body: some View {
        Button("x") { list.remove(at: 0) }
    }
}
