import SwiftUI

// A compact picker: a search field, a divider, then the matches or a one-line caption. The caption
// is text alone in the stack's flow, not a stand-in for the screen, and the system's full-size view
// would not be one (read on mongodesktop).
struct DatabasePicker: View {
    var databases: [String]
    @Binding var searchText: String

    var body: some View {
        VStack(spacing: 0) {
            TextField("Search databases...", text: $searchText)
                .padding(10)
            Divider()
            if databases.isEmpty {
                Text(searchText.isEmpty ? "No databases" : "No results")
                    .font(.callout)
                    .foregroundStyle(.secondary)
                    .padding(20)
            } else {
                ScrollView {
                    LazyVStack(spacing: 2) {
                        ForEach(databases, id: \.self) { name in
                            Text(name)
                        }
                    }
                }
                .frame(maxHeight: 260)
            }
        }
        .frame(minWidth: 220)
    }
}
