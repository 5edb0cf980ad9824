import SwiftUI

struct Post: Identifiable, Hashable {
    let id: String
    let text: String
}

enum API {
    static func replies(of id: String) async -> [Post] { [] }
}

struct ThreadView: View {
    let postID: String
    @State private var replies: [Post] = []
    @State private var didAppear = false

    var body: some View {
        List {
            ForEach(replies) { reply in
                NavigationLink(value: reply) {
                    Text(reply.text)
                }
            }
        }
        .task { await load() }
    }

    private func load() async {
        guard !didAppear else { return }
        didAppear = true
        for reply in await API.replies(of: postID) {
            replies.append(reply)
        }
    }
}
