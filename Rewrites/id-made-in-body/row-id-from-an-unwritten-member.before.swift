import Foundation
import SwiftUI

// `.id` made of a member nothing writes after the value is made: the row's identity lasts (the
// modifier is redundant, not harmful).
struct Entry: Identifiable {
    let id: UUID
    let createdAt: Date
    var title: String
}

struct Journal: View {
    @State private var entries: [Entry] = []

    var body: some View {
        List {
            ForEach(entries) { entry in
                Text(entry.title)
                    .id(entry.createdAt)
            }
        }
    }
}
