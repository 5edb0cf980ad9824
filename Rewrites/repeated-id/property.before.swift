import SwiftUI

struct ArticlesView: View {
    var isLoading: Bool
    var articles: [Article]

    var body: some View {
        ScrollView {
            ForEach(isLoading ? Article.placeholders : articles) { article in
                Text(article.title)
            }
        }
    }
}
