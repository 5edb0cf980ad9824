import SwiftUI

// `Tag` has no id: no fix until it gets a stable one.
struct Tag: Hashable {
    var label: String
}

struct TagsView: View {
    @Binding var tags: [Tag]

    var body: some View {
        ForEach(tags.indices, id: \.self) { i in
            Text(tags[i].label)
        }
    }
}

extension TagsView {
    func remove(at offsets: IndexSet) {
        withAnimation { tags.remove(atOffsets: offsets) }
    }
}
