import SwiftUI

// The parameter is `some Collection<String>`: whether it is random-access is not known, so the
// copy stays. Silent.

struct TagsView: View {
    var tags: Set<String>

    var body: some View {
        row(tags)
    }

    private func row(_ cells: some Collection<String>) -> some View {
        HStack {
            ForEach(Array(cells.enumerated()), id: \.offset) { _, cell in
                Text(cell)
            }
        }
    }
}
