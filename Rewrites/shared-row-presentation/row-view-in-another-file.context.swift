import SwiftUI

final class CommentsModel: ObservableObject {
    @Published var comments: [Comment] = []
    @Published var showReport = false
}

struct Comment: Identifiable {
    let id: Int
    var text: String
}

struct ReportView: View {
    let commentID: Int
    var body: some View { Text("Report \(commentID)") }
}

// A row view whose destination is bound to the model every row shares.
struct CommentRow: View {
    @EnvironmentObject var model: CommentsModel
    var comment: Comment

    var body: some View {
        Text(comment.text)
            .contextMenu {
                Button("Report") { model.showReport = true }
            }
            .navigationDestination(isPresented: $model.showReport) {
                ReportView(commentID: comment.id)
            }
    }
}
