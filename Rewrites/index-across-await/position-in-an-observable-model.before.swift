import Foundation
import Observation

// A model of its own file, which shows no list: an `@Observable` store that finds an attachment's
// position, awaits its upload, and writes the result to that position. A removal while the upload
// runs moves the attachments, so the result lands on another one. Read on IceCubes' status editor
// (`mediaContainers[index] = …` after `await`), a file the rule did not read before.
struct Attachment: Identifiable {
    let id: UUID
    var remoteURL: URL?
}

@MainActor
@Observable
final class ComposerStore {
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
