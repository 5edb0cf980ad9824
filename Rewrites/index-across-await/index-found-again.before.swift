import SwiftUI

// The position is looked up again after the download: it names the package the files belong to.
struct Package: Identifiable {
    let id: String
    var files: [String] = []
}

struct PackageList: View {
    @State private var packages: [Package] = []

    var body: some View {
        List(packages) { package in
            Text(package.id)
                .task { await loadFiles(of: package.id) }
                .swipeActions {
                    Button("Forget") { packages.removeAll { $0.id == package.id } }
                }
        }
    }

    private func loadFiles(of id: String) async {
        guard packages.firstIndex(where: { $0.id == id }) != nil else { return }
        let files = await fetchFiles(id)
        guard let index = packages.firstIndex(where: { $0.id == id }) else { return }
        packages[index].files = files
    }

    private func fetchFiles(_ id: String) async -> [String] { [] }
}
