import Foundation

// The same upload in a class no view observes: its arrays are not what a list shows, and the rule
// does not read a file that shows no list unless it holds an observable class (an
// `ObservableObject`, `@Observable`, or a type with an attached macro such as `@Model`). Silent.
struct Attachment: Identifiable {
    let id: UUID
    var remoteURL: URL?
}

final class UploadQueue {
    var attachments: [Attachment] = []

    func upload(_ attachment: Attachment) async {
        guard let index = attachments.firstIndex(where: { $0.id == attachment.id }) else { return }
        let url = await send(attachment)
        attachments[index].remoteURL = url
    }

    func remove(_ attachment: Attachment) {
        attachments.removeAll { $0.id == attachment.id }
    }

    private func send(_ attachment: Attachment) async -> URL? { nil }
}
