import SwiftUI

// The row's position is kept by the swipe's task across the server call: a second swipe while the
// first call runs removes a page before it, and the first removal then takes the wrong page, or
// runs past the end. The rows read a local copy, and the task writes the model's array it copies.
struct Page: Identifiable {
    let id: UUID
    var title: String
}

@Observable
final class PagesModel {
    var pages: [Page] = []

    func delete(_ page: Page) async {}
}

struct PagesView: View {
    var model: PagesModel

    var body: some View {
        List {
            let pages = model.pages
            ForEach(Array(zip(pages.indices, pages)), id: \.1.id) { index, page in
                Text(page.title)
                    .swipeActions {
                        Button("Delete", role: .destructive) {
                            Task {
                                await model.delete(page)
                                model.pages.remove(at: index)
                            }
                        }
                    }
            }
        }
    }
}
