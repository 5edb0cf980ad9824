import SwiftUI

// Tags typed into a field and appended as they are, shown keyed by `\.self`: typing "swift" twice
// gives two rows with one id. Removing one by `firstIndex(of:)` does not keep them apart.
struct TagEditor: View {
    @State private var tags: [String] = []
    @State private var tagText = ""

    var body: some View {
        VStack {
            ForEach(tags, id: \.self) { tag in
                HStack {
                    Text(tag)
                    Button("Remove") {
                        if let index = tags.firstIndex(of: tag) {
                            tags.remove(at: index)
                        }
                    }
                }
            }
            TextField("Tag", text: $tagText)
                .onSubmit {
                    tags.append(tagText)
                    tagText = ""
                }
        }
    }
}
