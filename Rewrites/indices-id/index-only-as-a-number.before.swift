import SwiftUI

// A story viewer's progress capsules: one per story, each filled by how far playback has gone past
// its position. The rows never read a story through the index, only use it as a number, so each row
// is its position; keyed by the stories' ids the same capsules would show. Silent, though deleting a
// story removes it from the array while shown. Read on a chat app's story viewer.
struct Story: Identifiable {
    let id: UUID
    var imageURL: URL
}

@MainActor
final class StoryModel: ObservableObject {
    @Published var stories: [Story] = []

    func delete(_ story: Story) {
        guard let index = stories.firstIndex(where: { $0.id == story.id }) else { return }
        stories.remove(at: index)
    }
}

struct StoryProgress: View {
    @ObservedObject var model: StoryModel
    let elapsed: Double

    var body: some View {
        HStack(spacing: 3) {
            ForEach(model.stories.indices, id: \.self) { index in
                let percent = min(max(elapsed - Double(index), 0), 1)
                ProgressView(value: percent)
                    .opacity(index + 1 == model.stories.count ? 1 : 0.5)
            }
        }
    }
}
