import SwiftUI

// The pieces pass through a set before they become rows: no two are equal, so `\.self` is a key.
// And a command's output listing names, split by lines outside any field's binding, repeats only if
// the names do.
struct LabelDraft {
    var labels: [String] = []
}

struct LabelEditor: View {
    @State private var draft = LabelDraft()
    @State private var folders: [String] = []

    private var labelsText: Binding<String> {
        Binding(
            get: { draft.labels.joined(separator: ", ") },
            set: { text in
                draft.labels = Array(Set(text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })).sorted()
            }
        )
    }

    var body: some View {
        Form {
            TextField("Labels", text: labelsText)
            ForEach(draft.labels, id: \.self) { label in
                Text(label)
            }
            ForEach(folders, id: \.self) { folder in
                Text(folder)
            }
        }
    }

    func reload(fromListing output: String) {
        folders = output.components(separatedBy: .newlines).sorted()
    }
}
