import SwiftUI

// Not Identifiable: `uuid` may not be unique, so no fix is safe, and with no hazard shown there
// is nothing to say, even with --unsafe-fixes.
struct Photo: Hashable {
    let uuid: UUID
    var caption: String

    mutating func edit(caption: String) { self.caption = caption }
}

struct PhotosView: View {
    var photos: [Photo]

    var body: some View {
        List {
            ForEach(photos, id: \.self) { photo in
                Text(photo.caption)
            }
        }
    }
}
