import SwiftUI

struct PhotoPage: View {
    let url: String
    @State private var zoomed = false

    var body: some View {
        Text(url)
            .opacity(zoomed ? 1 : 0.8)
            .onTapGesture { zoomed.toggle() }
    }
}

// The pages of a paged `TabView` are tagged with their offset, and the selection is that offset:
// position is what the pager means, so keying the pages by it is right, even as `more` grows and
// the getter's pages change. Silent (read on spot-ios-app's image gallery).
struct Gallery: View {
    let urls: [String]
    @State private var more: [String] = []
    @State private var page = 0

    private var pages: [String] {
        urls + more
    }

    var body: some View {
        TabView(selection: $page) {
            ForEach(Array(pages.enumerated()), id: \.offset) { index, url in
                PhotoPage(url: url)
                    .tag(index)
            }
        }
        .onChange(of: page) { _, _ in
            more = ["extra"]
        }
    }
}
