import SwiftUI

struct RoomInfoView: View {
    @State private var participants: [Participant] = []

    var body: some View {
        List {
            Section("Room") {
                Text("Settings")
            }
            ParticipantsSection(participants: $participants)
        }
        .task {
            participants = await loadParticipants()
        }
    }

    func loadParticipants() async -> [Participant] { [] }
}
