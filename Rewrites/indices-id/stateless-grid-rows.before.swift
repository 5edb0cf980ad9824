import SwiftUI

// A profile's fields in a `Grid`, one `GridRow` of two texts each, keyed by position. The fields are
// removed while shown, but a grid row keeps nothing: each slot is drawn with its new field, so the
// screen is right, and `Field` has no id to key the rows by. Silent (read on a held-out Mastodon
// client's account fields).
struct Field {
    let name: String
    let value: String
}

struct AccountFields: View {
    @State private var fields: [Field] = []

    var body: some View {
        VStack {
            Grid(alignment: .leading) {
                ForEach(fields.indices, id: \.self) { index in
                    GridRow {
                        let field = fields[index]
                        Text(field.name)
                        Text(field.value)
                    }
                }
            }
            Button("Remove the first") {
                if !fields.isEmpty { fields.removeFirst() }
            }
        }
    }
}
