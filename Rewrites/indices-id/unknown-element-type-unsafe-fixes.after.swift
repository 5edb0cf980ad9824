import SwiftUI

// With --unsafe-fixes: `id: \.id` works for any element with an `id`, Identifiable or not.
struct GalleryView: View {
    @Binding var photos: [Photo]

    var body: some View {
        ForEach(photos, id: \.id) { photo in
            PhotoCell(photo: photo)
        }
    }
}

extension GalleryView {
    func remove(at offsets: IndexSet) {
        withAnimation { photos.remove(atOffsets: offsets) }
    }
}
