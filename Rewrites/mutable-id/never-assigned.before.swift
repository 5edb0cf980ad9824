import SwiftUI

// `header` is a `var`, but nothing in the project writes it after the value is made (the
// memberwise initializer and `init(header:count:)` give it its value), so the id never changes.
struct SectionModel: Identifiable {
    var header: String
    var count: Int

    var id: String { header }

    init(header: String, count: Int) {
        self.header = header
        self.count = count
    }
}

struct SectionsView: View {
    @State private var sections: [SectionModel] = []

    var body: some View {
        List {
            ForEach(sections) { section in
                Text("\(section.header): \(section.count)")
            }
        }
        .onAppear {
            sections[0].count += 1
        }
    }
}
