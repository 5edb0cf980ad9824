import SwiftUI

// Each thumbnail removes its own photo when tapped, at its offset. The tap meets the rows of the
// last body, so the offset is current; the rows keep no state and nothing animates them: keyed by
// position they show the same screen, and keyed by the photos' ids they keep their identity.
struct Photo: Identifiable {
    let id: UUID
    var data: Data
}

struct TakenPhotosStrip: View {
    @State private var photos: [Photo] = []

    var body: some View {
        ScrollView(.horizontal) {
            HStack {
                ForEach(Array(photos.enumerated()), id: \.offset) { index, photo in
                    Button(action: { photos.remove(at: index); print(photo.id) }) {
                        Image(systemName: "photo")
                    }
                }
            }
        }
        Button("Take") { photos.append(Photo(id: UUID(), data: Data())) }
    }
}
