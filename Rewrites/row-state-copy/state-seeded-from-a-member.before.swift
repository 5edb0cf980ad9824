import SwiftUI

// States copied from a member: written in place, an element may keep what the state copied (a
// `let`, a field no one writes), and an expanded row's default is often meant to be read once; rows
// keyed by the copied member start anew when it changes; and a refresh written in an extension
// keeps the copy current. Nothing here is reported.
struct Folder: Identifiable {
    let id: UUID
    let startsExpanded: Bool
    var name: String
}

final class Folders: ObservableObject {
    @Published var all: [Folder] = []

    func rename(_ id: UUID, to name: String) {
        guard let i = all.firstIndex(where: { $0.id == id }) else { return }
        all[i].name = name
    }
}

struct FolderRow: View {
    let folder: Folder
    @State private var isExpanded: Bool

    init(folder: Folder) {
        self.folder = folder
        _isExpanded = State(initialValue: folder.startsExpanded)
    }

    var body: some View {
        Toggle(folder.name, isOn: $isExpanded)
    }
}

struct FolderLabel: View {
    let folder: Folder
    @State private var label: String

    init(folder: Folder) {
        self.folder = folder
        _label = .init(initialValue: folder.name)
    }

    var body: some View {
        TextField("Name", text: $label)
    }
}

struct FolderDraft: View {
    let folder: Folder
    @State private var draft: String

    init(folder: Folder) {
        self.folder = folder
        _draft = State(initialValue: folder.name)
    }
}

extension FolderDraft {
    var body: some View {
        TextField("Name", text: $draft)
            .onChange(of: folder.name) { draft = folder.name }
    }
}

struct FolderList: View {
    @ObservedObject var folders: Folders

    var body: some View {
        List {
            ForEach(folders.all) { folder in
                FolderRow(folder: folder)
                FolderDraft(folder: folder)
            }
            ForEach(folders.all, id: \.name) { folder in
                FolderLabel(folder: folder)
            }
        }
    }
}
