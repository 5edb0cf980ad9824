import SwiftUI

struct ProductGroup: Identifiable, Equatable {
    let id: Int
    var name: String
    var active: Bool
}

// The collection's type is an alias of an array: its element type is the alias's.
typealias ProductGroups = [ProductGroup]

struct GroupsView: View {
    var groups: ProductGroups
    @State private var activeGroups: [ProductGroup] = []

    var body: some View {
        List {
            ForEach(activeGroups) { group in
                Text(group.name)
            }
        }
        .navigationTitle("Groups")
        .onChange(of: groups, initial: true) { _, newGroups in
            activeGroups = newGroups.filter { $0.active }
        }
    }
}
