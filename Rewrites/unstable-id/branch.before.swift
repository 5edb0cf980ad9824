import SwiftUI

// Only the `.unsupported` case makes a new `UUID()`; listfix cannot show that case is ever shown,
// so it says nothing.
enum ListingContent: Identifiable {
    case post(id: String)
    case comment(id: String)
    case unsupported

    var id: String {
        switch self {
        case .post(let id), .comment(let id):
            return id
        case .unsupported:
            return UUID().uuidString
        }
    }
}
