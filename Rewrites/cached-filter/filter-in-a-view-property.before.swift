import SwiftUI

struct ProductGroup: Identifiable, Equatable {
    let id: Int
    var name: String
    var active: Bool
}

// The picker's options are filtered in a view property the body builds: it runs with every body,
// and every keystroke in the form's text field runs the body. One cheap pass over the groups per
// keystroke is no hazard, so the safe fix is offered as a note.
struct ProductForm: View {
    var groups: [ProductGroup]
    @State private var name = ""
    @State private var groupID: Int?

    var body: some View {
        Form {
            TextField("Name", text: $name)
            groupSection
        }
    }

    var groupSection: some View {
        Picker("Group", selection: $groupID) {
            Text("None").tag(nil as Int?)
            ForEach(groups.filter({ $0.active }), id: \.id) { group in
                Text(group.name).tag(group.id as Int?)
            }
        }
    }
}
