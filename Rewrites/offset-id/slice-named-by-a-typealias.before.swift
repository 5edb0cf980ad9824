import SwiftUI

struct Item: Identifiable {
    let id: UUID
    var name: String
}

// A page is a slice of an array, whose indices start where the page does: the alias is not an
// array, so `zip(page.indices, page)` is not `page.enumerated()`, and there is no fix.
typealias Page = [Item].SubSequence

struct PageView: View {
    var page: Page

    var body: some View {
        List {
            ForEach(Array(zip(page.indices, page)), id: \.0) { index, item in
                Text("\(index). \(item.name)")
            }
        }
    }
}
