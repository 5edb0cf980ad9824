import SwiftUI

// The getter is read once and filters by the typed text: each keystroke must filter again, cache
// or not, so nothing is said. Grouping that filtered result in a second getter must run again on
// each keystroke too.
struct AppInfo: Identifiable {
    let id: UUID
    var name: String
    var isSystem: Bool
}

final class AppState: ObservableObject {
    @Published var apps: [AppInfo] = []
}

struct SearchBar: View {
    @Binding var search: String

    var body: some View {
        TextField("Search", text: $search)
    }
}

struct AppsList: View {
    let apps: [AppInfo]

    var body: some View {
        List(apps) { app in
            Text(app.name)
        }
    }
}

struct AppSearchView: View {
    @EnvironmentObject var appState: AppState
    @State private var search = ""

    private var filteredApps: [AppInfo] {
        appState.apps.filter { search.isEmpty || $0.name.contains(search) }
    }

    private var userApps: [AppInfo] {
        filteredApps.filter { !$0.isSystem }
    }

    var body: some View {
        VStack {
            SearchBar(search: $search)
            AppsList(apps: userApps)
        }
    }
}
