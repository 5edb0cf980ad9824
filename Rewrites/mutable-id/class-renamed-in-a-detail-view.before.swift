import SwiftUI

// A group's `id` is its name, which the detail view renames through a property declared
// `DeviceGroup`: the renamed row is removed and another inserted, and the selection, kept by id,
// is lost (read on miataru's device groups).
final class DeviceGroup: ObservableObject, Identifiable {
    @Published var groupName: String
    var id: String { groupName }

    init(name: String) {
        groupName = name
    }
}

struct GroupsView: View {
    let groups: [DeviceGroup]
    @State private var selection: String?

    var body: some View {
        List(selection: $selection) {
            ForEach(groups) { group in
                Text(group.groupName)
                    .tag(group.id)
            }
        }
    }
}

struct GroupDetailView: View {
    @ObservedObject var group: DeviceGroup
    @State private var draft = ""

    var body: some View {
        Form {
            TextField("Name", text: $draft)
            Button("Rename") {
                group.groupName = draft
            }
        }
    }
}
