import SwiftUI

struct Frame: Identifiable {
    let id: UUID
    var path: String
}

// Each row moves its frame up or down with `swapAt(index, index - 1)`, or removes it, in its own
// buttons: a tap meets the rows of the last body, whose offsets are current, and the rows keep no
// state, so the offset is used at once and kept nowhere. Keying the rows by the frames' ids is a
// migration (a note), not a hazard (read on Directors-Chair's vision card editor).
struct FrameList: View {
    @State private var frames: [Frame] = []

    var body: some View {
        VStack {
            ForEach(Array(frames.enumerated()), id: \.offset) { index, frame in
                HStack {
                    Text("\(index + 1). \(frame.path)")
                    Button("Up") {
                        frames.swapAt(index, index - 1)
                    }
                    .disabled(index == 0)
                    Button("Down") {
                        frames.swapAt(index, index + 1)
                    }
                    .disabled(index == frames.count - 1)
                    Button("Remove") {
                        frames.remove(at: index)
                    }
                }
            }
        }
    }
}
