import SwiftUI

struct Tweak: Hashable {
    let fileURL: URL
    let isEnabled: Bool
}

struct TweaksView: View {
    @State private var tweaks: [Tweak] = []

    var body: some View {
        List {
            ForEach(tweaks, id: \.self) { tweak in
                Toggle(tweak.fileURL.lastPathComponent, isOn: Binding(
                    get: { tweak.isEnabled },
                    set: { setEnabled(tweak, $0) }))
            }
            .onDelete { tweaks.remove(atOffsets: $0) }
        }
    }

    func setEnabled(_ tweak: Tweak, _ enabled: Bool) {
        guard let index = tweaks.firstIndex(of: tweak) else { return }
        tweaks[index] = Tweak(fileURL: tweak.fileURL, isEnabled: enabled)
    }
}
