import Combine
import Foundation

// A document closed from a background notification is removed on the main queue through a weak
// capture, `self?.docs.remove(at: i)`: the same position kept across the hop as `self.docs`.
struct Doc: Identifiable {
    let id: UUID
    var title: String
}

final class DocStore: ObservableObject {
    @Published var docs: [Doc] = []

    func close(_ doc: Doc) {
        guard let i = docs.firstIndex(where: { $0.id == doc.id }) else { return }
        DispatchQueue.main.async { [weak self] in
            self?.docs.remove(at: i)
        }
    }

    func open(_ doc: Doc) {
        docs.insert(doc, at: 0)
    }
}
