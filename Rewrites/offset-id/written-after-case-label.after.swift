import SwiftUI

struct Attachment: Identifiable {
    let id: UUID
    var name: String
}

enum Mode {
    case new
    case edit([Attachment])
}

final class Draft: ObservableObject {
    @Published var attachments: [Attachment] = []

    func start(_ mode: Mode) {
        switch mode {
        case .new:
            break
        case .edit(let existing):
            attachments = existing
        }
    }
}

struct AttachmentsView: View {
    @ObservedObject var draft: Draft

    var body: some View {
        LazyVStack {
            ForEach(Array(draft.attachments.enumerated()), id: \.element.id) { index, attachment in
                AttachmentRow(number: index + 1, attachment: attachment)
            }
        }
    }
}

struct AttachmentRow: View {
    let number: Int
    let attachment: Attachment
    @State private var isExpanded = false

    var body: some View {
        Text("\(number). \(attachment.name)")
            .onTapGesture { isExpanded.toggle() }
    }
}
