import SwiftUI

struct Member: Identifiable {
    let id: UUID
    var name: String
    var isSelected = false
}

@MainActor
final class MembersModel: ObservableObject {
    @Published var members: [Member] = []

    func load() {
        members = [Member(id: UUID(), name: "Ada")]
    }
}

// Each row toggles its own member through the index, in its button's action: a tap runs on the
// indices of the last body, so the write keeps no index, however often `load()` replaces the
// members. The rows keep no state: a migration to the members' ids (a note), not the error of an
// index kept past the replacement (read on RTU-iOS-App's coupon grants).
struct MembersView: View {
    @StateObject private var model = MembersModel()

    var body: some View {
        VStack {
            ForEach(model.members.indices, id: \.self) { i in
                Button {
                    model.members[i].isSelected.toggle()
                } label: {
                    Text(model.members[i].name)
                }
            }
            Button("Reload") { model.load() }
        }
    }
}
