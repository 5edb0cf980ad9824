import SwiftUI

struct Account: Identifiable {
    let id: UUID
    var name: String
    var isArchived: Bool
}

struct AccountPicker: View {
    var accounts: [Account]
    @Binding var selection: UUID?

    var body: some View {
        Picker("Account", selection: $selection) {
            ForEach(accounts) { account in
                if !account.isArchived {
                    Text(account.name).tag(Optional(account.id))
                }
            }
        }
    }
}
