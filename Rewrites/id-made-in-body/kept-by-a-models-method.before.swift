import SwiftUI

struct BackupFile: Identifiable {
    let id = UUID()
    let name: String
}

final class BackupStore: ObservableObject {
    @Published private(set) var files: [BackupFile] = []

    // Returns the values it keeps, sorted: the same ids on every call.
    func recentFiles() -> [BackupFile] {
        guard !files.isEmpty else { return [] }
        return files.sorted { $0.name < $1.name }
    }

    func add(_ name: String) { files.append(BackupFile(name: name)) }
}

struct BackupsList: View {
    @ObservedObject var store: BackupStore

    var body: some View {
        List(store.recentFiles()) { file in
            Text(file.name)
        }
    }
}
