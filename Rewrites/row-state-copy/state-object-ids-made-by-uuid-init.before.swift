import SwiftUI

// `var id: UUID = .init()` is `UUID()` spelled with its type: every object has an id of its own, so a
// reload brings new rows, not old rows with new objects. (Read on Rayon.)

final class InstalledApp: ObservableObject, Identifiable {
    var id: UUID = .init()
    let bundleID: String
    @Published var version: String

    init(bundleID: String, version: String) {
        self.bundleID = bundleID
        self.version = version
    }
}

final class AppCatalog: ObservableObject {
    @Published var apps: [InstalledApp] = []

    func reload() {
        apps = [InstalledApp(bundleID: "com.example.notes", version: "2.0")]
    }
}

struct AppCell: View {
    @StateObject var app: InstalledApp

    var body: some View {
        Text(app.version)
    }
}

struct AppListView: View {
    @ObservedObject var catalog: AppCatalog

    var body: some View {
        List {
            ForEach(catalog.apps) { app in
                NavigationLink {
                    Text(app.bundleID)
                } label: {
                    AppCell(app: app)
                }
            }
        }
        .refreshable { catalog.reload() }
    }
}
