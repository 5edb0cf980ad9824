import SwiftUI

// A `let` beside the `if` is no view: the text stands alone where the list would be.
struct DatabasesView: View {
    var databases: [String]

    var body: some View {
        VStack(spacing: 0) {
            let count = databases.count
            if databases.isEmpty {
                ContentUnavailableView { Text("No databases") }
            } else {
                List(databases, id: \.self) { name in
                    Text("\(name) of \(count)")
                }
            }
        }
    }
}
