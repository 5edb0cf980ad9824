import SwiftUI

// A condition of another kind beside `isEmpty` stays in the `if`: the state still stands for the
// empty list, shown only once loading is done.
struct Item: Identifiable {
    let id: UUID
    var name: String
}

struct Items: View {
    var items: [Item]
    var isLoading: Bool

    var body: some View {
        List {
            ForEach(items) { item in
                Text(item.name)
            }
        }
        .overlay {
            if !isLoading && items.isEmpty {
                Text("Nothing here yet")
            }
        }
    }
}
