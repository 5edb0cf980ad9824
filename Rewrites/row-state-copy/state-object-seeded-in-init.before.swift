import SwiftUI

// `ClipRow`'s `init` builds its `@StateObject` from `clip` (in the other file). SwiftUI keeps the
// object the first `init` made, and a refreshed bookmark is written into the element where it
// stands, under the same id: the row's model keeps the old bookmark.
struct Clip: Identifiable {
    let id: UUID
    var bookmark: Data
}

final class ClipShelf: ObservableObject {
    static let shared = ClipShelf()

    @Published private(set) var clips: [Clip] = []

    func refresh(_ id: UUID, bookmark: Data) {
        guard let index = clips.firstIndex(where: { $0.id == id }) else { return }
        clips[index].bookmark = bookmark
    }
}

struct ClipShelfView: View {
    // The shared store, whose type its `shared` instance names.
    @StateObject private var shelf = ClipShelf.shared

    var body: some View {
        HStack {
            ForEach(shelf.clips) { clip in
                ClipRow(clip: clip)
            }
        }
    }
}
