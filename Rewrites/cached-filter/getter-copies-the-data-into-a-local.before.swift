import SwiftUI

// The getter copies the units into a local of the same name, adds the one typed in, and filters
// the copy by the search and the recent units, walked for each unit: read twice in the body, it
// does that twice per keystroke. The message names the units, not the getter's local.
struct Unit: Identifiable {
    var id: String { name }
    let name: String
}

struct UnitPicker: View {
    let units: [Unit]
    let typed: String
    let recent: [String]
    @State private var searchText = ""

    private var shownUnits: [Unit] {
        var shownUnits = units
        if !typed.isEmpty {
            shownUnits.append(Unit(name: typed))
        }
        guard !searchText.isEmpty else { return shownUnits }
        return shownUnits.filter { unit in
            unit.name.localizedCaseInsensitiveContains(searchText) || recent.contains(where: { $0 == unit.name })
        }
    }

    var body: some View {
        List {
            if !shownUnits.isEmpty {
                ForEach(shownUnits) { unit in
                    Text(unit.name)
                }
            }
        }
        .searchable(text: $searchText)
    }
}
