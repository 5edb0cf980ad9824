import SwiftUI

// `Account` is a class: `@State` in the row holds the same object the list holds, so the row's
// edits reach the list and the list's changes reach the row.
final class Account: ObservableObject, Identifiable {
    let id = UUID()
    @Published var name = ""
}

struct AccountRow: View {
    @State var account: Account

    var body: some View {
        Text(account.name)
    }
}

// Rows keyed by the value itself: a changed element is a new row with new state.
struct ColorRow: View {
    @State var color: String

    var body: some View {
        Text(color)
    }
}

struct AccountsView: View {
    @State private var accounts: [Account] = []
    @State private var colors: [String] = ["red", "green"]

    var body: some View {
        List {
            ForEach(accounts) { account in
                AccountRow(account: account)
            }
            ForEach(colors, id: \.self) { color in
                ColorRow(color: color)
            }
        }
    }
}
