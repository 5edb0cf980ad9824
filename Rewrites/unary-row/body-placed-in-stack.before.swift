import SwiftUI

struct Participant: Identifiable {
    let id: UUID
    var name: String
    var inCall: Bool
}

struct ParticipantsSection: View {
    @Binding var participants: [Participant]

    var body: some View {
        Section("In the call") {
            ForEach(participants) { participant in
                if participant.inCall {
                    Text(participant.name)
                }
            }
        }
    }
}
