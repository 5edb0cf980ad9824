import SwiftUI

struct SourceGridView: View {
    let entries: [Runner.Manga]

    var body: some View {
        LazyVStack {
            ForEach(entries.indices, id: \.self) { index in
                Text(entries[index].title)
            }
        }
    }
}
