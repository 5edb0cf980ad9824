import SwiftUI

struct Item: Identifiable {
    let id: Int
    var name: String
}

// Another file's `Row`, private to it, presents from the flag it is handed.
struct ArchiveView: View {
    let items: [Item]
    @State private var showDelete = false

    var body: some View {
        List(items) { item in
            Row(item: item, showDelete: $showDelete)
        }
    }
}

private struct Row: View {
    var item: Item
    @Binding var showDelete: Bool

    var body: some View {
        Text(item.name)
            .alert("Delete \(item.name)?", isPresented: $showDelete) {
                Button("Delete", role: .destructive) {}
            }
    }
}
