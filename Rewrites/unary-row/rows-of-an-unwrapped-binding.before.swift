import SwiftUI

struct Participant: Identifiable {
    let id: UUID
    var name: String
    var inCall: Bool
}

struct ParticipantsView: View {
    @State private var participants: [Participant]?

    var body: some View {
        List {
            if let participants = Binding($participants) {
                ForEach(participants) { $participant in
                    if participant.inCall {
                        Toggle(participant.name, isOn: $participant.inCall)
                    }
                }
            } else {
                ProgressView()
            }
        }
        .task {
            participants = await loadParticipants()
        }
    }

    func loadParticipants() async -> [Participant] { [] }
}
