import SwiftUI

struct Article: Identifiable {
    let id: UUID
    var title: String
}

struct SavedArticles: View {
    var articles: [Article]

    var body: some View {
        if articles.isEmpty {
            ContentUnavailableView("No Articles", systemImage: "doc.richtext.fill", description: Text("Articles you save will appear here."))
        } else {
            List(articles) { article in
                Text(article.title)
            }
        }
    }
}
