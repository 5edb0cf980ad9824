import SwiftUI

// A folder's screen is pushed from a row of the folders' list: a screen of its own, whose empty
// state takes its list's place.

struct Note: Identifiable { let id: UUID; var title: String }
struct Folder: Identifiable { let id: UUID; var name: String }

struct FoldersScreen: View {
    @State private var folders: [Folder] = []

    var body: some View {
        NavigationStack {
            List(folders) { folder in
                NavigationLink {
                    FolderScreen(folder: folder)
                } label: {
                    Text(folder.name)
                }
            }
        }
    }
}

struct FolderScreen: View {
    let folder: Folder
    @State private var notes: [Note] = []

    var body: some View {
        if notes.isEmpty {
            Text("No notes in this folder")
        } else {
            List(notes) { note in
                Text(note.title)
            }
        }
    }
}
