import SwiftUI

// The body filters every app against the hidden list and sorts them in a getter, reads it twice,
// and hands it to the view that
// shows the rows. The search field is in another view, bound to this view's `search`: each
// keystroke runs this body, and the getter twice.
struct AppInfo: Identifiable {
    let id: UUID
    var name: String
}

final class AppState: ObservableObject {
    @Published var apps: [AppInfo] = []
    @Published var hidden: [UUID] = []
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
        appState.apps.filter { app in
            !appState.hidden.contains(where: { $0 == app.id }) && (search.isEmpty || app.name.contains(search))
        }.sorted { $0.name < $1.name }
    }

    var body: some View {
        VStack {
            SearchBar(search: $search)
            if filteredApps.isEmpty {
                Text("No results")
            } else {
                AppsList(apps: filteredApps)
            }
        }
    }
}
