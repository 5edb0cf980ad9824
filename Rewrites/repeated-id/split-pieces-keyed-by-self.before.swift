import SwiftUI

// Tags typed as comma-separated text and split into pieces, shown keyed by `\.self`: "swift, swift"
// or "a, , b" gives two equal pieces, two rows with one id.
struct PromptDraft {
    var title = ""
    var tags: [String] = []
}

struct PromptEditor: View {
    @State private var draft = PromptDraft()

    private var tagsText: Binding<String> {
        Binding(
            get: { draft.tags.joined(separator: ", ") },
            set: { text in
                draft.tags = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            }
        )
    }

    var body: some View {
        Form {
            TextField("Tags", text: tagsText)
            ForEach(draft.tags, id: \.self) { tag in
                Text(tag)
            }
        }
    }
}
