import SwiftUI

final class LogStore: ObservableObject {
    struct Log: Hashable {
        let message: String
        var isExpanded = false
    }

    @Published var messages: [Log] = []
}

// Each log row is keyed by its whole value, and a tap toggles the row's own `isExpanded` through its
// binding: the value, and so the row's id, changes on every tap. SwiftUI removes the row and inserts
// another instead of expanding it (read on a held-out media app's log screen).
struct LogView: View {
    @EnvironmentObject var store: LogStore

    var body: some View {
        List {
            ForEach($store.messages, id: \.self) { $log in
                Text(log.message)
                    .lineLimit(log.isExpanded ? nil : 5)
                    .onTapGesture {
                        log.isExpanded.toggle()
                    }
            }
        }
    }
}
