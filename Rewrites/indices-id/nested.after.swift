import SwiftUI

struct Row: Identifiable {
    let id: Int
    var title: String
}

struct Section: Identifiable {
    let id: Int
    var rows: [Row]
}

struct SectionsView: View {
    @Binding var sections: [Section]

    var body: some View {
        List {
            ForEach(sections) { section in
                ForEach(section.rows) { row in
                    Text(row.title)
                }
            }
        }
    }
}

extension SectionsView {
    func remove(at offsets: IndexSet) {
        sections.remove(atOffsets: offsets)
    }
}
