import SwiftUI

struct Stop: Equatable {
    var location: Double
}

struct Gradient2: Equatable {
    var stops: [Stop]
}

// Each handle gets the index and a binding to the whole gradient, and keeps both for as long as
// its row lives: it can write and remove `gradient.stops[index]` (Ice's gradient picker). Stops
// are added and removed while the handles are shown, so a handle's state and index stay with a
// position, not a stop. `Stop` has no id: the hazard is reported without a fix.
struct GradientEditor: View {
    @Binding var gradient: Gradient2

    var body: some View {
        ZStack {
            ForEach(gradient.stops.indices, id: \.self) { index in
                StopHandle(gradient: $gradient, index: index)
            }
        }
        .onTapGesture { gradient.stops.append(Stop(location: 0.5)) }
    }
}

struct StopHandle: View {
    @Binding var gradient: Gradient2
    let index: Int
    @State private var isDragging = false

    var body: some View {
        Text(isDragging ? "◆" : "◇")
            .frame(width: 20)
            .onTapGesture(count: 2) { gradient.stops.remove(at: index) }
            .onTapGesture { isDragging.toggle() }
    }
}
