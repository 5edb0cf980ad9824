import SwiftUI

// `var options = options` copies the property into a local of its own name; the getter sorts the
// copy by the search and by the pinned list, which it walks for each option. Read twice per body,
// that is twice per keystroke.
struct Option: Identifiable {
    let id: Int
    var name: String
    var enabled: Bool
}

struct OptionPicker: View {
    let options: [Option]
    let pinned: [Int]
    @State private var searchText = ""
    @State private var hideDisabled = false

    private var shownOptions: [Option] {
        var options = options
        if hideDisabled {
            options = options.filter(\.enabled)
        }
        guard !searchText.isEmpty else { return options }
        return options.filter { option in
            option.name.contains(searchText) || pinned.contains(where: { $0 == option.id })
        }.sorted { $0.name < $1.name }
    }

    var body: some View {
        List {
            Text("\(shownOptions.count) options")
            ForEach(shownOptions) { option in
                Text(option.name)
            }
        }
        .searchable(text: $searchText)
    }
}
