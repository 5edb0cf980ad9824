import SwiftUI

// Each thumb of a range slider is the threshold at its position, and a drag replaces that one
// value where it stands (`replaceSubrange(i...i, with: [value])`, as `stops[i] = value` does):
// no element is inserted or removed, so the index a thumb's gesture keeps stays right. `Double`
// has no id to key by: silent (read on AirCasting's threshold slider).
struct ThresholdSlider: View {
    @Binding var stops: [Double]

    var body: some View {
        ZStack {
            ForEach(stops.indices, id: \.self) { index in
                Text("\(Int(stops[index]))")
                    .offset(x: stops[index])
                    .gesture(drag(index: index))
            }
        }
    }

    func drag(index: Int) -> some Gesture {
        DragGesture(minimumDistance: 0)
            .onChanged { value in
                stops.replaceSubrange(index...index, with: [Double(value.location.x)])
            }
    }
}
