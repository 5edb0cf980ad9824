import SwiftUI

// `Tag.id` is computed from `hashValue`: `id: \.self` already keys rows by the same thing, and
// dropping it would only add hash collisions, so nothing is reported.
struct Tag: Identifiable, Hashable {
    var name: String
    var color: String

    var id: Int { hashValue }

    mutating func rename(to name: String) { self.name = name }
}

struct TagsView: View {
    @Binding var tags: [Tag]

    var body: some View {
        ForEach(tags, id: \.self) { tag in
            Text(tag.name)
        }
    }
}
