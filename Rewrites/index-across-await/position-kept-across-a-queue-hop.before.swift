import Combine
import Foundation

// A call's participants, kept by an `ObservableObject` the call screen lists. A message that a
// participant left finds its position with a helper, then removes it in a block handed to the main
// queue: two such messages before the queue runs the first block find their positions in the same
// array, and the second removal takes the wrong participant, or runs past the end. Read on a chat
// app's group call manager.
struct Participant: Identifiable {
    let id: String
    var isMuted: Bool
}

final class CallParticipants: ObservableObject {
    @Published var participants: [Participant] = []

    func participantLeft(_ id: String) {
        guard let i = position(of: id) else { return }
        DispatchQueue.main.async {
            self.participants.remove(at: i)
        }
    }

    func mutedChanged(_ id: String, isMuted: Bool) {
        guard let i = position(of: id) else { return }
        DispatchQueue.main.async {
            self.participants[i].isMuted = isMuted
        }
    }

    private func position(of id: String) -> Int? {
        participants.firstIndex(where: { $0.id == id })
    }
}
