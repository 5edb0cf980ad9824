import SwiftUI

struct Person: Identifiable {
    let givenName: String
    let familyName: String
    let emailAddress: String
    let id = UUID()
    var fullName: String { givenName + " " + familyName }
}

struct NameTable: View {
    @State private var people: [Person] = []

    var body: some View {
        Table(people) {
            TableColumn("Name") { person in
                Text(person.fullName)
            }
            TableColumn("Family Name", value: \.familyName)
        }
    }
}
