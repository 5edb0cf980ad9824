import SwiftUI

// `blocks.dropFirst()` is an `ArraySlice`, random-access as the array is: the target's Swift 6.2
// takes its `enumerated()` directly.

struct BlocksView: View {
    var blocks: [String]

    var body: some View {
        VStack(alignment: .leading) {
            if let first = blocks.first {
                Text(first).font(.headline)
            }
            ForEach(Array(blocks.dropFirst().enumerated()), id: \.offset) { index, block in
                Text("\(index + 2). \(block)")
            }
        }
    }
}
