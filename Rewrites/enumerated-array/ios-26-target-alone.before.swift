import SwiftUI

// The deployment target alone is known (iOS 26, from `project.yml`, say): only Xcode 26, whose
// compiler is Swift 6.2, builds for it, so `ForEach` takes `enumerated()` directly. A note, with the fix.

struct Item: Identifiable {
    let id: UUID
    var title: String
}

struct ItemsView: View {
    var items: [Item]

    var body: some View {
        List {
            ForEach(Array(items.enumerated()), id: \.element.id) { index, item in
                Text("\(index + 1). \(item.title)")
            }
        }
    }
}
