import SwiftUI

struct Item: Identifiable {
    let id = UUID()
    var title: String
}

struct TitlesView: View {
    var titles: [String]

    var body: some View {
        List {
            ForEach(titles.map { Item(title: $0) }) { item in
                Text(item.title)
            }
        }
    }
}
