import SwiftUI

// The refresh replaces the rows with what it loads: nothing is listed twice.
struct Story: Identifiable {
    let id: Int
    let title: String
}

enum API {
    static func topStories() async -> [Story] { [] }
}

struct FeedView: View {
    @State private var stories: [Story] = []

    var body: some View {
        List(stories) { story in
            Text(story.title)
        }
        .refreshable { await load() }
    }

    private func load() async {
        stories = await API.topStories()
    }
}
