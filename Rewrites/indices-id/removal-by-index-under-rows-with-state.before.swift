import SwiftUI

struct Attachment: Equatable {
    var url: URL
    var caption: String
}

struct AttachmentTile: View {
    let attachment: Attachment
    @State private var isLoaded = false

    var body: some View {
        Text(attachment.caption).opacity(isLoaded ? 1 : 0.5)
    }
}

// The tiles keep state (`isLoaded`): when the row removes its element by index, the state of every
// tile after it stays with the position and shows beside another attachment (damus's post composer).
// No id to key by: the hazard is reported without a fix.
struct AttachmentStrip: View {
    @Binding var attachments: [Attachment]

    var body: some View {
        ScrollView(.horizontal) {
            HStack {
                ForEach(attachments.indices, id: \.self) { index in
                    AttachmentTile(attachment: attachments[index])
                        .overlay(alignment: .topLeading) {
                            Button("Remove") { attachments.remove(at: index) }
                        }
                }
            }
        }
    }
}
