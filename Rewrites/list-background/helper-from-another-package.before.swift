import SwiftUI

// `.hidingScrollBackground()` comes from another package: listfix cannot read what it does, and it
// may hide the list's background (here it does), so the rule says nothing.
struct SettingsList: View {
    var body: some View {
        List {
            Text("General")
            Text("Privacy")
        }
        .hidingScrollBackground()
        .background(Color.gray)
    }
}
