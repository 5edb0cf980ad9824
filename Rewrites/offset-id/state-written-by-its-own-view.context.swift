import SwiftUI

// The editor of `EditableParts`, in a file of its own: a button that sorts the view's parts.
extension EditableParts {
    var editor: some View {
        Button("Sort by count") {
            sortByCount(&parts)
        }
    }
}

func sortByCount(_ parts: inout [Part]) {
    parts.sort { $0.count < $1.count }
}
