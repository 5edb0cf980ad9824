import SwiftUI

// Each row resets the highlight to -1 and the errors to an empty list as it goes: every run
// leaves what one run leaves. Silent.
struct OptionsView: View {
    @State private var options = ["Red", "Green"]
    @State private var highlighted = 0
    @State private var errors: [String] = ["stale"]

    var body: some View {
        List {
            ForEach(options, id: \.self) { option in
                Text(option)
            }
            .onDisappear {
                highlighted = -1
                errors = []
            }
        }
    }
}
