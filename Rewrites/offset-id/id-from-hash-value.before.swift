import SwiftUI

struct Tag: Hashable, Identifiable {
    var name: String
    var color: String

    var id: Int { hashValue }
}

struct TagsView: View {
    @Binding var tags: [Tag]

    var body: some View {
        ForEach(Array(tags.enumerated()), id: \.offset) { index, tag in
            Text("\(index + 1). \(tag.name)")
        }
    }
}

extension TagsView {
    func remove(at offsets: IndexSet) {
        withAnimation { tags.remove(atOffsets: offsets) }
    }
}
