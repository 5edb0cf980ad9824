import CoreData
import SwiftUI

// `.id(…)` on a view inside the row resets that view alone (the picture reloads when its version
// changes), not the row. And a `setValue(_:forKey:)` on another object (a settings record) writes no
// member of the rows' elements.
struct Photo: Identifiable {
    let id: UUID
    var caption: String
    var version = 0
    var lastOpened: Date?

    mutating func retouch() {
        version += 1
    }
}

struct PhotoGrid: View {
    let settings: NSManagedObject
    @State private var photos: [Photo] = []

    var body: some View {
        List {
            ForEach(photos) { photo in
                VStack {
                    Text(photo.caption)
                        .id(photo.version)
                    Text("Opened")
                }
                .id(photo.lastOpened)
            }
        }
        .onAppear {
            settings.setValue(Date(), forKey: "lastOpened")
        }
    }
}
