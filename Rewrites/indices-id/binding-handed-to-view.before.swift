import SwiftUI

// The labels are handed to an editor as a binding (`LabelsEditor(labels: $labels)`), which only
// renames them where they are. Handing a binding on moves nothing; the editor's own writes to its
// `@Binding var labels` would. Replaced as a whole, in rows that keep no state: silent.
struct LabelsScreen: View {
    @State private var labels: [String] = ["Home", "Work"]

    var body: some View {
        VStack {
            ForEach(labels.indices, id: \.self) { i in
                Text(labels[i])
            }
            LabelsEditor(labels: $labels)
        }
    }
}

struct LabelsEditor: View {
    @Binding var labels: [String]

    var body: some View {
        Button("Shout") {
            labels = labels.map { $0.uppercased() }
        }
    }
}
