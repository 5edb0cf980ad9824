import SwiftUI

final class InstalledApp: ObservableObject, Identifiable {
    let id: String
    @Published var version: String

    init(id: String, version: String) {
        self.id = id
        self.version = version
    }
}

final class AppCatalog: ObservableObject {
    @Published var appsBySection: [String: [InstalledApp]] = [:]

    func reload() {
        appsBySection = ["N": [InstalledApp(id: "com.example.notes", version: "2.0")]]
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
            ForEach(catalog.appsBySection["N"] ?? []) { app in
                NavigationLink {
                    Text(app.id)
                } label: {
                    AppCell(app: app)
                }
            }
        }
        .refreshable { catalog.reload() }
    }
}
