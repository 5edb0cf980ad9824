import SwiftUI

struct Person: Identifiable {
    let givenName: String
    let familyName: String
    let emailAddress: String
    let id = UUID()
    var fullName: String { givenName + " " + familyName }
}

struct PeopleTable: View {
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @State private var people: [Person] = []

    var body: some View {
        if horizontalSizeClass == .compact {
            List(people) { person in
                Text(person.givenName + " " + person.familyName)
            }
        } else {
            table
        }
    }
}

extension PeopleTable {
    var table: some View {
        Table(people) {
            TableColumn("Given Name", value: \.givenName)
            TableColumn("Family Name", value: \.familyName)
            TableColumn("E-Mail Address", value: \.emailAddress)
        }
    }
}
