import SwiftUI

struct Participant: Identifiable {
    let id: UUID
    var name: String
    var inCall: Bool
}

// Only a preview shows this section in a `List`; the app puts it in a stack.
struct ParticipantsSection: View {
    @Binding var participants: [Participant]

    var body: some View {
        ForEach(participants) { participant in
            if participant.inCall {
                Text(participant.name)
            }
        }
    }
}

struct ParticipantsSection_Previews: PreviewProvider {
    static var previews: some View {
        List {
            ParticipantsSection(participants: .constant([]))
        }
    }
}
