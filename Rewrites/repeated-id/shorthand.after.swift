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
            ForEach(0..<(rows + 1), id: \.self) { _ in
                Text(sample.headline)
                Text("\(sample.id)")
            }
        }
    }
}
