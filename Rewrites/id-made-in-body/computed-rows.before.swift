import SwiftUI

// A computed property makes the rows on every read.
struct Item: Identifiable {
    let id = UUID()
    var title: String
}

struct TitlesView: View {
    var titles: [String]

    var items: [Item] {
        titles.map { Item(title: $0) }
    }

    var body: some View {
        List(items) { item in
            Text(item.title)
        }
    }
}
