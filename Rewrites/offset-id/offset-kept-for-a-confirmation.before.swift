import SwiftUI

// A tap keeps the row's offset in state until the user confirms in a sheet; a photo appended or removed
// meanwhile leaves it pointing at another photo, or past the end.
struct Photo: Identifiable {
    let id: UUID
    var data: Data
}

struct TakenPhotosStrip: View {
    @State private var photos: [Photo] = []
    @State private var pendingIndex: Int?

    var body: some View {
        HStack {
            ForEach(Array(photos.enumerated()), id: \.offset) { index, photo in
                Button(action: { pendingIndex = index }) {
                    Image(systemName: "photo")
                }
            }
        }
        .sheet(isPresented: .constant(pendingIndex != nil)) {
            Button("Remove") {
                if let pendingIndex { photos.remove(at: pendingIndex) }
            }
        }
    }
}
