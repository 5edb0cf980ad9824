import SwiftUI

struct SwipeAction: Identifiable {
    var id = UUID().uuidString
    var title: String
}

/// The actions are a builder's result, made again in every body that uses this view.
struct SwipeActionsRow: View {
    let actions: [SwipeAction]

    init(@SwipeActionsBuilder actions: () -> [SwipeAction]) {
        self.actions = actions()
    }

    var body: some View {
        HStack {
            ForEach(actions.indices, id: \.self) { i in
                Text(actions[i].title)
            }
        }
    }
}

@resultBuilder
enum SwipeActionsBuilder {
    static func buildBlock(_ actions: SwipeAction...) -> [SwipeAction] { actions }
}

struct InboxRow: View {
    var body: some View {
        SwipeActionsRow {
            SwipeAction(title: "Archive")
            SwipeAction(title: "Delete")
        }
    }
}
