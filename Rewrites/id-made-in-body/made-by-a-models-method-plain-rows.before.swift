import SwiftUI

// The rows keep nothing and nothing animates them: built again with new ids, they look the same.
struct BackupsSection: View {
    @StateObject private var backupManager = BackupManager.shared

    var body: some View {
        Section("Backups") {
            let backups = backupManager.listBackups()
            ForEach(backups) { backup in
                HStack {
                    Text(backup.url.lastPathComponent)
                    if backupManager.isWorking { ProgressView() }
                }
            }
        }
    }
}
