import SwiftUI

// The position is found before the download and written after it. A swipe that forgets another
// package while the download runs shifts the positions: the files land on the wrong package, or
// the write runs past the end.
struct Package: Identifiable {
    let id: String
    var files: [String] = []
}

struct PackageList: View {
    @State private var packages: [Package] = []

    var body: some View {
        List(packages) { package in
            Text(package.id)
                .onAppear { loadFiles(of: package.id) }
                .swipeActions {
                    Button("Forget") { packages.removeAll { $0.id == package.id } }
                }
        }
    }

    private func loadFiles(of id: String) {
        guard let index = packages.firstIndex(where: { $0.id == id }) else { return }
        Task {
            let files = await fetchFiles(id)
            if index < packages.count {
                packages[index].files = files
            }
        }
    }

    private func fetchFiles(_ id: String) async -> [String] { [] }
}
