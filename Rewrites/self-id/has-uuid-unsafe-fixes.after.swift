import SwiftUI

struct Photo: Hashable {
    let uuid: UUID
    var caption: String

    mutating func edit(caption: String) { self.caption = caption }
}

struct PhotosView: View {
    var photos: [Photo]

    var body: some View {
        List {
            ForEach(photos, id: \.uuid) { photo in
                Text(photo.caption)
            }
        }
    }
}
