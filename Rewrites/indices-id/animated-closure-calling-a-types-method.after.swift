import SwiftUI

struct Tag: Identifiable {
    let id: UUID
    var name: String
}

enum Haptics {
    static func tap() {}
}

@Observable
final class TagModel {
    var tags: [Tag] = []
    var category = ""
    func add(_ name: String) { tags.insert(Tag(id: UUID(), name: name), at: 0) }
}

// The animated closure sets another property and calls a type's method: neither is the tags'. The
// rows keep no state and read their element only: each slot shows its new tag, a note (review of
// brrow-ios-app, where a haptic call in an animated category picker made photo rows warn).
struct TagsView: View {
    let model: TagModel

    var body: some View {
        VStack {
            Button("Food") {
                withAnimation(.default) {
                    model.category = "Food"
                    Haptics.tap()
                }
            }
            ForEach(model.tags) { tag in
                Text(tag.name)
            }
        }
    }
}
