import SwiftUI

enum Tab: String, CaseIterable {
    case inbox, drafts, sent
}

// A fixed menu: the rows never insert, remove or move, so their positions are stable ids.
struct Sidebar: View {
    static let shortcuts = ["1", "2", "3"]

    var body: some View {
        List {
            ForEach(Tab.allCases.indices, id: \.self) { i in
                Text("\(Sidebar.shortcuts[i]) \(Tab.allCases[i].rawValue)")
            }
        }
    }
}
