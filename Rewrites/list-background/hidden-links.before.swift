import SwiftUI

// The background only hosts a navigation link that nobody sees: there is no paint for the
// form's own background to hide. listfix cannot see what a property draws, so it stays silent.
struct AccountView: View {
    var body: some View {
        Form {
            Text("Account")
            Text("Privacy")
        }
        .background(hiddenLinks)
    }

    var hiddenLinks: some View {
        NavigationLink("", destination: Text("Logs"))
            .hidden()
    }
}
