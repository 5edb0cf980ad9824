import SwiftUI

// The row removes its page at its position before the server call: the position is used while it
// still names the page, and nothing is written through it after the `await`.
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
            ForEach(Array(model.pages.enumerated()), id: \.element.id) { index, page in
                Text(page.title)
                    .swipeActions {
                        Button("Delete", role: .destructive) {
                            model.pages.remove(at: index)
                            Task {
                                await model.delete(page)
                            }
                        }
                    }
            }
        }
    }
}
