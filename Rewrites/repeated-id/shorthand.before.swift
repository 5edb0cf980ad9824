import SwiftUI

struct Story: Identifiable {
    var id: Int
    var headline: String
}

struct StoriesView: View {
    let sample = Story(id: 0, headline: "Loading…")
    var rows: Int

    var body: some View {
        VStack {
            ForEach(Array(repeating: sample, count: rows + 1)) {
                Text($0.headline)
                Text("\($0.id)")
            }
        }
    }
}
