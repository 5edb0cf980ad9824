import SwiftUI

struct Account: Identifiable {
    let id: UUID
    var name: String
}

struct AccountsSettings: View {
    var accounts: [Account]

    var body: some View {
        Form {
            Section("Accounts") {
                if accounts.isEmpty {
                    Text("No accounts")
                        .foregroundStyle(.secondary)
                } else {
                    ForEach(accounts) { account in
                        Text(account.name)
                    }
                }
            }
        }
    }
}
