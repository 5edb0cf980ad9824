import SwiftUI

struct InboxView: View {
    let items: [Item]
    @State private var chosen: Item?
    @State private var showDelete = false

    var body: some View {
        List(items) { item in
            Row(item: item, showDelete: $showDelete, chosen: $chosen)
        }
        .alert("Delete?", isPresented: $showDelete, presenting: chosen) { item in
            Button("Delete \(item.name)", role: .destructive) {}
        }
    }
}

// This file's own `Row` presents nothing: the call makes this one, not the other file's.
private struct Row: View {
    var item: Item
    @Binding var showDelete: Bool
    @Binding var chosen: Item?

    var body: some View {
        Button(item.name) {
            chosen = item
            showDelete = true
        }
    }
}
