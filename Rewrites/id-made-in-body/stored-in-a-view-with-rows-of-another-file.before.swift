import SwiftUI

// The options are a stored `let` with `UUID()` ids, made again each time a parent makes the view,
// but each row is a view of another file that keeps nothing, and nothing animates, deletes or selects
// the rows: new ids cost nothing a user sees. Silent (read on a to-do app's settings).
struct Option: Identifiable {
    let id = UUID()
    let title: String
}

struct OptionsView: View {
    let options = [Option(title: "Notifications"), Option(title: "Security")]

    var body: some View {
        List {
            ForEach(options) { option in
                OptionRow(title: option.title)
            }
        }
    }
}
