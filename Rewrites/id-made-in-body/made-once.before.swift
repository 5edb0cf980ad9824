import SwiftUI

struct Item: Identifiable {
    let id: String
    var title: String
}

struct TitlesView: View {
    var titles: [String]
    @State private var items: [Item] = []

    var body: some View {
        List {
            ForEach(titles.map { Item(id: $0, title: $0) }) { item in
                Text(item.title)
            }
            ForEach(items) { item in
                Text(item.title)
            }
        }
    }
}
