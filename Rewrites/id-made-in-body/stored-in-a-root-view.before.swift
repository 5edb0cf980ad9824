import SwiftUI

// The window's root view is made by its scene (in another file), again only when the app's own
// state changes: its stored menu keeps its ids while the view updates, and the selection matches.
struct MenuItem: Identifiable, Hashable {
    var id = UUID()
    var name: String
    var image: String
}

struct ContentView: View {
    private var menu = [
        MenuItem(name: "Transcribe", image: "book.pages"),
        MenuItem(name: "Stream", image: "waveform.badge.mic"),
    ]
    @State private var picked: MenuItem.ID?

    var body: some View {
        List(menu, selection: $picked) { item in
            Label(item.name, systemImage: item.image)
        }
    }
}
