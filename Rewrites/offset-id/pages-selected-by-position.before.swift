import SwiftUI

struct Photo: Identifiable {
    let id: UUID
    var caption: String
}

struct PhotoPager: View {
    var photos: [Photo]
    @Binding var page: Int

    var body: some View {
        TabView(selection: $page) {
            ForEach(Array(photos.enumerated()), id: \.offset) { index, photo in
                Text("\(index + 1). \(photo.caption)")
            }
        }
    }
}
