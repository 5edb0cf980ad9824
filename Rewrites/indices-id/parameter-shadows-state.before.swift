import SwiftUI

struct Component {
    var title: String
}

struct Home {
    var components: [Component]
}

// `home` in `homeView(for:)` is the parameter, not the view's state of the same name: what the
// caller hands in is unknown here, and unknown proves no change.
struct HomeView: View {
    @State private var home: Home?

    var body: some View {
        if let home {
            homeView(for: home)
        }
    }

    func homeView(for home: Home) -> some View {
        VStack {
            ForEach(home.components.indices, id: \.self) { offset in
                Text(home.components[offset].title)
            }
        }
    }

    func load(_ fresh: Home) {
        home = fresh
    }
}
