import SwiftUI

final class NameEntry: ObservableObject {
    @Published var first = ""

    static func empty() -> NameEntry { NameEntry() }
}

final class NamesModel: ObservableObject {
    // No type is written, but the initial value is an array literal: an array, not a dictionary.
    @Published var names = [NameEntry.empty()]
}

// Only ever appended to, and the rows edit each entry where it is: no index goes stale and no
// row takes another's place. Silent.
struct NamesForm: View {
    @ObservedObject var model: NamesModel

    var body: some View {
        VStack {
            ForEach(model.names.indices, id: \.self) { index in
                TextField("First name", text: $model.names[index].first)
            }
            Button("Add") {
                model.names.append(.empty())
            }
        }
    }
}
