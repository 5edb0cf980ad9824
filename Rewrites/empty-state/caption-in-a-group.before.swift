import SwiftUI

// The `Group` around the `if` lays out nothing: the caption is in the stack's flow (review probe).
struct Picker2: View {
    var databases: [String]
    @Binding var searchText: String
    var body: some View {
        VStack(spacing: 0) {
            TextField("Search", text: $searchText)
            Divider()
            Group {
                if databases.isEmpty {
                    Text("No results")
                        .font(.callout)
                        .padding(20)
                } else {
                    ScrollView {
                        LazyVStack { ForEach(databases, id: \.self) { Text($0) } }
                    }
                }
            }
        }
    }
}
