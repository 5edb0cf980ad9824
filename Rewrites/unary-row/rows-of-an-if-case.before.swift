import SwiftUI

// The rows are the payload of the model's state, bound by `if case`: the model replaces the state
// while the comments are shown, and each time the lazy stack evaluates every row to find which
// exist. A warning, with the filter as its fix.
struct Comment: Identifiable {
    let id: Int
    var text: String
    var isHidden: Bool
}

enum Loadable {
    case loading
    case loaded([Comment])
}

final class CommentsModel: ObservableObject {
    @Published var state = Loadable.loading

    func reload(_ comments: [Comment]) {
        state = .loaded(comments)
    }
}

struct CommentsView: View {
    @ObservedObject var model: CommentsModel

    var body: some View {
        ScrollView {
            LazyVStack {
                if case .loaded(let comments) = model.state {
                    ForEach(comments) { comment in
                        if !comment.isHidden {
                            Text(comment.text)
                        }
                    }
                } else {
                    ProgressView()
                }
            }
        }
    }
}
