import SwiftUI

// The project's own `GridRow` (written before SwiftUI had one) keeps state: it is read as the
// project's view, not as SwiftUI's stateless grid row, and the position-keyed rows over fields removed
// while shown are a hazard (a review's probe).
struct Field {
    let name: String
    let value: String
}

struct GridRow: View {
    let field: Field
    @State private var expanded = false

    var body: some View {
        VStack {
            Text(field.name)
            if expanded { Text(field.value) }
        }
        .onTapGesture { expanded.toggle() }
    }
}

struct AccountFields: View {
    @State private var fields: [Field] = []

    var body: some View {
        List {
            ForEach(fields.indices, id: \.self) { index in
                GridRow(field: fields[index])
            }
            Button("Remove the first") {
                if !fields.isEmpty { fields.removeFirst() }
            }
        }
    }
}
