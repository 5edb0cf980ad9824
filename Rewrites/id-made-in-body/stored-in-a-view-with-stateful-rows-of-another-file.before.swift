import SwiftUI

// The same options, each row a view of another file that keeps a toggle's state: new ids reset it
// each time a parent makes the view.
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
