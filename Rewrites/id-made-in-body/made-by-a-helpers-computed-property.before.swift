import SwiftUI

struct IntegrationsView: View {
    @State private var selection: String?
    private let instructions = Instructions()

    var body: some View {
        List(selection: $selection) {
            ForEach(instructions.groups) { group in
                Section(group.name) {
                    ForEach(group.items, id: \.self) { item in
                        Text(item).tag(item)
                    }
                }
            }
        }
    }
}
