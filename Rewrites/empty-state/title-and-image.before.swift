import SwiftUI

struct Article: Identifiable {
    let id: UUID
    var title: String
}

struct SavedArticles: View {
    var articles: [Article]

    var body: some View {
        if articles.isEmpty {
            VStack(spacing: 8) {
                Spacer()
                Image(systemName: "doc.richtext.fill")
                    .font(.largeTitle)
                Text("No Articles")
                    .font(.headline)
                Text("Articles you save will appear here.")
                    .foregroundStyle(.secondary)
                Spacer()
            }
        } else {
            List(articles) { article in
                Text(article.title)
            }
        }
    }
}
