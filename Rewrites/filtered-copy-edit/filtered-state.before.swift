import SwiftUI

struct Topic: Identifiable {
    let id: UUID
    var name: String
    var isHidden: Bool
}

struct TopicsView: View {
    var topics: [Topic]
    @State private var visibleTopics: [Topic] = []

    var body: some View {
        List {
            ForEach($visibleTopics) { $topic in
                TextField("Name", text: $topic.name)
            }
        }
        .onAppear {
            visibleTopics = topics.filter { !$0.isHidden }
        }
    }
}
