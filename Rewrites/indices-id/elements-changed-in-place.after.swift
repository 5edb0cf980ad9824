import SwiftUI

struct Segment: Identifiable {
    let id = UUID()
    var title: String
    var width: CGFloat?
}

// Three fixed segments, each changed only where it is (`segments[i].width = …`): nothing is
// inserted, removed or moved, so no index goes stale and no row takes another's place: a note,
// whose fix writes through each row's binding.
final class SegmentsModel: ObservableObject {
    @Published var segments: [Segment] = [
        Segment(title: "Starred"),
        Segment(title: "Screenshots"),
        Segment(title: "All"),
    ]
}

struct SegmentsView: View {
    @ObservedObject var model: SegmentsModel

    var body: some View {
        HStack {
            ForEach($model.segments) { $segment in
                Text(segment.title)
                    .onTapGesture {
                        segment.width = 120
                    }
            }
        }
    }
}
