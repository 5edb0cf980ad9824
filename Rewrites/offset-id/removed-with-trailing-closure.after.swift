import SwiftUI

struct Attachment: Identifiable {
    let id: UUID
    var name: String
}

final class Draft: ObservableObject {
    @Published var attachments: [Attachment] = []

    func remove(_ ids: Set<UUID>) {
        attachments.removeAll { ids.contains($0.id) }
    }
}

struct AttachmentsView: View {
    @ObservedObject var draft: Draft

    var body: some View {
        LazyVStack {
            ForEach(Array(draft.attachments.enumerated()), id: \.element.id) { index, attachment in
                Text("\(index + 1). \(attachment.name)")
            }
        }
    }
}
