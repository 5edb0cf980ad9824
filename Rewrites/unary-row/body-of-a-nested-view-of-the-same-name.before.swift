import SwiftUI

struct Tag: Identifiable {
    let id: UUID
    var name: String
    var isPinned: Bool
}

// `ProfileView.Row` is only ever in a `VStack`; another view's `Row` is placed in a `List`.
struct ProfileView: View {
    @State private var tags: [Tag] = []

    var body: some View {
        VStack {
            Row(tags: tags)
        }
        .task { tags = await loadTags() }
    }

    func loadTags() async -> [Tag] { [] }

    struct Row: View {
        var tags: [Tag]

        var body: some View {
            ForEach(tags) { tag in
                if tag.isPinned {
                    Text(tag.name)
                }
            }
        }
    }
}
