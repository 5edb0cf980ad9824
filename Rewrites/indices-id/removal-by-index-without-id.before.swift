import SwiftUI

struct Attachment: Equatable {
    var url: URL
    var caption: String
}

// The attachments have no id to key the rows by, so there is no migration to offer; but the row
// removes its element by index, and every tile after it shifts to another attachment's position
// (damus's post composer): the hazard is reported without a fix.
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
