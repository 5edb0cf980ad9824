import SwiftUI

// `.task` and `.onChange` on the `ForEach`: each row runs them, so opening the sidebar loads every
// app once per app, and so does each change of organization.
struct AppSummary: Identifiable {
    let id: UUID
    var name: String
}

@MainActor
final class AppStore: ObservableObject {
    @Published var apps: [AppSummary] = []
    @Published var organization = ""

    func loadApps() async {}
}

struct Sidebar: View {
    @ObservedObject var store: AppStore

    var body: some View {
        List {
            ForEach(store.apps) { app in
                Text(app.name)
            }
            .onChange(of: store.organization) { _, _ in
                Task { await store.loadApps() }
            }
            .task {
                await store.loadApps()
            }
        }
    }
}
