import SwiftUI

// Stands in for a package module's view, which listfix does not read.
struct KitStopHandle: View {
    @Binding var gradient: Gradient2
    let index: Int
    @State private var isDragging = false

    var body: some View {
        Text(isDragging ? "◆" : "◇").onTapGesture { gradient.stops.remove(at: index) }
    }
}
