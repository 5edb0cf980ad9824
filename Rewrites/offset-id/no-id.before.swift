import SwiftUI

// `Tag` has no id: no fix; the finding asks for a stable id first.
struct Tag: Hashable {
    var label: String
}

struct TagsView: View {
    @Binding var tags: [Tag]

    var body: some View {
        ForEach(Array(tags.enumerated()), id: \.offset) { index, tag in
            Text(tag.label)
        }
    }
}

extension TagsView {
    func remove(at offsets: IndexSet) {
        withAnimation { tags.remove(atOffsets: offsets) }
    }
}
