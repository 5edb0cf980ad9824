import SwiftUI

// An enum cannot store an id: its case is what should key its rows.
enum Badge: Identifiable, Hashable {
    case new
    case popular

    var id: UUID { UUID() }

    var title: String {
        switch self {
        case .new: return "New"
        case .popular: return "Popular"
        }
    }
}

struct BadgesView: View {
    @State private var badges: [Badge] = [.new, .popular]

    var body: some View {
        HStack {
            ForEach(badges) { badge in
                Text(badge.title)
            }
        }
    }
}
