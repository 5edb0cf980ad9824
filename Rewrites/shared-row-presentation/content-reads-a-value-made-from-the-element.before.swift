import SwiftUI

// Each row makes its caption from its element (`let caption = photo.caption.uppercased()`) and
// presents it from one flag the rows share: a tap can show another row's caption (read on a
// timetable app's note thumbnails, whose sheet showed an image made from the row's data).
struct Photo: Identifiable {
    let id: UUID
    var caption: String
}

struct PhotosView: View {
    let photos: [Photo]
    @State private var isPresented = false

    var body: some View {
        List {
            ForEach(photos) { photo in
                let caption = photo.caption.uppercased()
                Button(caption) {
                    isPresented = true
                }
                .sheet(isPresented: $isPresented) {
                    Text(caption)
                }
            }
        }
    }
}
