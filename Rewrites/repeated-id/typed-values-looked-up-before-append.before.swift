import SwiftUI

// The typed tag is looked up before it is appended (`firstIndex(of:)` on the typed value), in an
// extension's getter that disables the button: each value is one row.
struct TagEditor: View {
    @State private var tags: [String] = []
    @State private var tagText = ""

    var body: some View {
        VStack {
            ForEach(tags, id: \.self) { tag in
                Text(tag)
            }
            TextField("Tag", text: $tagText)
            Button("Add") {
                tags.append(tagText)
                tagText = ""
            }
            .disabled(isRepeat)
        }
    }
}

extension TagEditor {
    var isRepeat: Bool {
        tags.firstIndex(of: tagText) != nil
    }
}
