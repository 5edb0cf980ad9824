import SwiftUI

struct SearchArea {
    var name: String
    var isSelected: Bool
}

// The rows toggle each area where it is, through the index; nothing inserts, removes or moves an
// area, here or in the view that hands the binding down. No index goes stale: silent.
struct SearchAreaView: View {
    @Binding var area: [SearchArea]

    var body: some View {
        List {
            ForEach(0 ..< area.count, id: \.self) { i in
                Button(area[i].name) {
                    area[i].isSelected.toggle()
                }
            }
        }
    }
}

struct SearchScreen: View {
    @State private var area = [SearchArea(name: "Title", isSelected: true), SearchArea(name: "Notes", isSelected: false)]

    var body: some View {
        SearchAreaView(area: $area)
    }
}
