import SwiftUI

// The form's quick picks are the most used tags, which a service of another file sorts anew each
// time the body runs: on every keystroke in the title field, though the title is not what they
// are sorted by.
struct ItemForm: View {
    @State private var title = ""
    @State private var picked: [Tag] = []

    var body: some View {
        Form {
            TextField("Title", text: $title)
            if picked.isEmpty, let recents = try? TagService.mostUsed(limit: 10), !recents.isEmpty {
                ForEach(recents) { tag in
                    Button(tag.name) { picked.append(tag) }
                }
            }
        }
    }
}
