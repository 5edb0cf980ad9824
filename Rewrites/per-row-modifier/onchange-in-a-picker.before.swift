import SwiftUI

// In a `Picker`, the options are the `ForEach`'s rows: `.onChange` written on it sends the choice
// once per option.
struct Preset: Identifiable {
    let id: UUID
    var name: String
}

@MainActor
final class Camera: ObservableObject {
    @Published var presets: [Preset] = []
    @Published var selected: UUID?

    func apply(_ id: UUID?) {}
}

struct PresetPicker: View {
    @ObservedObject var camera: Camera

    var body: some View {
        Picker("Preset", selection: $camera.selected) {
            ForEach(camera.presets) { preset in
                Text(preset.name)
                    .tag(preset.id as UUID?)
            }
            .onChange(of: camera.selected) { _, newValue in
                camera.apply(newValue)
            }
        }
    }
}
