import SwiftUI

struct Name: Identifiable {
    let id: UUID
    var first: String
}

// The form only ever appends a blank name; the rows edit each one in place through the index:
// a note.
final class NamesForm: ObservableObject {
    @Published var names: [Name] = [Name(id: UUID(), first: "")]

    func addBlank() {
        names.append(Name(id: UUID(), first: ""))
    }
}

struct NamesFormView: View {
    @ObservedObject var form: NamesForm

    var body: some View {
        List {
            ForEach(form.names.indices, id: \.self) { i in
                TextField("First name", text: $form.names[i].first)
            }
            Button("Add") { form.addBlank() }
        }
    }
}

// Another type removes from a local `var names`: not the form's property of the same name.
struct Profile {
    var names: [String]
}

struct ProfileStore {
    var profile = Profile(names: [])

    mutating func removeName(at index: Int) {
        var names = profile.names
        names.remove(at: index)
        profile = Profile(names: names)
    }
}
