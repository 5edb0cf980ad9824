import SwiftUI

// `.init()` in an id typed `UUID` is `UUID()`: a new id on every read.
struct Sheet: Identifiable {
    let id = UUID()
    var title: String
}

enum Dialog: Identifiable {
    case delete
    case rename

    var id: UUID { return .init() }
}

struct Tab: Identifiable {
    let id = UUID()
}

// The closure's `.init()` runs only when the key is not a UUID's text, which listfix cannot tell:
// no finding.
struct Cached: Identifiable {
    var key: String
    var id: UUID { Cached.lookUp(key) { .init() } }

    static func lookUp(_ key: String, orMake make: () -> UUID) -> UUID { UUID(uuidString: key) ?? make() }
}

// The same id on every read: no finding.
struct Fixed: Identifiable {
    var id: UUID { UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")! }
}

struct SheetsView: View {
    @State private var sheets: [Sheet] = []

    var body: some View {
        List(sheets) { sheet in
            Text(sheet.title)
        }
    }
}
