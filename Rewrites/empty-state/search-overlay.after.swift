import SwiftUI

struct Article: Identifiable {
    let id: UUID
    var title: String
}

struct ArticleSearch: View {
    var searchResults: [Article]
    @Binding var searchText: String

    var body: some View {
        List {
            ForEach(searchResults) { article in
                Text(article.title)
            }
        }
        .overlay {
            if searchResults.isEmpty, !searchText.isEmpty {
                ContentUnavailableView.search(text: searchText)
            }
        }
        .searchable(text: $searchText)
    }
}
