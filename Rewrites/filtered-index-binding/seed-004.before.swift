import SwiftUI

struct Label: Identifiable {
    let id = UUID()
    var name: String
    var isIncluded: Bool
}

struct LabelEditor: View {
    @State private var labels: [Label] = []
    @State private var query = ""

    var visibleLabels: [Label] {
        labels.filter { query.isEmpty || $0.name.contains(query) }
    }

    var body: some View {
        List {
            // Position i in `visibleLabels` is a different label in `labels`.
            ForEach(visibleLabels.indices, id: \.self) { i in
                TextField("Name", text: $labels[i].name)
            }
        }
        .searchable(text: $query)
    }
}
