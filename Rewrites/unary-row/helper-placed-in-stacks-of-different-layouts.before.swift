import SwiftUI

struct Transfer: Identifiable {
    let id: UUID
    var name: String
}

@Observable
final class Transfers {
    var all: [Transfer] = []
    func remove(_ t: Transfer) { all.removeAll { $0.id == t.id } }
}

// `items` is placed in a `VStack` and in a `LazyVStack`: in the lazy one its row's count varies.
// The stacks' layouts differ: one stack could not match both, so no fix.
struct TransfersPopover: View {
    let model: Transfers

    var body: some View {
        if model.all.count > 5 {
            scrollable
        } else {
            plain
        }
    }

    private var plain: some View {
        VStack(spacing: 8) {
            items
        }
    }

    private var scrollable: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                items
            }
        }
    }

    @ViewBuilder
    private var items: some View {
        ForEach(model.all) { transfer in
            Text(transfer.name)
            if transfer.id != model.all.last?.id {
                Divider()
            }
        }
    }
}
