import SwiftUI

// The `await` is in a task that runs on its own; the write after it runs at once, before anything
// can change. And a collection that is only appended to keeps every position.
struct Package: Identifiable {
    let id: String
    var files: [String] = []
    var opened = false
}

struct PackageList: View {
    @State private var packages: [Package] = []
    @State private var log: [String] = []

    var body: some View {
        List(packages) { package in
            Button(package.id) { open(package.id) }
                .swipeActions {
                    Button("Forget") { packages.removeAll { $0.id == package.id } }
                }
        }
    }

    private func open(_ id: String) {
        guard let index = packages.firstIndex(where: { $0.id == id }) else { return }
        Task { _ = await fetchFiles(id) }
        packages[index].opened = true
        note(id)
    }

    private func note(_ id: String) {
        log.append(id)
        guard let index = log.lastIndex(of: id) else { return }
        Task {
            let files = await fetchFiles(id)
            log[index] = id + ": \(files.count) files"
        }
    }

    private func fetchFiles(_ id: String) async -> [String] { [] }
}
