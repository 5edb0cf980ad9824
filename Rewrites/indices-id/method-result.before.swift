import SwiftUI

struct Tag: Identifiable {
    let id: UUID
    var name: String
}

// The rows show what a method of the model returns, a value computed for this body: listfix
// cannot tell whether it ever inserts, removes or moves an element, whatever the model holds.
final class TagModel: ObservableObject {
    @Published var all: [Tag] = []

    func visibleTags() -> [Tag]? {
        all.isEmpty ? nil : Array(all.prefix(5))
    }

    func remove(at index: Int) {
        all.remove(at: index)
    }
}

struct TagsView: View {
    @StateObject private var model = TagModel()

    var body: some View {
        if let tags = model.visibleTags() {
            VStack {
                ForEach(tags.indices, id: \.self) { i in
                    Text(tags[i].name)
                }
            }
        }
    }
}
