import SwiftUI

struct CommentsView: View {
    @EnvironmentObject var model: CommentsModel

    var body: some View {
        NavigationStack {
            List(model.comments) { comment in
                CommentRow(comment: comment)
            }
        }
    }
}
