import SwiftUI

// A Set is not a RandomAccessCollection: the copy is required.
struct TagsView: View {
    var tags: Set<String>

    var body: some View {
        ForEach(Array(tags.enumerated()), id: \.element) { index, tag in
            Text(tag)
        }
    }
}
