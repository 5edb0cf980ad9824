import SwiftUI

struct RoomInfoView: View {
    @State private var participants: [Participant] = []

    var body: some View {
        ScrollView {
            VStack {
                ParticipantsSection(participants: $participants)
            }
        }
        .task {
            participants = await loadParticipants()
        }
    }

    func loadParticipants() async -> [Participant] { [] }
}
