import SwiftUI

struct LinksView: View {
    @Binding var links: [URL]

    var body: some View {
        List {
            ForEach(links.indices, id: \.self) { i in
                Text(links[i].absoluteString)
            }
        }
    }
}

extension LinksView {
    func remove(at offsets: IndexSet) {
        withAnimation { links.remove(atOffsets: offsets) }
    }
}
