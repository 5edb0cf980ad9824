import SwiftUI

struct Item: Identifiable {
    let id: UUID
    var name: String
}

struct ItemSheet: View {
    var items: [Item]
    @Binding var isPresented: Bool

    var body: some View {
        List(items) { item in
            Text(item.name)
        }
        .gesture(
            DragGesture()
                .onEnded { value in
                    if value.translation.height > 120 {
                        isPresented = false
                    }
                }
        )
    }
}
