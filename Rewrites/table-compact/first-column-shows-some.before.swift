import SwiftUI

struct Person: Identifiable {
    let givenName: String
    let familyName: String
    let emailAddress: String
    let id = UUID()
    var fullName: String { givenName + " " + familyName }
}

struct ContactTable: View {
    @State private var people: [Person] = []

    var body: some View {
        Table(people) {
            TableColumn("Contact") { person in
                VStack(alignment: .leading) {
                    Text(person.givenName)
                    Text(person.emailAddress)
                }
            }
            TableColumn("Family Name", value: \.familyName)
            TableColumn("E-Mail Address", value: \.emailAddress)
        }
    }
}
