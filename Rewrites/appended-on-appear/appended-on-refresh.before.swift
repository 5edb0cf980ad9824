import SwiftUI

// The first load runs once (a flag guards it), but a pull to refresh runs `load()` again, which
// appends the whole feed after what is shown: every story is listed twice.
struct Story: Identifiable {
    let id: Int
    let title: String
}

enum API {
    static func topStories() async -> [Story] { [] }
}

struct FeedView: View {
    @State private var stories: [Story] = []
    @State private var didLoad = false

    var body: some View {
        List(stories) { story in
            Text(story.title)
        }
        .task {
            guard !didLoad else { return }
            didLoad = true
            await load()
        }
        .refreshable { await load() }
    }

    private func load() async {
        stories.append(contentsOf: await API.topStories())
    }
}
