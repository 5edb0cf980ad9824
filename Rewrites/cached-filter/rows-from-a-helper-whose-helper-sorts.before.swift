import Foundation
import SwiftUI

// The trail's segments come from a builder of another file that sorts the speeds (through a helper
// of its own) to find the colour range. A repeating timer writes the clock once a second while the
// run is recorded: every tick builds and sorts the segments again, though no sample came in. One
// sort a second in another file's builder shows no hazard: silent.
struct RunTrailView: View {
    @State private var samples: [RunSample] = []
    @State private var now = Date()
    @State private var clock: Timer?

    var body: some View {
        VStack {
            Text(now, style: .timer)
            ForEach(TrailBuilder.segments(from: samples)) { segment in
                Text("\(segment.speed)")
            }
        }
        .onAppear {
            clock = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in now = Date() }
        }
    }
}
