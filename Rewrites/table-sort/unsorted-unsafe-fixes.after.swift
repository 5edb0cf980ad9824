import SwiftUI

struct Person: Identifiable {
    let id: UUID
    var name: String
}

struct PeopleTable: View {
    @State private var people: [Person] = []
    @State private var order = [KeyPathComparator(\Person.name)]

    var body: some View {
        Table(people, sortOrder: $order) {
            TableColumn("Name", value: \.name)
        }
        .onChange(of: order) { _, newOrder in people.sort(using: newOrder) }
    }
}
