import Combine
import Foundation

struct BackupFile: Identifiable {
    let id = UUID()
    let url: URL
    let date: Date
}

final class BackupManager: ObservableObject {
    static let shared = BackupManager()
    @Published var isWorking = false
    let folder = URL(fileURLWithPath: "/tmp/backups")

    func listBackups() -> [BackupFile] {
        guard let files = try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil) else {
            return []
        }
        return files
            .filter { $0.pathExtension == "json" }
            .compactMap { url -> BackupFile? in
                let date = (try? FileManager.default.attributesOfItem(atPath: url.path)[.creationDate]) as? Date ?? Date()
                return BackupFile(url: url, date: date)
            }
            .sorted { $0.date > $1.date }
    }
}
