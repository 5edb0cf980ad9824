import SwiftUI

// Stands in for a helper in a package listfix does not read (the app's theme package): it hides the
// list's own scroll background, where the system has the modifier.
extension View {
    public func hidingScrollBackground() -> some View {
        scrollContentBackground(.hidden)
    }
}
