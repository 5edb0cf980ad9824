import SwiftUI

// In another file: a row that keeps nothing.
struct OptionRow: View {
    let title: String

    var body: some View {
        HStack {
            Text(title)
            Spacer()
        }
    }
}
