import SwiftUI

struct Name: Identifiable {
    let id: UUID
    var first: String
}

final class NamesForm: ObservableObject {
    @Published var names: [Name] = [Name(id: UUID(), first: "")]
}

// A method in an extension removes from the property: rows bound through the index can read a
// position that no longer exists.
extension NamesForm {
    func removeLast() {
        names.removeLast()
    }
}

struct NamesFormView: View {
    @ObservedObject var form: NamesForm

    var body: some View {
        List {
            ForEach($form.names) { $name in
                TextField("First name", text: $name.first)
            }
            Button("Remove") { form.removeLast() }
        }
    }
}
