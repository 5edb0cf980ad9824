import SwiftUI

// The project hides the list's background in its own modifier and its own `View` method,
// guarded for older systems: the chains below already hide it.
struct HideListBackground: ViewModifier {
    func body(content: Content) -> some View {
        if #available(iOS 16, macOS 13, *) {
            content.scrollContentBackground(.hidden)
        } else {
            content
        }
    }
}

extension View {
    @ViewBuilder
    func clearListBackground() -> some View {
        if #available(iOS 16, macOS 13, *) {
            scrollContentBackground(.hidden)
        } else {
            self
        }
    }
}

struct SettingsView: View {
    var body: some View {
        List {
            Text("Account")
        }
        .modifier(HideListBackground())
        .background(Color.yellow)
        Form {
            Text("Privacy")
        }
        .clearListBackground()
        .background(Color.yellow)
    }
}
