import SwiftUI

// Rows over bindings whose closure names the binding `item`, or `$0`: `item.title` and `$0.title`
// are bindings a text field types into, and the title is the id.
struct Tag: Identifiable {
    var title: String
    var id: String { title }
}

struct TagsView: View {
    @State private var tags: [Tag] = []

    var body: some View {
        List {
            ForEach($tags) { tag in
                TextField("Tag", text: tag.title)
            }
        }
    }
}

struct LabelsView: View {
    @State private var labels: [Tag] = []

    var body: some View {
        List {
            ForEach($labels) {
                TextField("Label", text: $0.title)
            }
        }
    }
}
