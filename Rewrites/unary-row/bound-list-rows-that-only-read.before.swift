import SwiftUI

struct WalletApp: Identifiable {
    let id: Int
    var name: String
    var isInstalled: Bool
}

// The rows get bindings (`List($apps) { $app in … }`) but only read their element, and nothing
// else writes `apps`: the data never changes while shown, so the rows' varying count costs one
// evaluation of a short fixed list (damus's wallet picker). Silent. A `List($x)` without
// `editActions:` can change its elements through the bindings, never insert, remove or move them.
struct WalletPicker: View {
    @State var apps: [WalletApp] = [WalletApp(id: 0, name: "Zeus", isInstalled: true)]

    var body: some View {
        List($apps, id: \.id) { $app in
            if app.isInstalled {
                Text(app.name)
            }
        }
    }
}
