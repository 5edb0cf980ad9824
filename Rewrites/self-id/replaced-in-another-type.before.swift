import SwiftUI

struct Tweak: Hashable {
    let name: String
    let isEnabled: Bool
}

// The write is to another type's `tweaks`, and to a local copy: this view's own state is only
// replaced as a whole.
final class TweakStore {
    var tweaks: [Tweak] = []

    func disable(_ index: Int) {
        tweaks[index] = Tweak(name: tweaks[index].name, isEnabled: false)
    }
}

struct TweaksView: View {
    @State private var tweaks: [Tweak] = []
    let store = TweakStore()

    var body: some View {
        List {
            ForEach(tweaks, id: \.self) { tweak in
                Toggle(tweak.name, isOn: .constant(tweak.isEnabled))
            }
        }
        .onAppear { reload() }
    }

    func reload() {
        var tweaks = store.tweaks
        tweaks[0] = Tweak(name: "First", isEnabled: true)
        self.tweaks = tweaks
    }
}
