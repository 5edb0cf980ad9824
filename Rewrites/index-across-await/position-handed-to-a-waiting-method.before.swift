import Foundation
import Observation

// A model of its own file: "Process all" hands each receipt's position to a method that marks it
// busy, waits for the text recognition, then writes the result to that position. The card's remove
// button stays enabled meanwhile; a removal during the wait moves every later receipt up one place,
// and the result lands on the next receipt, or past the end (read on a held-out receipt scanner's
// bulk upload).
struct Receipt: Identifiable {
    let id: UUID
    var text: String?
    var isBusy = false
}

@MainActor
@Observable
final class BulkUpload {
    var receipts: [Receipt] = []

    func processAll() {
        Task {
            for index in receipts.indices {
                await process(at: index)
            }
        }
    }

    private func process(at index: Int) async {
        receipts[index].isBusy = true
        let text = try? await recognize(receipts[index].id)
        receipts[index].text = text
        receipts[index].isBusy = false
    }

    func remove(at index: Int) {
        receipts.remove(at: index)
    }

    private func recognize(_ id: UUID) async throws -> String { "" }
}

// The same loop whose method finds its receipt again by id after the wait: silent.
@MainActor
@Observable
final class CheckedBulkUpload {
    var receipts: [Receipt] = []

    func processAll() {
        Task {
            for index in receipts.indices {
                await process(at: index)
            }
        }
    }

    private func process(at index: Int) async {
        let id = receipts[index].id
        let text = try? await recognize(id)
        guard let current = receipts.firstIndex(where: { $0.id == id }) else { return }
        receipts[current].text = text
    }

    func remove(at index: Int) {
        receipts.remove(at: index)
    }

    private func recognize(_ id: UUID) async throws -> String { "" }
}

// The same loop with the waiting method declared in an extension of the model in this file: the
// method is the type's all the same. A warning.
@MainActor
@Observable
final class ExtendedBulkUpload {
    var receipts: [Receipt] = []

    func processAll() {
        Task {
            for index in receipts.indices {
                await process(at: index)
            }
        }
    }

    func remove(at index: Int) {
        receipts.remove(at: index)
    }
}

extension ExtendedBulkUpload {
    private func process(at index: Int) async {
        let text = try? await recognize(receipts[index].id)
        receipts[index].text = text
    }

    private func recognize(_ id: UUID) async throws -> String { "" }
}
