import SwiftUI

struct SwipeAction: Identifiable {
    var id = UUID().uuidString
    var title: String
}

/// The actions are a builder's result, made again in every body that uses this view; the rows
/// are removed by offset, so position keys are a real problem, but keying by `id` is no cure.
struct SwipeActionsRow: View {
    let actions: [SwipeAction]
    var remove: (IndexSet) -> Void = { _ in }

    init(@SwipeActionsBuilder actions: () -> [SwipeAction]) {
        self.actions = actions()
    }

    var body: some View {
        List {
            ForEach(actions.indices, id: \.self) { i in
                Text(actions[i].title)
            }
            .onDelete(perform: remove)
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
