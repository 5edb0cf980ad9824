import SwiftUI

struct Address: Identifiable {
    let id: UUID
    var street: String
}

// The form only ever appends a blank address; the rows edit each one in place through the
// index. Nothing is removed or moved, so no index goes stale and no row takes another's place: a
// migration to element ids (a note), not a warning.
final class AddressForm: ObservableObject {
    @Published var addresses: [Address] = [Address(id: UUID(), street: "")]

    func addBlank() {
        addresses.append(Address(id: UUID(), street: ""))
    }
}

struct AddressFormView: View {
    @ObservedObject var form: AddressForm

    var body: some View {
        List {
            ForEach(form.addresses.indices, id: \.self) { i in
                TextField("Street", text: $form.addresses[i].street)
            }
            Button("Add") { form.addBlank() }
        }
    }
}
