import SwiftUI

// `Self.barWidths` is a static array of the view: the target's Swift 6.2 takes its `enumerated()`
// directly. Position stays the identity of these fixed bars.

struct PlaceholderRows: View {
    static let barWidths: [CGFloat] = [136, 184, 112, 160]

    var body: some View {
        VStack(spacing: 0) {
            ForEach(Array(Self.barWidths.enumerated()), id: \.offset) { _, width in
                Color.gray.frame(width: width, height: 12)
            }
        }
    }
}
