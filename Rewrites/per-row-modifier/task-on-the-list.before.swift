import SwiftUI

// The same work on the `List` around the rows: once for the list. Silent.
struct AppSummary: Identifiable {
    let id: UUID
    var name: String
}

@MainActor
final class AppStore: ObservableObject {
    @Published var apps: [AppSummary] = []

    func loadApps() async {}
}

struct Sidebar: View {
    @ObservedObject var store: AppStore

    var body: some View {
        List {
            ForEach(store.apps) { app in
                Text(app.name)
                    .onAppear { print("showing", app.name) }
            }
            .onDelete { offsets in
                store.apps.remove(atOffsets: offsets)
            }
        }
        .task {
            await store.loadApps()
        }
    }
}
