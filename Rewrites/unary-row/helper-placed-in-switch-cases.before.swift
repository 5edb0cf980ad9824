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

enum Mode { case compact, full }

// A stack written after `case .full:` is the container of that case (review probe).
struct TransfersPopover: View {
    let model: Transfers
    var mode: Mode

    var body: some View {
        switch mode {
        case .full:
            LazyVStack(spacing: 0) {
                items
            }
        case .compact:
            VStack(spacing: 0) {
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
