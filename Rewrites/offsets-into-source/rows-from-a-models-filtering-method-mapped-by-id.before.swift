import SwiftUI

// The handler asks the model's method again for the rows and removes what they show, by id: right.
// Silent.
struct ListsView: View {
    @ObservedObject var allLists: ToDoLists
    @State private var searchText = ""

    var body: some View {
        List {
            ForEach(allLists.filterLists(query: searchText)) { list in
                Text(list.name)
            }
            .onDelete { offsets in
                let shown = allLists.filterLists(query: searchText)
                let ids = Set(offsets.map { shown[$0].id })
                allLists.todoLists.removeAll { ids.contains($0.id) }
            }
        }
        .searchable(text: $searchText)
    }
}
