import SwiftUI

struct Tag {
    var name: String
}

// A context menu's items are built afresh each time it opens: no item keeps state between
// versions of the tags.
struct TagMenu: View {
    @Binding var tags: [Tag]
    var apply: (Tag) -> Void

    var body: some View {
        Text("Tags")
            .contextMenu {
                ForEach(tags.indices, id: \.self) { i in
                    Button(tags[i].name) {
                        apply(tags[i])
                    }
                }
            }
    }
}
