import SwiftUI

// Every stored property of `Branch` is a `let`: a value is never edited in place, so its
// `\.self` id cannot change under a row.
struct Branch: Identifiable, Hashable {
    let id: String
    let name: String
    let isRemote: Bool
}

struct BranchPicker: View {
    var branches: [Branch]
    @Binding var selected: Branch?

    var body: some View {
        Picker("Branch", selection: $selected) {
            ForEach(branches, id: \.self) { branch in
                Text(branch.name).tag(Optional(branch))
            }
        }
    }
}
