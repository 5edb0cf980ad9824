import SwiftUI

// The new value is given the old id before it is stored: the row keeps its identity, and
// nothing is said.
struct Errand: Identifiable {
    var id = UUID()
    var title: String
    var done = false
}
struct ErrandList: View {
    @State private var errands: [Errand] = []
    @State private var selection: Errand.ID?
    var body: some View {
        List(errands, selection: $selection) { errand in Text(errand.title) }
    }
    func save(_ draft: String, at i: Int) {
        var updated = Errand(title: draft)
        updated.id = errands[i].id
        errands[i] = updated
    }
}
