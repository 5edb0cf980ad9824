import SwiftUI

// The list is given its own rows' data as identity: every edit, delete or move changes `sites`, and
// SwiftUI throws the list away and builds it again, scroll position and row state included.
struct Site: Identifiable, Hashable {
    let id: UUID
    var title: String
}

struct SitesScreen: View {
    @State private var sites: [Site] = []

    var body: some View {
        List {
            ForEach($sites) { $site in
                TextField("Title", text: $site.title)
            }
            .onDelete { sites.remove(atOffsets: $0) }
        }
        .id(sites)
    }
}
