import SwiftUI

// `UUID(uuidString:)` gives every `Placeholder` the same id, on every evaluation: not a new id per
// update, so no finding (whether the rows repeat an id is another question).
struct Placeholder: Identifiable {
    let id = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
    var title: String
}

struct PlaceholderView: View {
    var titles: [String]

    var body: some View {
        List {
            ForEach(titles.map { Placeholder(title: $0) }) { placeholder in
                Text(placeholder.title)
            }
        }
    }
}
