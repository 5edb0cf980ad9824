import CoreData
import SwiftUI

// The model keeps the fetched object and reads it: the row sees the object's changes.
final class CachedMulti: NSManagedObject {
    var name: String?
}

final class Multi: ObservableObject {
    let entity: CachedMulti

    var name: String { entity.name ?? "" }

    init(entity: CachedMulti) {
        self.entity = entity
    }
}

struct MultiLink: View {
    @StateObject var multi: Multi

    var body: some View {
        Text(multi.name)
    }
}

// A refresh updates each fetched multi in place (its name, its icon): the row stays, and so does
// the first `Multi` built for it.
struct MultisRow: View {
    @FetchRequest(sortDescriptors: [])
    private var multis: FetchedResults<CachedMulti>

    var body: some View {
        ScrollView(.horizontal) {
            HStack {
                ForEach(multis) { multi in
                    MultiLink(multi: Multi(entity: multi))
                }
            }
        }
    }
}
