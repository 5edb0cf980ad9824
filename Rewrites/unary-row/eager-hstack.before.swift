import SwiftUI

struct Segment: Identifiable {
    let id: UUID
    var label: String
    var isLast: Bool
}

struct SegmentBar: View {
    var segments: [Segment]

    var body: some View {
        HStack(spacing: -1) {
            ForEach(segments) { segment in
                Text(segment.label)
                if !segment.isLast {
                    Divider()
                }
            }
        }
    }
}
