import SwiftUI

struct Part: Identifiable {
    let id: UUID
    var name: String
    var count: Int
}

struct PartRow: View {
    let part: Part
    @State private var isExpanded = false

    var body: some View {
        Button(part.name) { isExpanded.toggle() }
    }
}

// A view's own state (not private), which only its own code writes: a button gives it a new
// filtered copy as a whole. Rows keyed by offset keep their state with their position, so after
// the refill an expanded row shows another part. A warning, with the fix (read on BoxButler's
// low-stock list, where the view's own writes were the only ones).
struct LowStockParts: View {
    let all: [Part]
    @State var shown: [Part] = []

    var body: some View {
        List {
            ForEach(Array(shown.enumerated()), id: \.offset) { _, part in
                PartRow(part: part)
            }
        }
        Button("Low stock") {
            shown = all.filter { $0.count < 3 }
        }
    }
}

// The view's own state, which an extension in another file hands `inout` to a function that
// sorts it (`sortByCount(&parts)`, in the context file): a write listfix cannot follow, read by the
// name it is handed under, which may move any part. Rows keyed by offset keep their state with
// their position, so after a sort an expanded row shows another part. A warning, with the fix.
struct EditableParts: View {
    @State var parts: [Part] = []

    var body: some View {
        VStack {
            editor
            ForEach(Array(parts.enumerated()), id: \.offset) { _, part in
                PartRow(part: part)
            }
        }
    }
}
