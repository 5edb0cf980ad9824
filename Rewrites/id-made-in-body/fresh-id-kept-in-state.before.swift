import SwiftUI

// `.id(UUID())` written in an initializer, on a view kept in `@State`: made once, it keeps its
// first id. Silent.
struct Row: Identifiable {
    let id: Int
    var title: String
}

struct CachedList: View {
    @State private var cached: AnyView

    init(rows: [Row]) {
        _cached = State(initialValue: AnyView(List(rows) { row in Text(row.title) }.id(UUID())))
    }

    var body: some View {
        cached
    }
}
