import SwiftUI

// `components` is private state set once in `init`: only this file could write it. Another type's
// `components`, written elsewhere, is not this one.
struct SkeletonView: View {
    @State private var components: [Int]

    init(saved: [Int]?) {
        _components = State(initialValue: saved ?? [1, 3, 2])
    }

    var body: some View {
        VStack {
            ForEach(components.indices, id: \.self) { i in
                Text("\(components[i])")
            }
        }
    }
}
