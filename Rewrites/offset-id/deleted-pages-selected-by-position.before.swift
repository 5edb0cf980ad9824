import SwiftUI

struct Photo: Identifiable {
    let id: UUID
    var caption: String
}

struct PhotoPager: View {
    @State private var photos: [Photo] = []
    @State private var page = 0

    var body: some View {
        VStack {
            TabView(selection: $page) {
                ForEach(Array(photos.enumerated()), id: \.offset) { index, photo in
                    Text("\(index + 1). \(photo.caption)")
                }
            }
            Button("Delete this one") {
                photos.remove(at: page)
            }
        }
    }
}
