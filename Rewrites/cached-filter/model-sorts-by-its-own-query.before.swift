import SwiftUI

// The search field writes the model's `query`, and the model's getter filters and sorts by it:
// whether the getter reads the typed text is the model's to say, and it may. Silent.
struct ItemsView: View {
    @ObservedObject var model: ItemsModel

    var body: some View {
        List {
            ForEach(model.shownItems) { item in
                Text(item.name)
            }
        }
        .searchable(text: $model.query)
    }
}
