import SwiftUI

struct Tweak: Hashable {
    let name: String
    let isEnabled: Bool
}

struct TweaksView: View {
    @State private var tweaks: [Tweak] = []

    var body: some View {
        List {
            ForEach(tweaks, id: \.self) { tweak in
                Text(tweak.name)
            }
        }
        .onAppear { rename(0, to: "First") }
    }

    func rename(_ index: Int, to name: String) {
        tweaks[index] = Tweak(name: name, isEnabled: tweaks[index].isEnabled)
    }
}
