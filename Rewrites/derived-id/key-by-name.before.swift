import SwiftUI

// Sources whose names say they are keys already: their uniqueness is their job.
struct Extension: Identifiable {
    let bundleID: String
    var id: String { bundleID }
}

struct ChangedFile: Identifiable {
    let path: String
    var id: String { path }
}
