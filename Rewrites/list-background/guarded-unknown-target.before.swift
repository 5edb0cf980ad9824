import SwiftUI

// The project calls `scrollContentBackground` under `if #available`, so it builds for a system
// older than iOS 16; the deployment target is unknown, and the plain call might not build: no fix.
struct ThemedList: View {
    var body: some View {
        if #available(iOS 16, macOS 13, *) {
            List {
                Text("Themed")
            }
            .scrollContentBackground(.hidden)
        }
    }
}

struct SettingsView: View {
    var body: some View {
        List {
            Text("Account")
        }
        .background(Color.yellow)
    }
}
