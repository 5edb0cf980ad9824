import SwiftUI

// The new value is made by an initializer of the type that copies the old id: the row keeps its
// identity, and nothing is said.
struct Errand: Identifiable {
    var id = UUID()
    var title: String
    var done = false
}
extension Errand {
    init(renaming old: Errand, to title: String) {
        self.init(title: title, done: old.done)
        self.id = old.id
    }
}
struct ErrandList: View {
    @State private var errands: [Errand] = []
    @State private var selection: Errand.ID?
    var body: some View {
        List(errands, selection: $selection) { errand in Text(errand.title) }
    }
    func rename(at i: Int, to title: String) {
        errands[i] = Errand(renaming: errands[i], to: title)
    }
}
