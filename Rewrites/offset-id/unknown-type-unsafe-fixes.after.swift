import SwiftUI

// `Photo` is declared in a module listfix does not see: the fix is unsafe, applied here with --unsafe-fixes.
struct GalleryView: View {
    @Binding var photos: [Photo]

    var body: some View {
        ForEach(Array(photos.enumerated()), id: \.element.id) { index, photo in
            PhotoCell(photo: photo, number: index)
        }
    }
}

extension GalleryView {
    func remove(at offsets: IndexSet) {
        withAnimation { photos.remove(atOffsets: offsets) }
    }
}
