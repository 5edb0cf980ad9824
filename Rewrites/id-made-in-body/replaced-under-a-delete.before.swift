import SwiftUI

// The rows can be deleted, and a rename stores a new value with a new `UUID()` id: the renamed
// row is removed and inserted again.
struct Errand: Identifiable {
    let id = UUID()
    var title: String
    init(title: String) { self.title = title }
}
struct ErrandList: View {
    @State private var errands: [Errand] = []
    var body: some View {
        List {
            ForEach(errands) { errand in Text(errand.title) }
                .onDelete(perform: delete)
        }
    }
    func delete(_ o: IndexSet) { errands.remove(atOffsets: o) }
    func rename(at i: Int, to title: String) {
        errands[i] = Errand(title: title)
    }
}
