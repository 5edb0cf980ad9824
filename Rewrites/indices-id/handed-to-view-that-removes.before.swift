import SwiftUI

// The labels are handed to an editor as a binding (`LabelsEditor(labels: $labels)`), which removes
// the last one through its own `@Binding var labels`: the screen's rows shift.
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
        Button("Drop last") {
            withAnimation { _ = labels.removeLast() }
        }
    }
}
