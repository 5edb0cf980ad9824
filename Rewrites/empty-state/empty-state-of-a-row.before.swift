import SwiftUI

// Each reaction group is a row of the sheet's list, and a group whose reactors are not loaded says
// so in a caption inside its row: one row's note, not the screen's empty state.
struct Reactor: Identifiable {
    let id: String
    var name: String
}

struct ReactionGroup: Identifiable {
    let id: String
    var emoji: String
    var reactors: [Reactor]
}

struct ReactionsSheet: View {
    var groups: [ReactionGroup]

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 14) {
                ForEach(groups) { group in
                    ReactorsGroupView(group: group)
                }
            }
        }
    }
}

private struct ReactorsGroupView: View {
    let group: ReactionGroup

    var body: some View {
        VStack(alignment: .leading) {
            Text(group.emoji)
            if group.reactors.isEmpty {
                Text("Reactors not loaded")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            } else {
                LazyVStack(spacing: 0) {
                    ForEach(group.reactors) { reactor in
                        Text(reactor.name)
                    }
                }
            }
        }
    }
}
