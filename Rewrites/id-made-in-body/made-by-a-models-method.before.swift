import SwiftUI

// `listBackups()` makes every `BackupFile` anew, with a new `UUID()`, each time the body calls it:
// each update of the manager (`isWorking`) replaces every row, and a row's own state with it (read on
// RSS-Reader-SwiftData-macOS-App).
struct BackupsSection: View {
    @StateObject private var backupManager = BackupManager.shared

    var body: some View {
        Section("Backups") {
            let backups = backupManager.listBackups()
            ForEach(backups) { backup in
                BackupRow(backup: backup, isWorking: backupManager.isWorking)
            }
        }
    }
}

struct BackupRow: View {
    let backup: BackupFile
    let isWorking: Bool
    @State private var confirming = false

    var body: some View {
        HStack {
            Text(backup.url.lastPathComponent)
            if isWorking { ProgressView() }
            Button("Restore") { confirming = true }
        }
    }
}
