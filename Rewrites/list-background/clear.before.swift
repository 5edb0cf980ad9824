import SwiftUI

// A clear background paints nothing, so nothing is lost under the list's own.
struct SettingsView: View {
    var body: some View {
        List {
            Text("Account")
        }
        .background(Color.clear)
    }
}
