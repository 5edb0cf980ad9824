import SwiftUI

// The stored `id` is a `var` that the type's own method gives a new value: the draft's row is
// removed and another inserted when it is reset.
struct Draft: Identifiable {
    var id = UUID()
    var text: String

    mutating func reset() {
        id = UUID()
        text = ""
    }
}

struct DraftsView: View {
    @State private var drafts: [Draft] = []

    var body: some View {
        List(drafts) { draft in
            Text(draft.text)
        }
    }
}
