import SwiftUI

struct Page: Identifiable {
    let id: Int
    var title: String
    var isIntro: Bool
}

struct PagesView: View {
    var pages: [Page]
    @State private var current = 0

    var body: some View {
        TabView(selection: $current) {
            ForEach(pages) { page in
                if page.isIntro {
                    Text(page.title).font(.largeTitle).tag(page.id)
                } else {
                    Text(page.title).tag(page.id)
                }
            }
        }
    }
}
