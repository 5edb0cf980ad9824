import SwiftUI

struct Comment: Identifiable {
    let id: Int
    var text: String
    var isHidden: Bool
}

// `.comments(let page)` binds `page`, not `comments`: the rows are the view's constant property, which
// never changes. Silent.
enum Pane {
    case loading
    case comments(Int)
}

final class PaneModel: ObservableObject {
    @Published var state = Pane.loading

    func open(page: Int) {
        state = .comments(page)
    }
}

struct CommentsView: View {
    @ObservedObject var model: PaneModel
    let comments: [Comment] = [Comment(id: 1, text: "a", isHidden: false), Comment(id: 2, text: "b", isHidden: true)]

    var body: some View {
        ScrollView {
            LazyVStack {
                switch model.state {
                case .loading:
                    ProgressView()
                case .comments(let page):
                    Text("Page \(page)")
                    ForEach(comments) { comment in
                        if !comment.isHidden {
                            Text(comment.text)
                        }
                    }
                }
            }
        }
    }
}
