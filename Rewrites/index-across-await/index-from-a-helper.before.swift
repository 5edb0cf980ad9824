import SwiftUI

// `index(for:)` returns a position, kept across the save: an image removed meanwhile gives this
// image's path to the next one.
struct GeneratedImage: Identifiable {
    let id: Int
    var path = ""
}

@MainActor
@Observable
final class ImageStore {
    var images: [GeneratedImage] = []

    func update(_ image: GeneratedImage) {
        guard let index = index(for: image.id) else { return }
        images[index] = image
        Task {
            guard let path = await save(image) else { return }
            images[index].path = path
        }
    }

    func remove(_ id: Int) {
        images.removeAll { $0.id == id }
    }

    func index(for id: Int) -> Int? {
        images.firstIndex { $0.id == id }
    }

    private func save(_ image: GeneratedImage) async -> String? { nil }
}

// The list that shows them, in the same file: what `index-across-await` reads.
struct ImageList: View {
    let model: ImageStore

    var body: some View {
        List(model.images) { item in
            Text("\(item.id)")
        }
    }
}
