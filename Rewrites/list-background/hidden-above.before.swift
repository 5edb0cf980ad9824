import SwiftUI

// `.scrollContentBackground` is an environment value: set on the sheet's content here, it hides
// the background of every list inside, `ProfileForm` included, wherever that is shown. listfix
// cannot tell which lists sit inside such a view, so it says nothing in this project.
struct SettingsSheet: View {
    var body: some View {
        VStack {
            ProfileForm()
        }
        .scrollContentBackground(.hidden)
    }
}

struct ProfileForm: View {
    var body: some View {
        Form {
            Text("Name")
        }
        .background(Color.yellow)
    }
}
