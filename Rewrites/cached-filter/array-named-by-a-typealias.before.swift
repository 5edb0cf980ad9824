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

    var body: some View {
        List {
            ForEach(groups.filter { $0.active }) { group in
                Text(group.name)
            }
        }
        .navigationTitle("Groups")
    }
}
