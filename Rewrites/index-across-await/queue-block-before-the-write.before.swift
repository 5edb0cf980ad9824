import Combine
import Foundation

// The block handed to the queue only logs; the write follows it and runs at once, before the block,
// with the position just found. Silent: nothing waits between the lookup and the write.
struct Participant: Identifiable {
    let id: String
    var isMuted: Bool
}

final class CallParticipants: ObservableObject {
    @Published var participants: [Participant] = []

    func mutedChanged(_ id: String, isMuted: Bool) {
        guard let i = participants.firstIndex(where: { $0.id == id }) else { return }
        DispatchQueue.main.async {
            print("muted", id)
        }
        participants[i].isMuted = isMuted
    }

    func participantLeft(_ id: String) {
        participants.removeAll { $0.id == id }
    }
}
