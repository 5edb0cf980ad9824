import SwiftUI

// The typed tag is appended only when the tags do not hold it yet: each value is one row.
struct TagEditor: View {
    @State private var tags: [String] = []
    @State private var tagText = ""

    var body: some View {
        VStack {
            ForEach(tags, id: \.self) { tag in
                Text(tag)
            }
            TextField("Tag", text: $tagText)
                .onSubmit {
                    if !tags.contains(tagText) {
                        tags.append(tagText)
                    }
                    tagText = ""
                }
        }
    }
}
