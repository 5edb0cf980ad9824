import SwiftUI

struct Topic: Identifiable {
    let id: UUID
    var name: String
    var isHidden: Bool
}

struct TopicsView: View {
    @State private var topics: [Topic] = []

    var body: some View {
        List {
            ForEach($topics) { $topic in
                if !topic.isHidden {
                    TextField("Name", text: $topic.name)
                }
            }
        }
    }
}
