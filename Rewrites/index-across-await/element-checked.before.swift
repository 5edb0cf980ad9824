import SwiftUI

// The kept position is checked against the element's id after the download, and the count
// compared in another function: neither write can land on another package.
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
        .refreshable { await refreshAll() }
    }

    private func loadFiles(of id: String) async {
        guard let index = packages.firstIndex(where: { $0.id == id }) else { return }
        let files = await fetchFiles(id)
        guard packages.indices.contains(index), packages[index].id == id else { return }
        packages[index].files = files
    }

    private func refreshAll() async {
        let count = packages.count
        for index in packages.indices {
            let files = await fetchFiles(packages[index].id)
            guard count == packages.count else { return }
            packages[index].files = files
        }
    }

    private func fetchFiles(_ id: String) async -> [String] { [] }
}
