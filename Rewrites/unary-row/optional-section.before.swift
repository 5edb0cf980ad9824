import SwiftUI

struct Store: Identifiable {
    let id: UUID
    var name: String
    var isAvailable: Bool
    var secrets: [Secret]
}

struct Secret: Identifiable {
    let id: String
    var name: String
}

struct StoreList: View {
    var stores: [Store]

    var body: some View {
        List {
            ForEach(stores) { store in
                if store.isAvailable {
                    Section(header: Text(store.name)) {
                        ForEach(store.secrets) { secret in
                            Text(secret.name)
                        }
                    }
                }
            }
        }
    }
}
