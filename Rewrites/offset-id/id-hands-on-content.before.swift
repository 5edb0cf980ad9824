import SwiftUI

// `Attachment.id` hands on its URL: content, not an identifier. A message can show one image twice,
// and keyed by `\.element.id` those two rows would share one id; keyed by position they differ. The
// data is handed in, and no fix is proven safe: nothing to say (the other way,
// `id-hands-on-one-stored-let`, hands on a `UUID`).
struct Attachment: Identifiable {
    let url: String
    var caption: String
    var id: String { url }
}

struct AttachmentGrid: View {
    let attachments: [Attachment]

    var body: some View {
        VStack {
            ForEach(Array(attachments.enumerated()), id: \.offset) { index, attachment in
                Text("\(index + 1). \(attachment.caption)")
            }
        }
    }
}
