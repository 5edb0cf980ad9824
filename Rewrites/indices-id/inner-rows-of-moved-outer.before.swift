import SwiftUI

struct Spoiler: Identifiable {
    let id: UUID
    var rects: [CGRect]
}

struct Comment {
    var spoilers: [Spoiler]

    mutating func reveal(_ id: UUID) {
        spoilers.removeAll { $0.id == id }
    }
}

// Spoilers are removed, but each spoiler's rects move with its own row (keyed by its id), and
// the rects themselves are only ever replaced as a whole, in rows that keep no state: silent.
struct CommentText: View {
    @State private var comment: Comment

    init(comment: Comment) {
        _comment = State(initialValue: comment)
    }

    var body: some View {
        ZStack {
            ForEach(comment.spoilers) { spoiler in
                ForEach(spoiler.rects.indices, id: \.self) { i in
                    Color.gray
                        .frame(width: spoiler.rects[i].width, height: spoiler.rects[i].height)
                }
            }
        }
        .onTapGesture {
            if let first = comment.spoilers.first {
                comment.reveal(first.id)
            }
        }
    }
}
