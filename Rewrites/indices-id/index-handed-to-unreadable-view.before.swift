import SwiftUI

struct Stop: Equatable {
    var location: Double
}

struct Gradient2: Equatable {
    var stops: [Stop]
}

// As `index-handed-with-binding`, but the handle comes from another module (`KitStopHandle`): listfix cannot read it, so
// nothing shows it keeps state or writes through the index. `Stop` has no id, so there is no
// migration either: silent.
struct GradientEditor: View {
    @Binding var gradient: Gradient2

    var body: some View {
        ZStack {
            ForEach(gradient.stops.indices, id: \.self) { index in
                KitStopHandle(gradient: $gradient, index: index)
            }
        }
        .onTapGesture { gradient.stops.append(Stop(location: 0.5)) }
    }
}
