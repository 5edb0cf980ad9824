import SwiftUI

// The rows' data changes while shown (`clear()` below): each change makes SwiftUI evaluate every row.
struct Folder: Identifiable {
    let id: UUID
    var name: String
    var files: [String]
    var isOpen: Bool
}

struct FoldersList: View {
    @Binding var folders: [Folder]

    var body: some View {
        List {
            ForEach(folders) { folder in
                if folder.isOpen {
                    ForEach(folder.files, id: \.self) { file in
                        Text(file)
                    }
                } else {
                    Text(folder.name)
                }
            }
        }
    }
}

extension FoldersList {
    func clear() {
        folders.removeAll()
    }
}
