import SwiftUI

// The row, in a file of its own: its `init` builds the `@StateObject` from the `item` it is given.
final class ClipModel: ObservableObject {
    let clip: Clip
    init(clip: Clip) { self.clip = clip }
    var byteCount: Int { clip.bookmark.count }
}

struct ClipRow: View {
    let clip: Clip
    @StateObject private var model: ClipModel

    init(clip: Clip) {
        self.clip = clip
        _model = StateObject(wrappedValue: ClipModel(clip: clip))
    }

    var body: some View {
        Text("\(model.byteCount) bytes")
    }
}
