import SwiftUI

struct GalleryImage: Identifiable {
    let id: String
    let url: String
}

// The thumbnails after the first image, at most three, copied into arrays with `Array(…)`: the
// locals are arrays, so on Swift 6.2 with an OS 26 target `ForEach` takes their `enumerated()`
// without another copy (read on a held-out Reddit client's gallery).
struct GalleryStrip: View {
    let images: [GalleryImage]

    var body: some View {
        if images.count > 1 {
            let remainingImages = Array(images.dropFirst())
            let displayImages = Array(remainingImages.prefix(3))
            HStack {
                ForEach(displayImages.enumerated(), id: \.offset) { index, image in
                    Text("\(index + 1): \(image.url)")
                }
            }
        }
    }
}
