import SwiftUI

// The labels are handed to an editor that only reads them. Another type removes from a local
// array that happens to share the name: no view's own `labels` is moved. Silent.
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
        Text("\(labels.count) labels")
    }
}

struct Trimmer {
    func trimmed(_ all: [String]) -> [String] {
        var labels = all
        labels.removeLast()
        return labels
    }
}
