import SwiftUI

// `.id(…)` with a value other than the rows' data (the chosen account), or data that never
// changes: the list is rebuilt only when that value changes, which is what it is for.
struct Account: Hashable {
    var name: String
}

struct Folder: Identifiable, Hashable {
    let id: UUID
    var name: String
}

struct FoldersScreen: View {
    let account: Account
    @State private var folders: [Folder] = []
    private let presets = ["Inbox", "Archive"]

    var body: some View {
        List(folders) { folder in
            Text(folder.name)
        }
        .id(account)
        List(presets, id: \.self) { preset in
            Text(preset)
        }
        .id(presets)
    }
}
