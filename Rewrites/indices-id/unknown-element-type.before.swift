import SwiftUI

// `Photo` comes from a module listfix does not see: the fix is unsafe and held back.
struct GalleryView: View {
    @Binding var photos: [Photo]

    var body: some View {
        ForEach(photos.indices, id: \.self) { i in
            PhotoCell(photo: photos[i])
        }
    }
}

extension GalleryView {
    func remove(at offsets: IndexSet) {
        withAnimation { photos.remove(atOffsets: offsets) }
    }
}
