import SwiftUI

// The value is awaited in the write itself, and in an `if let` block: both writes are made after the
// task waited, through positions found before.
struct Photo: Identifiable {
    let id: Int
    var thumbnail: Data?
    var caption = ""
}

@MainActor
@Observable
final class Photos {
    var photos: [Photo] = []

    func makeThumbnail(_ id: Int) async {
        guard let i = photos.firstIndex(where: { $0.id == id }) else { return }
        photos[i].thumbnail = await render(id)
    }

    func caption(_ id: Int) async {
        if let i = photos.firstIndex(where: { $0.id == id }) {
            let text = await describe(id)
            photos[i].caption = text
        }
    }

    func delete(at offsets: IndexSet) {
        photos.remove(atOffsets: offsets)
    }

    private func render(_ id: Int) async -> Data? { nil }
    private func describe(_ id: Int) async -> String { "" }
}

// The list that shows them, in the same file: what `index-across-await` reads.
struct PhotoList: View {
    let model: Photos

    var body: some View {
        List(model.photos) { item in
            Text("\(item.id)")
        }
    }
}
