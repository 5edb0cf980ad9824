import SwiftUI

struct Choice {
    var title: String
    var selected: String
}

// A global the app fills at launch and only changes element by element: listfix cannot see it
// shift, so rows that bind through its index prove nothing. Silent.
var launchChoices: [Choice] = []

struct ChoicesView: View {
    @State private var picked: [String] = launchChoices.map(\.selected)

    var body: some View {
        Form {
            ForEach(0..<launchChoices.count, id: \.self) { index in
                TextField(launchChoices[index].title, text: $picked[index])
            }
        }
    }
}
