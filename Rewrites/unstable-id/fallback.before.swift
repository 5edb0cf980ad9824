import SwiftUI

// `UUID()` is only the last fallback, reached when every key before it is nil; listfix cannot
// show that ever happens, so it says nothing.
struct HeaderImage: Identifiable {
    var podcastUUID: String?
    var name: String?

    var id: String { podcastUUID ?? name ?? UUID().uuidString }
}
