import SwiftUI

struct GalleryView: View {
    @Binding var photos: [Photo]

    var body: some View {
        List {
            ForEach(photos.indices, id: \.self) { i in
                Text(photos[i].title)
            }
        }
    }
}

extension GalleryView {
    func remove(at offsets: IndexSet) {
        withAnimation { photos.remove(atOffsets: offsets) }
    }
}
