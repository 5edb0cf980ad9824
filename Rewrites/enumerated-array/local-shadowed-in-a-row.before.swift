import SwiftUI

// The row's own `shown` (a `Set`) shadows the body's `Array(images.prefix(3))`: its `enumerated()`
// is no random-access collection, so the copy stays. Silent (a review's probe).
struct Gallery: View {
    let images: [String]
    let groups: [String: Set<String>]

    var body: some View {
        let shown = Array(images.prefix(3))
        VStack {
            ForEach(groups.keys.sorted(), id: \.self) { key in
                let shown = groups[key]!
                ForEach(Array(shown.enumerated()), id: \.offset) { index, image in
                    Text("\(index): \(image)")
                }
            }
            Text(shown.first ?? "")
        }
    }
}
